import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useListAccounts, useListUserAccountPermissions } from '@generated/api/accounts/accounts';
import { useListPermissions } from '@generated/api/permissions/permissions';
import { useGetUserProfile } from '@generated/api/user/user';
import type { Account } from '@generated/model/account';
import type { UserProfile } from '@generated/model/userProfile';
import { useTermsSession } from '@/features/terms/hooks/terms-session';
import { activeCompanyIdOf, isMultiPurchaseAccount } from '@/lib/accounts';
import { apiErrorMessage } from '@/lib/api-error';
import { useAuthSession } from '@/lib/auth-session';
import { accountIdFromPath, pathWithAccount } from '@/lib/market-lens-paths';
import type { PortalSession } from '@/lib/portal-session';
import { accountStatusMachine, statusCardOf, type StatusCard, type StatusCardKind } from '@/machines/account-status-machine';
import { hasPermission, isAdmin, type Permission } from '@/machines/roles';
import { effectiveRole } from '@/machines/view-as-machine';

import { useAuthControl } from './auth-control';
import { useViewAsControl } from './view-as-control';

/** The user's permissions on the active account refetch every 15 minutes, the permission list every 60 (docs/constants.md). */
export const PERMISSIONS_REFETCH_MS = 15 * 60 * 1000;
export const PERMISSION_LIST_REFETCH_MS = 60 * 60 * 1000;

export type PortalGate =
  | { kind: 'loading' }
  | {
      kind: 'card';
      card: StatusCard;
      status: StatusCardKind;
      termsAccepted: boolean;
      /** On the load-error card: asks again for what could not be loaded. */
      retry?: () => void;
    }
  | { kind: 'allowed'; session: PortalSession };

type AccountProfile = Pick<UserProfile, 'isMultiCompany' | 'defaultAccountId' | 'productIds'>;

/**
 * The account the page is on, as far as the profile alone can tell (before the accounts have
 * loaded): the one in the URL; else, for a single-company user who is not an admin, their
 * default account. Null when only the accounts can say.
 */
export function expectedAccountId(urlAccountId: string | null, profile: AccountProfile, admin: boolean): string | null {
  if (urlAccountId !== null) return urlAccountId;
  if (profile.isMultiCompany || admin) return null;
  return profile.defaultAccountId ?? profile.productIds[0] ?? null;
}

/**
 * The account a page works on: the expected one (above) if the user has it; a single-company
 * user whose default is not among their accounts gets their only account.
 */
export function resolveActiveAccount(
  accounts: readonly Account[],
  urlAccountId: string | null,
  profile: AccountProfile,
  admin: boolean,
): Account | null {
  const expectedId = expectedAccountId(urlAccountId, profile, admin);
  const expected = expectedId === null ? null : (accounts.find((account) => account.id === expectedId) ?? null);
  if (expected || urlAccountId !== null || profile.isMultiCompany || admin) return expected;
  return accounts.length === 1 ? (accounts[0] ?? null) : null;
}

/**
 * Everything a protected page needs to know before it renders: whether the user may
 * see it (the status card otherwise, docs/account-statuses.md), and the portal session.
 */
