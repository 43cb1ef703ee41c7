/** Tag `position`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { GetPositionOverviewParams } from '../../generated/model/getPositionOverviewParams';
import type { PositionOverviewResponse } from '../../generated/model/positionOverviewResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const getPositionOverview: Handler<{ Querystring: GetPositionOverviewParams }, PositionOverviewResponse> = async (request) => ({
  data: await service.getPositionOverview(serviceContext(request), request.query),
});

export const positionHandlers = { getPositionOverview };
