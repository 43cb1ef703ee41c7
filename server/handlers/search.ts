/** Tag `search`: orders, support queries and price alerts of the caller's accounts. */
import { sql } from 'kysely';

import type { SearchGroup } from '../../generated/model/searchGroup';
import type { SearchParams } from '../../generated/model/searchParams';
import type { SearchResponse } from '../../generated/model/searchResponse';
import { accountsWithPermission, type UserContext } from '../auth/guard';
import { londonToday } from '../../domain/business-days';
import { likePattern, toOrder, toPriceAlert, toSupportQuery } from '../representations';
import type { Handler } from '../handler';

const PER_GROUP = 10;

/** Account ids the search may read; undefined = all (nbs_admin). */
function visibleAccounts(context: UserContext): string[] | undefined {
  return context.allAccounts ? undefined : [...context.accountIds];
}

const search: Handler<{ Querystring: SearchParams }, SearchResponse> = async (request) => {
  const { db } = request.server;
  const context = request.caller.user;
  const pattern = likePattern(request.query.s.trim());
  const orderAccounts = accountsWithPermission(context, 'view:orders');
  const alertAccounts = accountsWithPermission(context, 'view:price_alerts');
  const queryAccounts = visibleAccounts(context);
  const none = (ids: string[] | undefined) => ids !== undefined && ids.length === 0;

  const [orders, queries, alerts] = await Promise.all([
    none(orderAccounts)
      ? []
      : db
          .selectFrom('orders')
          .selectAll()
          .$if(orderAccounts !== undefined, (qb) => qb.where('account_id', 'in', orderAccounts as string[]))
          .where((eb) =>
            eb.or([
              eb(sql<string>`id::text`, 'ilike', pattern),
              eb('reference', 'ilike', pattern),
              eb(sql<string>`trade_index::text`, 'ilike', pattern),
              eb('period_name_abs', 'ilike', pattern),
              eb(sql<string>`status::text`, 'ilike', pattern),
            ]),
          )
          .orderBy('order_date', 'desc')
          .orderBy('id')
          .limit(PER_GROUP)
          .execute(),
    none(queryAccounts)
      ? []
      : db
          .selectFrom('support_queries as q')
          .selectAll('q')
          .select((eb) =>
            eb.selectFrom('support_query_comments as c').whereRef('c.query_id', '=', 'q.id').select(eb.fn.countAll<number>().as('n')).as('comment_count'),
          )
          .$if(queryAccounts !== undefined, (qb) => qb.where('q.account_id', 'in', queryAccounts as string[]))
          .where((eb) =>
            eb.or([eb(sql<string>`q.id::text`, 'ilike', pattern), eb('q.reference', 'ilike', pattern), eb('q.subject', 'ilike', pattern), eb(sql<string>`q.pipeline_stage::text`, 'ilike', pattern)]),
          )
          .orderBy('q.create_date', 'desc')
          .orderBy('q.id')
          .limit(PER_GROUP)
          .execute(),
    none(alertAccounts)
      ? []
      : db
          .selectFrom('price_alerts')
          .selectAll()
          .$if(alertAccounts !== undefined, (qb) => qb.where('account_id', 'in', alertAccounts as string[]))
          .where((eb) =>
            eb.or([eb(sql<string>`id::text`, 'ilike', pattern), eb(sql<string>`trade_index::text`, 'ilike', pattern), eb('period_name_abs', 'ilike', pattern)]),
          )
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(PER_GROUP)
          .execute(),
  ]);
  const today = londonToday(request.server.settings.clock.now());
  const data: SearchGroup[] = [];
  if (orders.length) data.push({ type: 'orders', results: orders.map(toOrder) });
  if (queries.length) data.push({ type: 'queries', results: queries.map((row) => toSupportQuery({ ...row, comment_count: row.comment_count ?? 0 })) });
  if (alerts.length) data.push({ type: 'alerts', results: alerts.map((row) => toPriceAlert(row, today)) });
  return { total: orders.length + queries.length + alerts.length, data };
};

export const searchHandlers = { search };
