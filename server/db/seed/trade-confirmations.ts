/**
 * The seed's trade confirmation (docs/trading.md, "Confirmations"): the latest trade of the demo
 * buyer (buyer@northwind-foods.co.uk, account 51001) gets its confirmation issued at the seed's
 * date by the same worker as after a publication, unannounced (the seeded inbox has its history),
 * so the ledger shows one pending confirmation to confirm or dispute. Older seeded trades predate
 * confirmations and show none.
 */
import type { Kysely } from 'kysely';

import { queueTradeConfirmation, writeDueConfirmations } from '../../confirmations/confirmation-worker';
import { fixedClock } from '../../lib/clock';
import type { Database } from '../schema';

export const CONFIRMED_SEED_ACCOUNT = '51001';
export const CONFIRMED_SEED_USER = 'ml|1001';

export async function seedTradeConfirmations(db: Kysely<Database>, referenceDate: Date): Promise<number> {
  const latest = await db
    .selectFrom('transactions as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select(['t.id', 't.account_id'])
    .where('t.account_id', '=', CONFIRMED_SEED_ACCOUNT)
    .where('o.user_id', '=', CONFIRMED_SEED_USER)
    .orderBy('t.trade_date', 'desc')
    .orderBy('t.id')
    .executeTakeFirst();
  if (!latest) return 0;
  await queueTradeConfirmation(db, { transactionId: latest.id, accountId: latest.account_id }, referenceDate);
  const round = await writeDueConfirmations(db, { clock: fixedClock(referenceDate), announce: false }, new Date(Date.now() + 1000));
  return round.written;
}
