/** Tag `information-resources`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { InformationResourcesResponse } from '../../generated/model/informationResourcesResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const listInformationResources: Handler<object, InformationResourcesResponse> = async (request) => ({
  data: await service.listInformationResources(serviceContext(request)),
});

export const informationResourcesHandlers = { listInformationResources };
