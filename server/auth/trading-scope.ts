/**
 * Which accounts a trading read covers, decided with the guard (server/auth/guard.ts): one
 * asked-for account the caller sees and holds view:orders on (else 403), or every account
 * holding view:orders (undefined: every account, for nbs_admin).
 */
import type { UserContext } from './guard';
import { badRequest } from '../errors';
import { accountsWithPermission, requirePermissionAnywhere, requirePermissionOn, requireVisibleAccount } from './guard';

export function orderAccounts(context: UserContext, accountId: string | undefined): string[] | undefined {
  if (accountId !== undefined) {
    requireVisibleAccount(context, accountId);
    requirePermissionOn(context, accountId, 'view:orders');
    return [accountId];
  }
  requirePermissionAnywhere(context, 'view:orders');
  return accountsWithPermission(context, 'view:orders');
}

/** A London calendar-day range check shared by the listings: `to` must not be before `from`. */
export function checkDateRange(from: string | undefined, to: string | undefined): void {
  if (from !== undefined && to !== undefined && to < from) {
    throw badRequest('querystring/to must not be before from', 'to');
  }
}
