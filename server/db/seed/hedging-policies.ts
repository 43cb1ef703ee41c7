/**
 * The seed's hedging policies: every account and trade index with a contract starts on the
 * default staircase (DEFAULT_POLICY_BANDS), version 1, "not adopted" (docs/hedging-policy.md).
 * Read from the stored contracts, so it covers every replica of SEED_SCALE.
 */
import { sql, type Kysely } from 'kysely';

import { DEFAULT_POLICY_BANDS, DEFAULT_POLICY_REASON } from '../../../domain/hedging-policy';
import type { Database } from '../schema';

export async function seedDefaultPolicies(db: Kysely<Database>, referenceDate: Date): Promise<number> {
  const bands = JSON.stringify(DEFAULT_POLICY_BANDS);
  return db.transaction().execute(async (trx) => {
    const inserted = await sql<{ account_id: string }>`
      insert into hedging_policies (account_id, trade_index, version)
      select distinct account_id, trade_index, 1 from trading_contracts
      on conflict do nothing
      returning account_id`.execute(trx);
    await sql`
      insert into hedging_policy_versions (account_id, trade_index, version, bands, reason, created_by, created_at)
      select p.account_id, p.trade_index, 1, ${bands}::jsonb, ${DEFAULT_POLICY_REASON}, null, ${referenceDate}
      from hedging_policies p
      where not exists (select 1 from hedging_policy_versions v where v.account_id = p.account_id and v.trade_index = p.trade_index)`.execute(trx);
    return inserted.rows.length;
  });
}
