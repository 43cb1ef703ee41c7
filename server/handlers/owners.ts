/** Tag `owners`: account managers of a user's companies. */
import type { OwnersResponse } from '../../generated/model/ownersResponse';
import { visibleUserByHsId } from './accounts';
import type { Handler } from './types';

const listOwners: Handler<{ Params: { hsId: string } }, OwnersResponse> = async (request) => {
  const target = await visibleUserByHsId(request, request.params.hsId);
  if (target.companyIds.length === 0) return { data: [] };
  const rows = await request.server.db
    .selectFrom('owners as o')
    .innerJoin('company_owners as co', 'co.owner_id', 'o.id')
    .select(['o.id', 'o.first_name', 'o.last_name', 'o.job_title', 'o.company_phone', 'o.email', 'o.profile_picture_url'])
    .select((eb) => eb.fn.min('co.position').as('position'))
    .where('co.company_id', 'in', target.companyIds)
    .groupBy(['o.id', 'o.first_name', 'o.last_name', 'o.job_title', 'o.company_phone', 'o.email', 'o.profile_picture_url'])
    .orderBy('position')
    .orderBy('o.id')
    .limit(50)
    .execute();
  return {
    data: rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      jobTitle: row.job_title,
      companyPhone: row.company_phone,
      email: row.email,
      profilePictureUrl: row.profile_picture_url,
    })),
  };
};

export const ownersHandlers = { listOwners };
