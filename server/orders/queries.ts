/**
 * Every SQL statement of the orders tag (Kysely), the order execution's included, and the
 * contract store the other trading tags read: the contract row (locked FOR UPDATE inside a
 * transaction, so two orders on the same period are decided one after the other on
 * PostgreSQL), its indices, and the hedged and pending volumes summed in SQL. Each takes the
 * executor it runs on, so a service decides what shares a transaction.
 */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';

import type { OrderStatus } from '../../generated/model/orderStatus';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database, IdempotencyKeysTable, OrderApprovalsTable, OrdersTable, TradingContractsTable, TransactionsTable } from '../db/schema';
import { HEDGED_VOLUME } from '../transactions/queries';

type Db = Kysely<Database>;

export type ContractRow = Selectable<TradingContractsTable>;
export type OrderRow = Selectable<OrdersTable>;

const contractRow = (db: Db, accountId: string, tradeIndex: TradeIndex, periodName: string) =>
  db.selectFrom('trading_contracts').selectAll().where('account_id', '=', accountId).where('trade_index', '=', tradeIndex).where('period_name_abs', '=', periodName);

/** The account's contract row of the product, if the account has it. */
export const findContract = (db: Db, accountId: string, tradeIndex: TradeIndex, periodName: string): Promise<ContractRow | undefined> =>
  contractRow(db, accountId, tradeIndex, periodName).executeTakeFirst();

/** The same row locked until the transaction ends: orders on one period are decided one after the other. */
export const lockContract = (trx: Db, accountId: string, tradeIndex: TradeIndex, periodName: string): Promise<ContractRow | undefined> =>
  contractRow(trx, accountId, tradeIndex, periodName).forUpdate().executeTakeFirst();

/** The indices an account has contract periods of, in no particular order. */
export async function contractedIndices(db: Db, accountId: string): Promise<TradeIndex[]> {
  const rows = await db.selectFrom('trading_contracts').select('trade_index').distinct().where('account_id', '=', accountId).execute();
  return rows.map((row) => row.trade_index);
}

export interface Volumes {
  hedged: string;
  pendingBuy: string;
  pendingSell: string;
}

/**
 * A bracket's volume counts once: of its two legs (same volume, same direction, same status)
 * only the take-profit (limit) leg is summed. Over orders aliased `o`.
 */
const ONCE_PER_BRACKET = sql`(o.bracket_id is null or o.price_type = 'limit')`;

/**
 * A contract period's volumes as three columns of a query over trading_contracts aliased `tc`:
 * `hedged` (executed buys less sells), `pending_buy` and `pending_sell`, exact decimal text.
 * Written once, for the order rules (contractVolumes) and the tradable products.
 */
export const CONTRACT_VOLUME_COLUMNS = sql`
  (select ${HEDGED_VOLUME} from transactions t
    where t.account_id = tc.account_id and t.trade_index = tc.trade_index and t.period_name_abs = tc.period_name_abs) as hedged,
  (select coalesce(sum(o.volume), 0)::text from orders o where o.account_id = tc.account_id and o.trade_index = tc.trade_index
    and o.period_name_abs = tc.period_name_abs and o.status in ('pending', 'awaiting_approval') and o.trade_direction = 'buy'
    and ${ONCE_PER_BRACKET}) as pending_buy,
  (select coalesce(sum(o.volume), 0)::text from orders o where o.account_id = tc.account_id and o.trade_index = tc.trade_index
    and o.period_name_abs = tc.period_name_abs and o.status in ('pending', 'awaiting_approval') and o.trade_direction = 'sell'
    and ${ONCE_PER_BRACKET}) as pending_sell`;

/** Net executed volume and pending buy/sell volume of one period, as exact decimal strings (zero without a contract). */
export async function contractVolumes(db: Db, accountId: string, tradeIndex: TradeIndex, periodName: string): Promise<Volumes> {
  const result = await sql<{ hedged: string; pending_buy: string; pending_sell: string }>`
    select ${CONTRACT_VOLUME_COLUMNS} from trading_contracts tc
    where tc.account_id = ${accountId} and tc.trade_index = ${tradeIndex} and tc.period_name_abs = ${periodName}`.execute(db);
  const row = result.rows[0];
  return { hedged: row?.hedged ?? '0', pendingBuy: row?.pending_buy ?? '0', pendingSell: row?.pending_sell ?? '0' };
}

/** What decides whether an account trades (orders/rules.ts tradingRefusal). */
export const tradingAccount = (db: Db, accountId: string) =>
  db.selectFrom('accounts').select(['id', 'is_flexible', 'purchasing_group_id']).where('id', '=', accountId).executeTakeFirst();