export function usePortalGate(): PortalGate {
  const auth = useAuthSession();
  const { user } = useAuthControl();
  const viewAs = useViewAsControl();
  const terms = useTermsSession();
  const navigate = useNavigate();
  const location = useLocation();

  const profileId = viewAs.isViewAsMode ? (viewAs.viewAsUser?.id ?? '') : (user?.sub ?? '');
  // Not refetched on window focus (spec §9). A status changed by an admin (revoked, say) still
  // shows its card without a new login: the server refuses the user's next call with 403, and
  // that refusal refetches the profile (./api-refusals.ts, docs/account-statuses.md).
  const profileQuery = useGetUserProfile(profileId, { query: { enabled: profileId !== '' } });
  const profile = profileQuery.data?.data ?? null;
  const termsAcceptedDate = terms.termsAcceptedDate ?? profile?.termsAcceptedDate ?? null;
  // Most data calls wait until a terms-accepted date exists (only terms-status and the profile do not).
  const termsAccepted = Boolean(termsAcceptedDate);

  const statusActor = useActorRef(accountStatusMachine);
  const card = useSelector(statusActor, statusCardOf);
  const statusValue = useSelector(statusActor, (snapshot) => snapshot.value);
  const termsSettled = terms.status !== 'loading';
  const profileSettled = profileQuery.isSuccess || profileQuery.isError;
  // What could not be loaded: the profile, or terms-status. When neither says whether the
  // terms are accepted, the card is the load error, not 'Terms Acceptance Required'.
  const termsStatusFailed = terms.status === 'error';
  const rawLoadError = profileQuery.error ?? (termsStatusFailed ? terms.error : null);
  const loadError = useMemo(
    () => (rawLoadError === null ? undefined : new Error(apiErrorMessage(rawLoadError) ?? undefined, { cause: rawLoadError })),
    [rawLoadError],
  );
  const termsKnown = !termsStatusFailed || profile !== null;
  useEffect(() => {
    if (!termsSettled || !profileSettled) {
      statusActor.send({ type: 'PROFILE_REQUESTED' });
      return;
    }
    statusActor.send({
      type: 'EVALUATE',
      facts: {
        termsAcceptedDate,
        termsKnown,
        email_verified: profile?.email_verified ?? user?.email_verified,
        accountStatus: profile?.accountStatus ?? null,
      },
      error: loadError,
    });
  }, [statusActor, termsSettled, profileSettled, termsAcceptedDate, termsKnown, profile, user, loadError]);
  const { refetch: refetchProfile } = profileQuery;
  const { retry: retryTerms } = terms;
  const retry = useCallback(() => {
    if (termsStatusFailed) retryTerms();
    if (profileQuery.isError) void refetchProfile();
  }, [termsStatusFailed, retryTerms, profileQuery.isError, refetchProfile]);

  const role = effectiveRole(viewAs, profile?.role);
  const admin = isAdmin(role);
  const accountsQuery = useListAccounts({ query: { enabled: termsAccepted } });
  const accounts = useMemo(() => accountsQuery.data ?? [], [accountsQuery.data]);
  const urlAccountId = accountIdFromPath(location.pathname);
  const activeAccount = profile ? resolveActiveAccount(accounts, urlAccountId, profile, admin) : null;
  // Once the list of the user's accounts is here, an account in the URL that is not in it is refused.
  const accountRefused = urlAccountId !== null && accountsQuery.isSuccess && activeAccount === null;

  // The permissions are asked for together with the accounts when the profile already says
  // which account the page will be on (see expectedAccountId): one round trip fewer before
  // the portal's first frame. The answer is used only once the accounts confirm that account.
  const permissionsAccountId = activeAccount?.id ?? (profile && accountsQuery.isPending ? expectedAccountId(urlAccountId, profile, admin) : null);
  const permissionsEnabled = termsAccepted && permissionsAccountId !== null && Boolean(profile?.hsId);
  const permissionsQuery = useListUserAccountPermissions(permissionsAccountId ?? '', profile?.hsId ?? '', {
    query: { enabled: permissionsEnabled, refetchInterval: PERMISSIONS_REFETCH_MS },
  });
  // The catalogue of permissions, for the screens that explain them (settings, user admin).
  useListPermissions({ query: { enabled: termsAccepted, refetchInterval: PERMISSION_LIST_REFETCH_MS } });
  const confirmedPermissions = activeAccount !== null && permissionsAccountId === activeAccount.id ? permissionsQuery.data : undefined;
  const permissions = useMemo<Permission[]>(
    () => (confirmedPermissions ?? []).map((entry) => entry.permission),
    [confirmedPermissions],
  );

  // A disabled query stays 'pending': only an enabled one that has not answered yet is loading.
  const permissionsLoading = (termsAccepted && accountsQuery.isPending) || (permissionsEnabled && permissionsQuery.isPending);

  const { pathname, search } = location;
  const setActiveAccount = useCallback(
    (accountId: string | null) => void navigate(`${pathWithAccount(pathname, accountId)}${search}`),
    [navigate, pathname, search],
  );
  const { logout } = auth;

  const session = useMemo<PortalSession | null>(() => {
    if (!profile) return null;
    return {
      profile,
      role,
      isAdmin: admin,
      accounts,
      activeAccount,
      activeCompanyId: activeCompanyIdOf(activeAccount),
      isMultiPurchase: isMultiPurchaseAccount(activeAccount),
      setActiveAccount,
      permissions,
      hasPermission: (name) => hasPermission(role, permissions, name),
      permissionsLoading,
      accountRefused,
      termsAccepted,
      viewAs,
      logout: () => void logout(),
    };
  }, [profile, role, admin, accounts, activeAccount, setActiveAccount, permissions, permissionsLoading, accountRefused, termsAccepted, viewAs, logout]);

  if (statusValue === 'allowed' && session) return { kind: 'allowed', session };
  if (card && statusValue !== 'loading' && statusValue !== 'allowed') {
    const status = statusValue as StatusCardKind;
    return status === 'loadError' ? { kind: 'card', card, status, termsAccepted, retry } : { kind: 'card', card, status, termsAccepted };
  }
  return { kind: 'loading' };
}
