/** Tag `search`: orders, support queries and price alerts of the caller's accounts, each group cut at PER_GROUP. */
import type { SearchGroup } from '../../generated/model/searchGroup';
import type { SearchResponse } from '../../generated/model/searchResponse';
import { londonToday } from '../../domain/business-days';
import { accountsWithPermission, type UserContext } from '../auth/guard';
import type { ServiceContext } from '../handler';
import { likePattern, toOrder, toPriceAlert, toSupportQuery } from '../representations';
import { searchAlerts, searchOrders, searchSupportQueries } from './queries';

const PER_GROUP = 10;

/** Account ids the search may read; undefined = all (nbs_admin). */
function visibleAccounts(context: UserContext): string[] | undefined {
  return context.allAccounts ? undefined : [...context.accountIds];
}

const none = (ids: string[] | undefined) => ids !== undefined && ids.length === 0;

export async function search(context: ServiceContext, term: string): Promise<SearchResponse> {
  const { db, user } = context;
  const pattern = likePattern(term.trim());
  const orderAccounts = accountsWithPermission(user, 'view:orders');
  const alertAccounts = accountsWithPermission(user, 'view:price_alerts');
  const queryAccounts = visibleAccounts(user);

  const [orders, queries, alerts] = await Promise.all([
    none(orderAccounts) ? [] : searchOrders(db, pattern, orderAccounts, PER_GROUP),
    none(queryAccounts) ? [] : searchSupportQueries(db, pattern, queryAccounts, PER_GROUP),
    none(alertAccounts) ? [] : searchAlerts(db, pattern, alertAccounts, PER_GROUP),
  ]);
  const today = londonToday(context.clock.now());
  const data: SearchGroup[] = [];
  if (orders.length) data.push({ type: 'orders', results: orders.map(toOrder) });
  if (queries.length) data.push({ type: 'queries', results: queries.map((row) => toSupportQuery({ ...row, comment_count: row.comment_count ?? 0 })) });
  if (alerts.length) data.push({ type: 'alerts', results: alerts.map((row) => toPriceAlert(row, today)) });
  return { total: orders.length + queries.length + alerts.length, data };
}