export interface OrderFilter {
  /** Only these accounts' orders; every account when undefined. */
  accounts: string[] | undefined;
  status?: OrderStatus;
  tradeIndex?: TradeIndex;
  /** London calendar days, as the contract's date filters say. */
  from?: string;
  to?: string;
}

/** One page of the orders matching the filter, newest first, and how many match in all. */
export async function listOrders(db: Db, filter: OrderFilter, page: { limit: number; offset: number }): Promise<{ rows: OrderRow[]; total: number }> {
  let query = db.selectFrom('orders');
  if (filter.accounts !== undefined) query = query.where('account_id', 'in', filter.accounts.length ? filter.accounts : ['']);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.tradeIndex !== undefined) query = query.where('trade_index', '=', filter.tradeIndex);
  if (filter.from !== undefined) query = query.where(sql<boolean>`order_date >= (${filter.from}::date)::timestamp at time zone 'Europe/London'`);
  if (filter.to !== undefined) query = query.where(sql<boolean>`order_date < (${filter.to}::date + 1)::timestamp at time zone 'Europe/London'`);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('order_date', 'desc').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export const findOrder = (db: Db, id: string): Promise<OrderRow | undefined> => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

/** Locks the order's row so a cancel and its execution are decided one after the other. */
export const lockOrderStatus = (db: Db, id: string) => db.selectFrom('orders').select('status').where('id', '=', id).forUpdate().executeTakeFirst();

/** Both legs of a bracket. */
export const bracketLegs = (db: Db, bracketId: string): Promise<OrderRow[]> => db.selectFrom('orders').selectAll().where('bracket_id', '=', bracketId).orderBy('id').execute();

export const insertOrder = (db: Db, values: Insertable<OrdersTable>): Promise<OrderRow> => db.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();

export const updateOrder = (db: Db, id: string, values: Updateable<OrdersTable>): Promise<OrderRow> =>
  db.updateTable('orders').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/**
 * The products (index and period) of pending orders due on or before `day`, with each distinct
 * deadline rule their accounts' contracts give them (a handful of rows, whatever the order count).
 */
export async function dueProducts(db: Db, day: string) {
  const result = await sql<{ trade_index: TradeIndex; period_name_abs: string; delivery_start: string; deadline_business_days: number }>`
    select distinct p.trade_index, p.period_name_abs, tc.delivery_start::text as delivery_start, tc.deadline_business_days
    from (select distinct trade_index, period_name_abs from orders where status = 'pending' and execute_from <= ${day}) p
    join trading_contracts tc on tc.trade_index = p.trade_index and tc.period_name_abs = p.period_name_abs`.execute(db);
  return result.rows;
}

/**
 * The pending orders due on or before `day` that `day`'s publication may decide, oldest first
 * (the order they are decided in), selected set-based against the day's closes: market orders,
 * limit orders the close reaches, stop orders the close triggers, orders on their last day
 * (their expiry, or a product in `lastDayProducts`, whose trade deadline is `day` or past) and
 * orders without a contract row. The rest (a limit or stop the close does not meet, before
 * its last day) waits without a lock or a query of its own. The execution decides each selected
 * order again, exactly, under its locks (execution.ts).
 */
export function dueOrders(db: Db, day: string, lastDayProducts: readonly string[] = []): Promise<OrderRow[]> {
  const onLastDay = lastDayProducts.length ? sql`or (o.trade_index || '|' || o.period_name_abs) in (${sql.join(lastDayProducts)})` : sql``;
  return sql<OrderRow>`
    select o.* from orders o
    left join closing_prices cp on cp.trade_index = o.trade_index and cp.period_name_abs = o.period_name_abs and cp.price_date = ${day}
    where o.status = 'pending' and o.execute_from <= ${day}
      and (o.price_type = 'market'
        or (o.price_type = 'limit' and o.trade_direction = 'buy' and cp.price <= o.limit_price)
        or (o.price_type = 'limit' and o.trade_direction = 'sell' and cp.price >= o.limit_price)
        or (o.price_type = 'stop' and o.trade_direction = 'buy' and cp.price >= o.trigger_price)
        or (o.price_type = 'stop' and o.trade_direction = 'sell' and cp.price <= o.trigger_price)
        or o.expiry_date <= ${day}
        ${onLastDay}
        or not exists (select 1 from trading_contracts tc where tc.account_id = o.account_id and tc.trade_index = o.trade_index and tc.period_name_abs = o.period_name_abs))
    order by o.order_date, o.id`
    .execute(db)
    .then((result) => result.rows);
}

export async function insertTransaction(db: Db, values: Insertable<TransactionsTable>): Promise<void> {
  await db.insertInto('transactions').values(values).execute();
}

