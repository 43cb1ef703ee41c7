/** Tag `information-resources`: guides, glossary, webinars and links, the same for every approved customer. */
import type { InformationResourcesResponse } from '../../generated/model/informationResourcesResponse';
import type { Handler } from '../handler';

const listInformationResources: Handler<object, InformationResourcesResponse> = async (request) => {
  const rows = await request.server.db
    .selectFrom('information_resources')
    .select(['id', 'title', 'description', 'url', 'resource_type'])
    .orderBy((eb) => eb.fn('lower', ['title']))
    .orderBy('id')
    .execute();
  return { data: rows.map((row) => ({ id: row.id, title: row.title, description: row.description, url: row.url, resourceType: row.resource_type })) };
};

export const informationResourcesHandlers = { listInformationResources };
