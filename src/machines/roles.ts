import { PermissionName } from '@generated/model/permissionName';
import { Role } from '@generated/model/role';

/**
 * Roles and permissions. The names come from the contract (openapi/, through
 * generated/model); the rules applied to them live here.
 */
export { PermissionName, Role };

export const ROLES: readonly Role[] = Object.values(Role);

export const DEFAULT_ROLE: Role = Role.general;

/** The permissions the portal checks, by the name the code uses for each. */
export const PERMISSIONS = {
  viewOrders: PermissionName['view:orders'],
  viewPriceAlerts: PermissionName['view:price_alerts'],
  viewUserFiles: PermissionName['view:user_files'],
  viewClosingPrices: PermissionName['view:closing_prices'],
} as const satisfies Record<string, PermissionName>;

/** A permission name of the contract. */
export type Permission = PermissionName;

type MaybeRole = Role | string | null | undefined;

/** admin and nbs_admin both count as admin. */
export function isAdmin(role: MaybeRole): boolean {
  return role === Role.admin || role === Role.nbs_admin;
}

/** nbs_admin is the supplier's own staff: bound to no account and passing every check. */
export function hasPermission(role: MaybeRole, permissions: readonly string[] | null | undefined, name: Permission): boolean {
  if (role === Role.nbs_admin) return true;
  return permissions?.includes(name) ?? false;
}
