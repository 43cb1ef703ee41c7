import type { TradeIndex } from '@generated/model/tradeIndex';
import { usePortalSession } from '@/lib/portal-session';

import { ContractChangesCard } from './contract-changes-card';
import { ContractPeriodsCard } from './contract-periods-card';

/**
 * The contract under the position overview (docs/trading.md, "Reforecasts"): the desk
 * (nbs_admin, not while viewing as a customer) maintains the periods' figures; everyone who sees
 * the position reads the dated changes. Its own component, so the page only places it.
 */
export function ContractSection({ accountId, tradeIndex }: { accountId: string; tradeIndex: TradeIndex }) {
  const session = usePortalSession();
  return (
    <>
      {session.role === 'nbs_admin' ? <ContractPeriodsCard accountId={accountId} tradeIndex={tradeIndex} /> : null}
      <ContractChangesCard accountId={accountId} tradeIndex={tradeIndex} />
    </>
  );
}
