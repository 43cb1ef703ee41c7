/** Tag `permissions`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { PermissionDefinition } from '../../generated/model/permissionDefinition';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const listPermissions: Handler<object, PermissionDefinition[]> = async (request) => service.listPermissions(serviceContext(request));

export const permissionsHandlers = { listPermissions };
