import { createContext, useContext, type ReactNode } from 'react';

import type { Account } from '@generated/model/account';
import type { UserProfile } from '@generated/model/userProfile';
import type { Permission, Role } from '@/machines/roles';
import type { ViewAsUser } from '@/machines/view-as-machine';

/**
 * Who is using the portal right now, as every protected screen needs it: the
 * profile, the effective role (the viewed user's in view-as mode), accounts and
 * the active one, permissions for the active account, and view-as.
 * The app provides it from the machines and the generated hooks
 * (src/app/session/); stories and unit tests provide fixed values.
 * The server decides all of this again on every request; the UI only mirrors it.
 */
export interface PortalSession {
  profile: UserProfile;
  /** Effective role: the viewed user's while viewing as ('general' if none). */
  role: Role;
  isAdmin: boolean;
  accounts: Account[];
  activeAccount: Account | null;
  /** The active company: the account's primary company, otherwise its parent. */
  activeCompanyId: string | null;
  /** Multi-purchase: the active account has no purchasingGroupId. */
  isMultiPurchase: boolean;
  /** Selects an account (null clears it); rewrites the URL's account segment. */
  setActiveAccount: (accountId: string | null) => void;
  /** Permission names granted on the active account. */
  permissions: Permission[];
  hasPermission: (name: Permission) => boolean;
  /**
   * True while the accounts or the active account's permissions are still loading: the route
   * guard waits instead of refusing a page the permissions may yet allow. Absent means loaded.
   */
  permissionsLoading?: boolean;
  /**
   * The URL names an account that is not among the user's accounts (the server's list of
   * what they may see; it refuses that account's data with 403/404): the shell shows the
   * refusal instead of the page. Absent means no.
   */
  accountRefused?: boolean;
  termsAccepted: boolean;
  viewAs: {
    isViewAsMode: boolean;
    viewAsUser: ViewAsUser | null;
    originalUserId: string | null;
    enter: (user: ViewAsUser) => void;
    exit: () => void;
  };
  logout: () => void;
}

const PortalSessionContext = createContext<PortalSession | null>(null);

export type ViewAsSession = PortalSession['viewAs'];

/**
 * View-as as the app knows it before the portal session exists: on a status card
 * (the viewed user's 'Account Revoked', 'Terms Acceptance Required', …) and on the
 * terms page the card leads to, the banner and the write guard still need it.
 */
const ViewAsContext = createContext<ViewAsSession | null>(null);

export const ViewAsProvider = ViewAsContext.Provider;

/** View-as from the portal session, else from the app's view-as provider; null outside both. */
export function useViewAs(): ViewAsSession | null {
  const session = useContext(PortalSessionContext);
  const viewAs = useContext(ViewAsContext);
  return session?.viewAs ?? viewAs;
}

export function PortalSessionProvider({ value, children }: { value: PortalSession; children: ReactNode }) {
  return <PortalSessionContext.Provider value={value}>{children}</PortalSessionContext.Provider>;
}

export function usePortalSession(): PortalSession {
  const session = useContext(PortalSessionContext);
  if (!session) throw new Error('usePortalSession must be used inside PortalSessionProvider');
  return session;
}
