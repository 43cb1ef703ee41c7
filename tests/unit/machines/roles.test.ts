import { describe, expect, it } from 'vitest';

import { DEFAULT_ROLE, hasPermission, isAdmin, PERMISSIONS, ROLES } from '@/machines/roles';

describe('roles (general by default; admin and nbs_admin count as admin)', () => {
  it("defaults to 'general'", () => {
    expect(DEFAULT_ROLE).toBe('general');
    expect(ROLES).toEqual(['general', 'admin', 'nbs_admin']);
  });

  it('counts admin and nbs_admin as admin', () => {
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('nbs_admin')).toBe(true);
    expect(isAdmin('general')).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
    expect(isAdmin('Admin')).toBe(false);
  });

  it('names the four permissions of the map', () => {
    expect(Object.values(PERMISSIONS)).toEqual(['view:orders', 'view:price_alerts', 'view:user_files', 'view:closing_prices']);
  });

  it('lets nbs_admin pass every permission check, even with no list', () => {
    for (const permission of Object.values(PERMISSIONS)) {
      expect(hasPermission('nbs_admin', undefined, permission)).toBe(true);
      expect(hasPermission('nbs_admin', [], permission)).toBe(true);
    }
  });

  it('checks everyone else against their permission list', () => {
    const granted = ['view:orders', 'view:user_files'];
    expect(hasPermission('general', granted, 'view:orders')).toBe(true);
    expect(hasPermission('general', granted, 'view:price_alerts')).toBe(false);
    expect(hasPermission('admin', granted, 'view:closing_prices')).toBe(false);
    expect(hasPermission('admin', ['view:closing_prices'], 'view:closing_prices')).toBe(true);
    expect(hasPermission('general', null, 'view:orders')).toBe(false);
  });
});
