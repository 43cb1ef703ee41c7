import type { Kysely } from 'kysely';

import { DEFAULT_POLICY_BANDS, type PolicyBand } from '../../domain/hedging-policy';
import type { EnergyIndex } from '../../domain/energy';
import type { Database } from '../db/schema';

export interface CurrentPolicy {
  bands: readonly PolicyBand[];
  /** false: compliance is shown, but no breach message is sent (docs/hedging-policy.md). */
  adopted: boolean;
  version: number;
}

/**
 * The policy in force for an account's index — what compliance, the fixing calendar and the
 * approval rule read. PLACEHOLDER until the policy's storage lands: answers the default staircase,
 * version 1, not adopted (the seeded state of every account).
 */
export async function currentPolicy(_db: Kysely<Database>, _accountId: string, _index: EnergyIndex): Promise<CurrentPolicy> {
  return { bands: DEFAULT_POLICY_BANDS, adopted: false, version: 1 };
}
