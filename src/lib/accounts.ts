import type { Account } from '@generated/model/account';

/**
 * The account rules every screen shares. An account has a name and, unless it is a
 * multi-purchase account, a purchasing group id.
 */

/** How an account is named everywhere (selector options, headings): 'Harbour Foods Ltd - 8801', or just the name without a purchasing group. */
export function accountLabel(account: Pick<Account, 'name' | 'purchasingGroupId'>): string {
  return account.purchasingGroupId ? `${account.name} - ${account.purchasingGroupId}` : account.name;
}

/** The active company: the account's primary company, otherwise its parent. */
export function activeCompanyIdOf(account: Account | null): string | null {
  return account?.primaryCompanyId ?? account?.parentCompanyId ?? null;
}

/** Multi-purchase: an account without a purchasing group. No account selected is not multi-purchase. */
export function isMultiPurchaseAccount(account: Account | null): boolean {
  return account !== null && !account.purchasingGroupId;
}
