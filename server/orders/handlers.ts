/** Tag `orders`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { CreateOrderBracketRequest } from '../../generated/model/createOrderBracketRequest';
import type { CreateOrderRequest } from '../../generated/model/createOrderRequest';
import type { ListOrdersParams } from '../../generated/model/listOrdersParams';
import type { ListTradableProductsParams } from '../../generated/model/listTradableProductsParams';
import type { OrderBracketResponse } from '../../generated/model/orderBracketResponse';
import type { OrderPage } from '../../generated/model/orderPage';
import type { OrderResponse } from '../../generated/model/orderResponse';
import type { TradableProductsResponse } from '../../generated/model/tradableProductsResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

type OrderParams = { Params: { orderId: string } };

const listOrders: Handler<{ Querystring: ListOrdersParams }, OrderPage> = async (request) => service.listOrders(serviceContext(request), request.query);

const getOrder: Handler<OrderParams, OrderResponse> = async (request) => ({
  data: await service.getOrder(serviceContext(request), request.params.orderId),
});

const createOrder: Handler<{ Body: CreateOrderRequest; Headers: { 'idempotency-key': string } }, OrderResponse> = async (request, reply) => {
  const { status, order } = await service.createOrder(serviceContext(request), request.body, request.headers['idempotency-key']);
  return reply.code(status).send({ data: order });
};

const createOrderBracket: Handler<{ Body: CreateOrderBracketRequest; Headers: { 'idempotency-key': string } }, OrderBracketResponse> = async (request, reply) => {
  const { status, bracket } = await service.createOrderBracket(serviceContext(request), request.body, request.headers['idempotency-key']);
  return reply.code(status).send({ data: bracket });
};

const cancelOrder: Handler<OrderParams, OrderResponse> = async (request) => ({
  data: await service.cancelOrder(serviceContext(request), request.params.orderId),
});

const listTradableProducts: Handler<{ Querystring: ListTradableProductsParams }, TradableProductsResponse> = async (request) =>
  service.listTradableProducts(serviceContext(request), request.query);

export const ordersHandlers = { listOrders, getOrder, createOrder, createOrderBracket, cancelOrder, listTradableProducts };
