/** Tag `position`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { GetPositionMonthsParams } from '../../generated/model/getPositionMonthsParams';
import type { GetPositionOverviewParams } from '../../generated/model/getPositionOverviewParams';
import type { PositionMonthsResponse } from '../../generated/model/positionMonthsResponse';
import type { PositionOverviewResponse } from '../../generated/model/positionOverviewResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const getPositionOverview: Handler<{ Querystring: GetPositionOverviewParams }, PositionOverviewResponse> = async (request) => ({
  data: await service.getPositionOverview(serviceContext(request), request.query),
});

const getPositionMonths: Handler<{ Querystring: GetPositionMonthsParams }, PositionMonthsResponse> = async (request) => ({
  data: await service.getPositionMonths(serviceContext(request), request.query),
});

export const positionHandlers = { getPositionOverview, getPositionMonths };
