/**
 * Every SQL statement of the price-alerts tag (Kysely). Each takes the executor it runs on, so a
 * service decides what shares a transaction.
 */
import type { Insertable, Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database, PriceAlertsTable } from '../db/schema';

type Db = Kysely<Database>;

/** Alerts with their product's latest close (one index lookup per alert). */
export function alertsWithLatestClose(db: Db) {
  return db
    .selectFrom('price_alerts as a')
    .selectAll('a')
    .select((eb) => [
      eb
        .selectFrom('closing_prices as cp')
        .select('cp.price')
        .whereRef('cp.trade_index', '=', 'a.trade_index')
        .whereRef('cp.period_name_abs', '=', 'a.period_name_abs')
        .orderBy('cp.price_date', 'desc')
        .limit(1)
        .as('latest_price'),
      eb
        .selectFrom('closing_prices as cp')
        .select('cp.price_date')
        .whereRef('cp.trade_index', '=', 'a.trade_index')
        .whereRef('cp.period_name_abs', '=', 'a.period_name_abs')
        .orderBy('cp.price_date', 'desc')
        .limit(1)
        .as('latest_price_date'),
    ]);
}

export type AlertRow = Awaited<ReturnType<ReturnType<typeof alertsWithLatestClose>['executeTakeFirstOrThrow']>>;

export interface AlertFilter {
  /** Only these accounts' alerts; every account when undefined. */
  accounts?: string[];
  status?: 'active' | 'triggered' | 'expired';
  today: string;
}

export function listAlerts(db: Db, { accounts, status, today }: AlertFilter): Promise<AlertRow[]> {
  let query = alertsWithLatestClose(db);
  if (accounts !== undefined) query = query.where('a.account_id', 'in', accounts);
  if (status === 'triggered') query = query.where('a.triggered_at', 'is not', null);
  if (status === 'expired') query = query.where('a.triggered_at', 'is', null).where('a.expiry_date', '<', today);
  if (status === 'active') query = query.where('a.triggered_at', 'is', null).where('a.expiry_date', '>=', today);
  return query.orderBy('a.created_at', 'desc').orderBy('a.id').execute();
}

export const findAlert = (db: Db, id: string): Promise<AlertRow | undefined> => alertsWithLatestClose(db).where('a.id', '=', id).executeTakeFirst();

export async function insertAlert(db: Db, values: Insertable<PriceAlertsTable>): Promise<void> {
  await db.insertInto('price_alerts').values(values).execute();
}

/** Locks the alert's row so an edit and the publication that fires it are decided one after the other. */
export const lockAlertState = (db: Db, id: string) =>
  db.selectFrom('price_alerts').select(['triggered_at', 'expiry_date']).where('id', '=', id).forUpdate().executeTakeFirst();

export async function updateAlert(db: Db, id: string, values: Updateable<PriceAlertsTable>): Promise<void> {
  await db.updateTable('price_alerts').set(values).where('id', '=', id).execute();
}

export async function deleteAlert(db: Db, id: string): Promise<void> {
  await db.deleteFrom('price_alerts').where('id', '=', id).execute();
}

/** The product's close on one publication day. */
export const closeOn = (db: Db, tradeIndex: TradeIndex, period: string, day: string) =>
  db
    .selectFrom('closing_prices')
    .select(['price', 'price_date'])
    .where('trade_index', '=', tradeIndex)
    .where('period_name_abs', '=', period)
    .where('price_date', '=', day)
    .executeTakeFirst();

/**
 * Alerts still watching the day, with the day's close of their product (the partial index
 * price_alerts_watching_idx holds exactly the untriggered ones).
 */
export const alertsWatching = (db: Db, day: string) =>
  db
    .selectFrom('price_alerts as a')
    .innerJoin('closing_prices as cp', (join) =>
      join.onRef('cp.trade_index', '=', 'a.trade_index').onRef('cp.period_name_abs', '=', 'a.period_name_abs').on('cp.price_date', '=', day),
    )
    .select([
      'a.id',
      'a.account_id',
      'a.user_id',
      'a.trade_index',
      'a.period_name_abs',
      'a.direction',
      'a.target_price',
      'a.expiry_date',
      'cp.price',
      sql<string>`to_char(a.created_at at time zone 'Europe/London', 'YYYY-MM-DD')`.as('created_on'),
    ])
    .where('a.triggered_at', 'is', null)
    .where('a.expiry_date', '>=', day)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();

/**
 * Marks the alerts fired with the day's close; "not fired yet" makes a concurrent run of the same
 * day fire each alert once. Answers the ids this call fired.
 */
export async function markFired(db: Db, ids: string[], day: string, now: Date): Promise<string[]> {
  const rows = await db
    .updateTable('price_alerts as a')
    .from('closing_prices as cp')
    .set((eb) => ({ triggered_at: now, triggered_price: eb.ref('cp.price'), triggered_price_date: day, updated_at: now }))
    .whereRef('cp.trade_index', '=', 'a.trade_index')
    .whereRef('cp.period_name_abs', '=', 'a.period_name_abs')
    .where('cp.price_date', '=', day)
    .where('a.id', 'in', ids)
    .where('a.triggered_at', 'is', null)
    .returning('a.id')
    .execute();
  return rows.map((row) => row.id);
}
