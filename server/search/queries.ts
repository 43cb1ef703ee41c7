/**
 * Every SQL statement of the search tag (Kysely): one per group, matching a LIKE pattern
 * case-insensitively. `accounts` undefined searches every account.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export const searchOrders = (db: Db, pattern: string, accounts: string[] | undefined, limit: number) =>
  db
    .selectFrom('orders')
    .selectAll()
    .$if(accounts !== undefined, (qb) => qb.where('account_id', 'in', accounts as string[]))
    .where((eb) =>
      eb.or([
        eb(sql<string>`id::text`, 'ilike', pattern),
        eb('reference', 'ilike', pattern),
        eb(sql<string>`trade_index::text`, 'ilike', pattern),
        eb('period_name_abs', 'ilike', pattern),
        // In words too: 'awaiting approval' finds awaiting_approval.
        eb(sql<string>`replace(status::text, '_', ' ')`, 'ilike', pattern),
      ]),
    )
    .orderBy('order_date', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();

export const searchSupportQueries = (db: Db, pattern: string, accounts: string[] | undefined, limit: number) =>
  db
    .selectFrom('support_queries as q')
    .selectAll('q')
    .select((eb) =>
      eb.selectFrom('support_query_comments as c').whereRef('c.query_id', '=', 'q.id').select(eb.fn.countAll<number>().as('n')).as('comment_count'),
    )
    .$if(accounts !== undefined, (qb) => qb.where('q.account_id', 'in', accounts as string[]))
    .where((eb) =>
      eb.or([eb(sql<string>`q.id::text`, 'ilike', pattern), eb('q.reference', 'ilike', pattern), eb('q.subject', 'ilike', pattern), eb(sql<string>`q.pipeline_stage::text`, 'ilike', pattern)]),
    )
    .orderBy('q.create_date', 'desc')
    .orderBy('q.id')
    .limit(limit)
    .execute();

export const searchAlerts = (db: Db, pattern: string, accounts: string[] | undefined, limit: number) =>
  db
    .selectFrom('price_alerts')
    .selectAll()
    .$if(accounts !== undefined, (qb) => qb.where('account_id', 'in', accounts as string[]))
    .where((eb) => eb.or([eb(sql<string>`id::text`, 'ilike', pattern), eb(sql<string>`trade_index::text`, 'ilike', pattern), eb('period_name_abs', 'ilike', pattern)]))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
