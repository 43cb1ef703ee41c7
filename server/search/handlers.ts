/** Tag `search`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { SearchParams } from '../../generated/model/searchParams';
import type { SearchResponse } from '../../generated/model/searchResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const search: Handler<{ Querystring: SearchParams }, SearchResponse> = async (request) => service.search(serviceContext(request), request.query.s);

export const searchHandlers = { search };
