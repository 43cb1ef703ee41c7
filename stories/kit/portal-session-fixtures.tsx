import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import type { Account } from '@generated/model/account';
import type { UserProfile } from '@generated/model/userProfile';

import { PortalSessionProvider, type PortalSession } from '@/lib/portal-session';
import { hasPermission, isAdmin, PERMISSIONS, type Permission } from '@/machines/roles';
import type { ViewAsUser } from '@/machines/view-as-machine';

/**
 * Fixed portal sessions for stories: who is logged in, their accounts, permissions and
 * view-as. Everything is deterministic (no faker) so screenshots never change.
 *
 *   decorators: [withPortalSession({ role: 'nbs_admin' })]
 *   makePortalSession({ isMultiPurchase: true, activeAccount: multiPurchaseAccount })
 */

export const singleAccount: Account = {
  id: '100234',
  name: 'Northwind Foods',
  purchasingGroupId: '7001',
  PrimaryCompany: 'Northwind Foods Ltd',
  ParentCompany: 'Northwind Group plc',
  primaryCompanyId: '5001',
  parentCompanyId: '5000',
};

export const secondAccount: Account = {
  id: '100235',
  name: 'Northwind Logistics',
  purchasingGroupId: '7002',
  PrimaryCompany: 'Northwind Logistics Ltd',
  ParentCompany: 'Northwind Group plc',
  primaryCompanyId: '5002',
  parentCompanyId: '5000',
};

/** No purchasingGroupId: a multi-purchase account (an absent purchasingGroupId means multi-purchase). */
export const multiPurchaseAccount: Account = {
  id: '100240',
  name: 'Northwind Group Purchasing',
  PrimaryCompany: null,
  ParentCompany: 'Northwind Group plc',
  primaryCompanyId: null,
  parentCompanyId: '5000',
};

export const demoProfile: UserProfile = {
  id: '3f2c8a4e-6b1d-4c7a-9e2f-1a2b3c4d5e6f',
  hsId: '880012',
  email: 'alex.morgan@northwind.example',
  email_verified: true,
  firstname: 'Alex',
  lastname: 'Morgan',
  role: 'general',
  defaultAccountId: singleAccount.id,
  isMultiCompany: false,
  termsAcceptedDate: '2025-11-03T09:15:00Z',
  accountStatus: 'accountApproved',
  companyIds: ['5001'],
  productIds: [singleAccount.id],
  multiCompanyGroupId: null,
  mobilePhone: '07700 900123',
};

export const viewedUser: ViewAsUser = {
  id: '9b7e5c3a-1d2f-4e6a-8b9c-0d1e2f3a4b5c',
  name: 'Jordan Patel',
  companyIds: ['5002'],
  multiCompanyGroupId: null,
  marketLensUserData: { role: 'general' },
};

export const ALL_PERMISSIONS: Permission[] = Object.values(PERMISSIONS);

export type PortalSessionOverrides = Partial<Omit<PortalSession, 'viewAs'>> & { viewAs?: Partial<PortalSession['viewAs']> };

/**
 * A complete session: a general user on one single-purchase account with every
 * permission. isAdmin, isMultiPurchase, activeCompanyId and hasPermission follow the
 * overrides unless given explicitly. Actions are storybook spies.
 */
export function makePortalSession(overrides: PortalSessionOverrides = {}): PortalSession {
  const { viewAs, ...rest } = overrides;
  const role = rest.role ?? 'general';
  const permissions = rest.permissions ?? ALL_PERMISSIONS;
  const activeAccount = rest.activeAccount === undefined ? singleAccount : rest.activeAccount;
  return {
    profile: { ...demoProfile, role },
    role,
    isAdmin: isAdmin(role),
    accounts: activeAccount ? [activeAccount] : [],
    activeAccount,
    activeCompanyId: activeAccount ? (activeAccount.primaryCompanyId ?? activeAccount.parentCompanyId) : null,
    isMultiPurchase: activeAccount ? activeAccount.purchasingGroupId === undefined : false,
    setActiveAccount: fn().mockName('setActiveAccount'),
    permissions,
    hasPermission: (name: Permission) => hasPermission(role, permissions, name),
    termsAccepted: true,
    logout: fn().mockName('logout'),
    ...rest,
    viewAs: {
      isViewAsMode: false,
      viewAsUser: null,
      originalUserId: null,
      enter: fn().mockName('viewAs.enter'),
      exit: fn().mockName('viewAs.exit'),
      ...viewAs,
    },
  };
}

/** Story decorator: provides `makePortalSession(overrides)` to the story. */
export function withPortalSession(overrides: PortalSessionOverrides = {}): Decorator {
  return function PortalSessionDecorator(Story) {
    return (
      <PortalSessionProvider value={makePortalSession(overrides)}>
        <Story />
      </PortalSessionProvider>
    );
  };
}

/** A logged-in user for the auth session parameter (`parameters.auth`). */
export const loggedInAuth = { isAuthenticated: true, isLoading: false } as const;