export const findIdempotencyKey = (db: Db, userId: string, key: string) =>
  db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();

export async function insertIdempotencyKey(db: Db, values: Insertable<IdempotencyKeysTable>): Promise<void> {
  await db.insertInto('idempotency_keys').values(values).execute();
}

/** The product's latest close, whatever its day. */
export const latestClose = (db: Db, tradeIndex: TradeIndex, periodName: string) =>
  db
    .selectFrom('closing_prices')
    .select(['price', 'price_date'])
    .where('trade_index', '=', tradeIndex)
    .where('period_name_abs', '=', periodName)
    .orderBy('price_date', 'desc')
    .limit(1)
    .executeTakeFirst();

export interface ProductRow {
  trade_index: TradableProduct['tradeIndex'];
  period_name_abs: string;
  delivery_start: string;
  delivery_end: string;
  forecast_volume: number;
  minimum_clip_percent: number;
  budget_price: number;
  deadline_business_days: number;
  price: number | null;
  price_date: string | null;
  previous: number | null;
  high: number | null;
  low: number | null;
  hedged: string;
  pending_buy: string;
  pending_sell: string;
}

/** Each contract period listed on `latest`, with its last 30 closes' figures (75 calendar days hold them) and volumes. */
export async function tradableProductRows(db: Db, accountId: string, latest: string, tradeIndex: TradeIndex | undefined): Promise<ProductRow[]> {
  const result = await sql<ProductRow>`
    with closes as (
      select cp.trade_index, cp.period_name_abs, cp.price, cp.price_date,
             row_number() over (partition by cp.trade_index, cp.period_name_abs order by cp.price_date desc) as rn
      from closing_prices cp
      join trading_contracts tc on tc.trade_index = cp.trade_index and tc.period_name_abs = cp.period_name_abs
      where tc.account_id = ${accountId} and cp.price_date > ${latest}::date - 75
    ), stats as (
      select trade_index, period_name_abs,
             max(case when rn = 1 then price end) as price,
             max(case when rn = 1 then price_date end) as price_date,
             max(case when rn = 2 then price end) as previous,
             max(price) filter (where rn <= 30) as high,
             min(price) filter (where rn <= 30) as low
      from closes group by trade_index, period_name_abs
    )
    select tc.trade_index, tc.period_name_abs, tc.delivery_start, tc.delivery_end, tc.forecast_volume,
           tc.minimum_clip_percent, tc.budget_price, tc.deadline_business_days,
           s.price, s.price_date, s.previous, s.high, s.low, ${CONTRACT_VOLUME_COLUMNS}
    from trading_contracts tc
    join stats s on s.trade_index = tc.trade_index and s.period_name_abs = tc.period_name_abs
    where tc.account_id = ${accountId} ${tradeIndex === undefined ? sql`` : sql`and tc.trade_index = ${tradeIndex}`}
      and s.price_date = ${latest}::date
    order by tc.trade_index, tc.delivery_start, tc.delivery_end`.execute(db);
  return result.rows;
}

/** The user's trade authority row on the index, if their admin set one (docs/trade-authority.md). */
export const tradeAuthorityRow = (db: Db, userId: string, tradeIndex: TradeIndex) =>
  db.selectFrom('trade_authorities').selectAll().where('user_id', '=', userId).where('trade_index', '=', tradeIndex).executeTakeFirst();

/**
 * £ of the user's orders on the index placed on the London day `day`, cancelled and rejected ones
 * left out, a bracket once, as exact decimal text: what the daily limit adds a new order to.
 */
export async function placedValueOfDay(db: Db, userId: string, tradeIndex: TradeIndex, day: string): Promise<string> {
  // A bracket counts once, at its dearer leg's value (the value it was assessed at).
  const result = await sql<{ total: string }>`
    select coalesce(sum(value), 0)::text as total from (
      select max(value) as value from orders
      where user_id = ${userId} and trade_index = ${tradeIndex}
        and order_date >= (${day}::date)::timestamp at time zone 'Europe/London'
        and order_date < (${day}::date + 1)::timestamp at time zone 'Europe/London'
        and status not in ('cancelled', 'rejected')
      group by coalesce(bracket_id, id)) as placed`.execute(db);
  return result.rows[0]?.total ?? '0';
}

/** Every order awaiting approval, oldest first (the publication expires those past their last day). */
export const awaitingOrders = (db: Db): Promise<OrderRow[]> =>
  db.selectFrom('orders').selectAll().where('status', '=', 'awaiting_approval').orderBy('order_date').orderBy('id').execute();

export async function insertOrderApproval(db: Db, values: Insertable<OrderApprovalsTable>): Promise<void> {
  await db.insertInto('order_approvals').values(values).execute();
}
