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
 * A contract period's volumes as three columns of a query over trading_contracts aliased `tc`:
 * `hedged` (executed buys less sells), `pending_buy` and `pending_sell`, exact decimal text.
 * Written once, for the order rules (contractVolumes) and the tradable products.
 */
export const CONTRACT_VOLUME_COLUMNS = sql`
  (select ${HEDGED_VOLUME} from transactions t
    where t.account_id = tc.account_id and t.trade_index = tc.trade_index and t.period_name_abs = tc.period_name_abs) as hedged,
  (select coalesce(sum(o.volume), 0)::text from orders o where o.account_id = tc.account_id and o.trade_index = tc.trade_index
    and o.period_name_abs = tc.period_name_abs and o.status in ('pending', 'awaiting_approval') and o.trade_direction = 'buy') as pending_buy,
  (select coalesce(sum(o.volume), 0)::text from orders o where o.account_id = tc.account_id and o.trade_index = tc.trade_index
    and o.period_name_abs = tc.period_name_abs and o.status in ('pending', 'awaiting_approval') and o.trade_direction = 'sell') as pending_sell`;

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

export const insertOrder = (db: Db, values: Insertable<OrdersTable>): Promise<OrderRow> => db.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();

export const updateOrder = (db: Db, id: string, values: Updateable<OrdersTable>): Promise<OrderRow> =>
  db.updateTable('orders').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Pending orders due on or before `day`, oldest first: the order they are decided in. */
export const dueOrders = (db: Db, day: string): Promise<OrderRow[]> =>
  db.selectFrom('orders').selectAll().where('status', '=', 'pending').where('execute_from', '<=', day).orderBy('order_date').orderBy('id').execute();

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
 * left out, as exact decimal text: what the daily limit adds a new order to.
 */
export async function placedValueOfDay(db: Db, userId: string, tradeIndex: TradeIndex, day: string): Promise<string> {
  const result = await sql<{ total: string }>`
    select coalesce(sum(value), 0)::text as total from orders
    where user_id = ${userId} and trade_index = ${tradeIndex}
      and order_date >= (${day}::date)::timestamp at time zone 'Europe/London'
      and order_date < (${day}::date + 1)::timestamp at time zone 'Europe/London'
      and status not in ('cancelled', 'rejected')`.execute(db);
  return result.rows[0]?.total ?? '0';
}

/** Every order awaiting approval, oldest first (the publication expires those past their last day). */
export const awaitingOrders = (db: Db): Promise<OrderRow[]> =>
  db.selectFrom('orders').selectAll().where('status', '=', 'awaiting_approval').orderBy('order_date').orderBy('id').execute();

export async function insertOrderApproval(db: Db, values: Insertable<OrderApprovalsTable>): Promise<void> {
  await db.insertInto('order_approvals').values(values).execute();
}
