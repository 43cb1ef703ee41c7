import type { Kysely } from 'kysely';

import type { PermissionName } from '../../generated/model/permissionName';
import type { Database } from '../db/schema';

/**
 * The users a message about an account goes to: approved users who hold `permission` on it (a
 * report's message to those who may open files, a trade's to those who may see orders), in a
 * stable order.
 */
export async function accountReaders(trx: Kysely<Database>, accountId: string, permission: PermissionName): Promise<string[]> {
  const rows = await trx
    .selectFrom('user_account_permissions as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('u.id')
    .where('p.account_id', '=', accountId)
    .where('p.permission', '=', permission)
    .where('u.account_status', '=', 'accountApproved')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => row.id);
}
