/** Every SQL statement of the owners tag (Kysely). Each takes the executor it runs on. */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** The account managers of these companies, in the companies' order, at most 50. */
export function ownersOfCompanies(db: Kysely<Database>, companyIds: string[]) {
  return db
    .selectFrom('owners as o')
    .innerJoin('company_owners as co', 'co.owner_id', 'o.id')
    .select(['o.id', 'o.first_name', 'o.last_name', 'o.job_title', 'o.company_phone', 'o.email', 'o.profile_picture_url'])
    .select((eb) => eb.fn.min('co.position').as('position'))
    .where('co.company_id', 'in', companyIds)
    .groupBy(['o.id', 'o.first_name', 'o.last_name', 'o.job_title', 'o.company_phone', 'o.email', 'o.profile_picture_url'])
    .orderBy('position')
    .orderBy('o.id')
    .limit(50)
    .execute();
}
