/** Tag `approvals`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { FastifyRequest } from 'fastify';

import type { DecideOrderApprovalRequest } from '../../generated/model/decideOrderApprovalRequest';
import type { OrderApprovalList } from '../../generated/model/orderApprovalList';
import type { OrderResponse } from '../../generated/model/orderResponse';
import type { SetTradeAuthorityRequest } from '../../generated/model/setTradeAuthorityRequest';
import type { TradeAuthorityResponse } from '../../generated/model/tradeAuthorityResponse';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { RequestOrigin } from '../admin/audit-log-service';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const origin = (request: FastifyRequest): RequestOrigin => ({ method: request.method, path: request.url, ip: request.ip, log: request.log });

const getTradeAuthority: Handler<{ Params: { userId: string } }, TradeAuthorityResponse> = async (request) => ({
  data: await service.getTradeAuthority(serviceContext(request), request.params.userId),
});

const setTradeAuthority: Handler<{ Params: { userId: string; tradeIndex: TradeIndex }; Body: SetTradeAuthorityRequest }, TradeAuthorityResponse> = async (request) => ({
  data: await service.setTradeAuthority(serviceContext(request), origin(request), request.params.userId, request.params.tradeIndex, request.body),
});

const listOrderApprovals: Handler<object, OrderApprovalList> = async (request) => ({ data: await service.listOrderApprovals(serviceContext(request)) });

const decideOrderApproval: Handler<{ Params: { orderId: string }; Body: DecideOrderApprovalRequest }, OrderResponse> = async (request) => ({
  data: await service.decideOrderApproval(serviceContext(request), origin(request), request.params.orderId, request.body),
});

export const approvalsHandlers = { getTradeAuthority, setTradeAuthority, listOrderApprovals, decideOrderApproval };
