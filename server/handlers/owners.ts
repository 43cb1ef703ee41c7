/** Tag `owners`: account managers of a user's companies. */
import type { FastifyRequest } from 'fastify';

import type { OwnersResponse } from '../../generated/model/ownersResponse';
import { badRequest } from '../errors';
import { visibleUserByHsId } from './accounts';
import type { Handler } from '../handler';

/** The owner lookup's validation message, word for word as the product states it (the SPA's lookup throws the same). */
export const USER_ID_REQUIRED = 'User ID is required';

/**
 * Runs before the contract's schema check: an empty (or blank) id is answered with
 * 'User ID is required' rather than the generic pattern message; any other bad id still
 * gets the schema's 400.
 */
async function requireUserId(request: FastifyRequest) {
  const { hsId } = request.params as { hsId?: string };
  if (!hsId?.trim()) throw badRequest(USER_ID_REQUIRED, 'hsId');
}

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

/** Route options of the tag's operations, merged by the service's operation resolver. */
export const ownersRouteOptions = { listOwners: { preValidation: requireUserId } };
