/** Tag `what-if`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { CreateOrderRequest } from '../../generated/model/createOrderRequest';
import type { GetMarketMoveParams } from '../../generated/model/getMarketMoveParams';
import type { MarketMoveResponse } from '../../generated/model/marketMoveResponse';
import type { OrderPreviewResponse } from '../../generated/model/orderPreviewResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const previewOrder: Handler<{ Body: CreateOrderRequest }, OrderPreviewResponse> = async (request) => ({
  data: await service.previewOrder(serviceContext(request), request.body),
});

const getMarketMove: Handler<{ Querystring: GetMarketMoveParams }, MarketMoveResponse> = async (request) => ({
  data: await service.getMarketMove(serviceContext(request), request.query),
});

export const whatIfHandlers = { previewOrder, getMarketMove };
