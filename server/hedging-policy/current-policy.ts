import type { Kysely } from 'kysely';

import { DEFAULT_POLICY_BANDS, type PolicyBand } from '../../domain/hedging-policy';
import type { EnergyIndex } from '../../domain/energy';
import type { Database } from '../db/schema';
import { findPolicy } from './queries';

export interface CurrentPolicy {
  bands: readonly PolicyBand[];
  /** false: compliance is shown, but no breach message is sent (docs/hedging-policy.md). */
  adopted: boolean;
  version: number;
}

/**
 * The policy in force for an account's index — what compliance, the fixing calendar and the
 * approval rule read: the stored version in force and whether the customer's admin adopted the
 * policy. An account and index with no stored policy (a contract added after the seed, before
 * anyone wrote its policy) is on the default staircase, version 1, not adopted — exactly what
 * the first write stores for it.
 */
export async function currentPolicy(db: Kysely<Database>, accountId: string, index: EnergyIndex): Promise<CurrentPolicy> {
  const row = await findPolicy(db, { accountId, index });
  if (!row) return { bands: DEFAULT_POLICY_BANDS, adopted: false, version: 1 };
  return { bands: row.bands, adopted: row.adopted_at !== null, version: row.version };
}
