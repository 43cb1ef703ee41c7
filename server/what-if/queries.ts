/**
 * Every SQL statement of the what-if tag (Kysely): what the month ledger (month-ledger.ts) reads
 * beyond the month view's own queries (the contract periods are position's contractPeriodRows):
 * per product the net executed volume and volume × price of an account's trades. Each takes the
 * executor it runs on (the placement's transaction, or the database).
 */
import { sql, type Kysely } from 'kysely';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database } from '../db/schema';
import { buysLessSells, HEDGED_VOLUME } from '../transactions/queries';

type Db = Kysely<Database>;

export interface LedgerTradedRow {
  period_name_abs: string;
  /** Buys less sells of the volume, exact. */
  hedged: string;
  /** Buys less sells of volume × price, exact (MW·£/MWh, or therms/day·p/therm). */
  volume_price: string;
}

/** Per product of an index, the net executed volume and volume × price of an account's trades. */
export async function ledgerTradedRows(db: Db, accountId: string, tradeIndex: TradeIndex): Promise<LedgerTradedRow[]> {
  const result = await sql<LedgerTradedRow>`
    select t.period_name_abs, ${HEDGED_VOLUME} as hedged, ${buysLessSells(sql`t.volume * t.price`)} as volume_price
    from transactions t where t.account_id = ${accountId} and t.trade_index = ${tradeIndex}
    group by t.period_name_abs order by t.period_name_abs`.execute(db);
  return result.rows;
}
