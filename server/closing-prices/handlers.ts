/** Tag `closing-prices`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { ClosingPriceHistoryResponse } from '../../generated/model/closingPriceHistoryResponse';
import type { GetClosingPriceHistoryParams } from '../../generated/model/getClosingPriceHistoryParams';
import type { GetLatestClosingPricesParams } from '../../generated/model/getLatestClosingPricesParams';
import type { LatestClosingPricesResponse } from '../../generated/model/latestClosingPricesResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const getLatestClosingPrices: Handler<{ Querystring: GetLatestClosingPricesParams }, LatestClosingPricesResponse> = async (request) =>
  service.getLatestClosingPrices(serviceContext(request), request.query);

const getClosingPriceHistory: Handler<{ Querystring: GetClosingPriceHistoryParams }, ClosingPriceHistoryResponse> = async (request) =>
  service.getClosingPriceHistory(serviceContext(request), request.query);

export const closingPricesHandlers = { getLatestClosingPrices, getClosingPriceHistory };
