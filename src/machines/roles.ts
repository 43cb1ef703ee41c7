/** Roles and permissions (spec §6). */
export const ROLES = ['general', 'admin', 'nbs_admin'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'general';

export const PERMISSIONS = {
  viewOrders: 'view:orders',
  viewPriceAlerts: 'view:price_alerts',
  viewUserFiles: 'view:user_files',
  viewClosingPrices: 'view:closing_prices',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

type MaybeRole = Role | string | null | undefined;

/** admin and nbs_admin both count as admin. */
export function isAdmin(role: MaybeRole): boolean {
  return role === 'admin' || role === 'nbs_admin';
}

/** nbs_admin is the supplier's own staff: bound to no account and passing every check. */
export function hasPermission(role: MaybeRole, permissions: readonly string[] | null | undefined, name: Permission): boolean {
  if (role === 'nbs_admin') return true;
  return permissions?.includes(name) ?? false;
}
