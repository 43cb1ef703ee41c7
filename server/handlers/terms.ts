/** Tag `terms`: terms-and-conditions acceptance. */
import { sql } from 'kysely';

import type { TermsStatusResponse } from '../../generated/model/termsStatusResponse';
import type { Handler } from '../handler';

const getTermsStatus: Handler<object, TermsStatusResponse> = async (request) => {
  const accepted = request.caller.user.user.terms_accepted_date;
  return { data: { termsAcceptedDate: accepted ? accepted.toISOString() : null } };
};

const acceptTerms: Handler<object, TermsStatusResponse> = async (request) => {
  // Idempotent: the first acceptance date is kept.
  const row = await request.server.db
    .updateTable('users')
    .set({ terms_accepted_date: sql<Date>`coalesce(terms_accepted_date, now())` })
    .where('id', '=', request.caller.actor.user.id)
    .returning('terms_accepted_date')
    .executeTakeFirstOrThrow();
  return { data: { termsAcceptedDate: row.terms_accepted_date ? row.terms_accepted_date.toISOString() : null } };
};

export const termsHandlers = { getTermsStatus, acceptTerms };
