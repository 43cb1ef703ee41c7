/** Tag `price-alerts`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { CreatePriceAlertRequest } from '../../generated/model/createPriceAlertRequest';
import type { ListPriceAlertsParams } from '../../generated/model/listPriceAlertsParams';
import type { PriceAlertResponse } from '../../generated/model/priceAlertResponse';
import type { PriceAlertsResponse } from '../../generated/model/priceAlertsResponse';
import type { UpdatePriceAlertRequest } from '../../generated/model/updatePriceAlertRequest';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

type AlertParams = { Params: { priceAlertId: string } };

const listPriceAlerts: Handler<{ Querystring: ListPriceAlertsParams }, PriceAlertsResponse> = async (request) => ({
  data: await service.listPriceAlerts(serviceContext(request), request.query),
});

const getPriceAlert: Handler<AlertParams, PriceAlertResponse> = async (request) => ({
  data: await service.getPriceAlert(serviceContext(request), request.params.priceAlertId),
});

const createPriceAlert: Handler<{ Body: CreatePriceAlertRequest }> = async (request, reply) =>
  reply.code(201).send({ data: await service.createPriceAlert(serviceContext(request), request.body) });

const updatePriceAlert: Handler<AlertParams & { Body: UpdatePriceAlertRequest }, PriceAlertResponse> = async (request) => ({
  data: await service.updatePriceAlert(serviceContext(request), request.params.priceAlertId, request.body),
});

const deletePriceAlert: Handler<AlertParams> = async (request, reply) => {
  await service.deletePriceAlert(serviceContext(request), request.params.priceAlertId);
  return reply.code(204).send();
};

export const priceAlertsHandlers = { listPriceAlerts, getPriceAlert, createPriceAlert, updatePriceAlert, deletePriceAlert };
