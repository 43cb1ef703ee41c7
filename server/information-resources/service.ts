/** Tag `information-resources`: guides, glossary, webinars and links, the same for every approved customer. */
import type { InformationResource } from '../../generated/model/informationResource';
import type { ServiceContext } from '../handler';
import { listResources } from './queries';

export async function listInformationResources(context: ServiceContext): Promise<InformationResource[]> {
  const rows = await listResources(context.db);
  return rows.map((row) => ({ id: row.id, title: row.title, description: row.description, url: row.url, resourceType: row.resource_type }));
}
