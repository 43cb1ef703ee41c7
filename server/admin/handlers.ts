/**
 * Tag `admin`, HTTP side: request in, contract shape out. The rules are in the services: users
 * (users-service.ts), approval (approval-service.ts), the audit log (audit-log-service.ts,
 * audit-activity-service.ts), the support queue (support-queue-service.ts) and view-as sessions
 * (view-as-service.ts).
 */
import { Readable } from 'node:stream';

import type { FastifyRequest } from 'fastify';

import type { AdminUserPage } from '../../generated/model/adminUserPage';
import type { AdminUserResponse } from '../../generated/model/adminUserResponse';
import type { ApprovalOptionsResponse } from '../../generated/model/approvalOptionsResponse';
import type { AssignSupportQueryRequest } from '../../generated/model/assignSupportQueryRequest';
import type { AuditActivityPage } from '../../generated/model/auditActivityPage';
import type { AuditLogPage } from '../../generated/model/auditLogPage';
import type { ExportAuditLogCsvParams } from '../../generated/model/exportAuditLogCsvParams';
import type { ListAdminUsersParams } from '../../generated/model/listAdminUsersParams';
import type { ListAuditActivityParams } from '../../generated/model/listAuditActivityParams';
import type { ListAuditLogParams } from '../../generated/model/listAuditLogParams';
import type { ListSupportQueueParams } from '../../generated/model/listSupportQueueParams';
import type { SetUserAccountPermissionsRequest } from '../../generated/model/setUserAccountPermissionsRequest';
import type { StartViewAsRequest } from '../../generated/model/startViewAsRequest';
import type { SupportQueueItemResponse } from '../../generated/model/supportQueueItemResponse';
import type { SupportQueuePage } from '../../generated/model/supportQueuePage';
import type { UpdateUserRoleRequest } from '../../generated/model/updateUserRoleRequest';
import type { UpdateUserStatusRequest } from '../../generated/model/updateUserStatusRequest';
import type { UserAccountPermissionsResponse } from '../../generated/model/userAccountPermissionsResponse';
import type { ViewAsUserResponse } from '../../generated/model/viewAsUserResponse';
import { type Handler, serviceContext } from '../handler';
import { listAuditActivity as auditActivity } from './audit-activity-service';
import { exportAuditLogCsv as auditLogCsv, listAuditLog as auditLog, type RequestOrigin } from './audit-log-service';
import * as supportQueue from './support-queue-service';
import * as approval from './approval-service';
import * as users from './users-service';
import * as viewAs from './view-as-service';

/** What an audit entry records of the request. */
const origin = (request: FastifyRequest): RequestOrigin => ({ method: request.method, path: request.url, ip: request.ip, log: request.log });

type UserRoute = { Params: { userId: string } };
type UserAccountRoute = { Params: { userId: string; accountId: string } };
type QueryRoute = { Params: { queryId: string } };

const listAdminUsers: Handler<{ Querystring: ListAdminUsersParams }, AdminUserPage> = async (request) => users.listAdminUsers(serviceContext(request), request.query);

const getApprovalOptions: Handler<UserRoute, ApprovalOptionsResponse> = async (request) => ({
  data: await approval.getApprovalOptions(serviceContext(request), request.params.userId),
});

const listUserPermissionsAdmin: Handler<UserAccountRoute, UserAccountPermissionsResponse> = async (request) => ({
  data: await users.listUserPermissionsAdmin(serviceContext(request), request.params.userId, request.params.accountId),
});

const setUserAccountPermissions: Handler<UserAccountRoute & { Body: SetUserAccountPermissionsRequest }, UserAccountPermissionsResponse> = async (request) => ({
  data: await users.setUserAccountPermissions(serviceContext(request), origin(request), request.params.userId, request.params.accountId, request.body),
});

const updateUserStatus: Handler<UserRoute & { Body: UpdateUserStatusRequest }, AdminUserResponse> = async (request) => ({
  data: await users.updateUserStatus(serviceContext(request), origin(request), request.params.userId, request.body),
});

const updateUserRole: Handler<UserRoute & { Body: UpdateUserRoleRequest }, AdminUserResponse> = async (request) => ({
  data: await users.updateUserRole(serviceContext(request), origin(request), request.params.userId, request.body),
});

const listAuditLog: Handler<{ Querystring: ListAuditLogParams }, AuditLogPage> = async (request) => auditLog(serviceContext(request), request.query);

const listAuditActivity: Handler<{ Querystring: ListAuditActivityParams }, AuditActivityPage> = async (request) => auditActivity(serviceContext(request), request.query);

const exportAuditLogCsv: Handler<{ Querystring: ExportAuditLogCsvParams }> = async (request, reply) => {
  const { filename, lines } = auditLogCsv(serviceContext(request), request.query);
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return reply.send(Readable.from(lines));
};

const listSupportQueue: Handler<{ Querystring: ListSupportQueueParams }, SupportQueuePage> = async (request) =>
  supportQueue.listSupportQueue(serviceContext(request), request.query);

const assignSupportQuery: Handler<QueryRoute & { Body: AssignSupportQueryRequest }, SupportQueueItemResponse> = async (request) => ({
  data: await supportQueue.assignSupportQuery(serviceContext(request), origin(request), request.params.queryId, request.body),
});

const unassignSupportQuery: Handler<QueryRoute, SupportQueueItemResponse> = async (request) => ({
  data: await supportQueue.unassignSupportQuery(serviceContext(request), origin(request), request.params.queryId),
});

const startViewAsSession: Handler<{ Body: StartViewAsRequest }, ViewAsUserResponse> = async (request) => ({
  data: await viewAs.startViewAsSession(serviceContext(request), origin(request), request.body),
});

const endViewAsSession: Handler = async (request, reply) => {
  await viewAs.endViewAsSession(serviceContext(request), origin(request), request.headers['x-view-as'] !== undefined);
  return reply.code(204).send();
};

export const adminHandlers = {
  listAdminUsers,
  listAuditLog,
  listAuditActivity,
  listSupportQueue,
  assignSupportQuery,
  unassignSupportQuery,
  exportAuditLogCsv,
  startViewAsSession,
  endViewAsSession,
  getApprovalOptions,
  listUserPermissionsAdmin,
  setUserAccountPermissions,
  updateUserStatus,
  updateUserRole,
};
