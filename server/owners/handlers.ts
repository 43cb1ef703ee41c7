/** Tag `owners`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { FastifyRequest } from 'fastify';

import type { OwnersResponse } from '../../generated/model/ownersResponse';
import { badRequest } from '../errors';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

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

const listOwners: Handler<{ Params: { hsId: string } }, OwnersResponse> = async (request) => ({
  data: await service.listOwners(serviceContext(request), request.params.hsId),
});

export const ownersHandlers = { listOwners };

/** Route options of the tag's operations, merged by the service's operation resolver. */
export const ownersRouteOptions = { listOwners: { preValidation: requireUserId } };
