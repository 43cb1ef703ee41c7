/**
 * Breach messages of adopted hedging policies, decided in the daily closing-price publication
 * after the price alerts, inside its transaction (server/closing-prices/publish-closing-prices.ts;
 * docs/messages.md, "Breach messages"). For each account and index whose policy in force is
 * adopted, each delivery month below its floor at the day's close:
 *
 * - on the first business day on or after its floor stepped up: "below its new floor";
 * - at the close of its 5th business day running below the same floor: "still below".
 *
 * Each is told once per (account, index, month, floor, kind) — hedging_breach_messages is the
 * guard — to the account's users who may see its orders and position (view:orders), per their
 * hedgingPolicyBreach notification setting. A month with no product left to trade is not told
 * (there is nothing to buy). Policies not adopted are never evaluated.
 */
import type { Kysely } from 'kysely';

import { firstDayOf, monthOf } from '../../domain/delivery-months';
import { breachesDue, continueWatch, floorAppliesFrom, type BelowFloorWatch } from '../../domain/policy-breaches';
import { hedgedPercent } from '../../domain/energy';
import type { Database } from '../db/schema';
import { currentPolicy, type CurrentPolicy } from '../hedging-policy/current-policy';
import { sendMessage } from '../messages/send-message';
import { accountReaders } from '../messages/queries';
import { hedgingCompliance } from '../position/month-position';
import { breachMessage } from './breach-message';
import { claimBreach, contractedScopes, type PolicyScope, saveWatch, watchOf } from './queries';

export interface BreachSummary {
  /** Account indices evaluated (adopted policies only). */
  evaluated: number;
  /** Breach messages told (one per breach, whatever the number of readers). */
  told: number;
}

/**
 * The scopes whose policy in force is adopted on `day`: the adopted scopes in one query, then each
 * one's policy in force through currentPolicy (the bands compliance reads).
 */
export async function adoptedPolicyScopes(db: Kysely<Database>, day: string): Promise<(PolicyScope & { policy: CurrentPolicy })[]> {
  const adopted: (PolicyScope & { policy: CurrentPolicy })[] = [];
  for (const scope of await contractedScopes(db, firstDayOf(monthOf(day)))) {
    const policy = await currentPolicy(db, scope.accountId, scope.tradeIndex);
    if (policy.adopted) adopted.push({ ...scope, policy });
  }
  return adopted;
}

/** Tells the breaches due at the close of `day` (a business day); `now` is business now, the messages' date. */
export async function sendPolicyBreaches(trx: Kysely<Database>, day: string, now: Date): Promise<BreachSummary> {
  let evaluated = 0;
  let told = 0;
  for (const scope of await adoptedPolicyScopes(trx, day)) {
    const compliance = await hedgingCompliance(trx, scope.accountId, scope.tradeIndex, day);
    if (!compliance.policy.adopted) continue;
    evaluated += 1;
    const seen = await watchOf(trx, scope.accountId, scope.tradeIndex);
    const below = new Map<string, BelowFloorWatch>();
    let readers: string[] | undefined;
    for (const month of compliance.months) {
      if (month.status !== 'below_floor') continue;
      const watch = continueWatch(seen.get(month.month), day, month.floorPercent);
      below.set(month.month, watch);
      const floorFrom = floorAppliesFrom(scope.policy.bands, day, month.month);
      const products = compliance.fixingCalendar.find((step) => step.month === month.month && step.reason === 'below_floor')?.products ?? [];
      if (products.length === 0) continue;
      for (const kind of breachesDue(day, floorFrom, watch)) {
        readers ??= await accountReaders(trx, scope.accountId, 'view:orders');
        const claimed = await claimBreach(trx, {
          accountId: scope.accountId,
          tradeIndex: scope.tradeIndex,
          month: month.month,
          floorPercent: month.floorPercent,
          kind,
          businessDay: day,
          hedgedPercent: Math.max(0, hedgedPercent(month.hedgedEnergy, month.forecastEnergy)),
          recipients: readers.length,
          sentAt: now,
        });
        if (!claimed) continue;
        told += 1;
        const { subject, body, link } = breachMessage({
          kind,
          accountId: scope.accountId,
          accountName: scope.accountName,
          tradeIndex: scope.tradeIndex,
          month,
          floorFrom,
          belowSince: watch.belowSince,
          products,
          policyVersion: compliance.policy.version,
          day,
        });
        for (const userId of readers) {
          await sendMessage(trx, { userId, subject, body, category: 'order', event: 'hedging_policy_breach', link, now });
        }
      }
    }
    await saveWatch(trx, scope.accountId, scope.tradeIndex, below);
  }
  return { evaluated, told };
}
