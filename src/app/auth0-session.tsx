import { Auth0Provider, useAuth0, type AppState } from '@auth0/auth0-react';
import { useEffect, useMemo, type ReactNode } from 'react';

import { configureHttpClient } from '@/api/http-auth';
import { env } from '@/config/env';
import { AuthSessionProvider, type AuthSession } from '@/lib/auth-session';
import { saveReturnPath, takeReturnPath } from '@/lib/return-path';

export const DASHBOARD_PATH = '/app/market-lens/dashboard';
export const TERMS_PATH = '/app/market-lens/terms';

/** Scopes requested at login (spec §6). */
export const LOGIN_SCOPES =
  'read:current_user read:current_user_metadata update:current_user_metadata openid profile email phone';

/**
 * Where the user goes after the login callback (spec §2): to the terms first
 * if they have not viewed them, else the path saved before login.
 */
export function pathAfterLogin(appState: AppState | undefined): { path: string; replace: boolean } {
  if (localStorage.getItem('hasViewedTerms') !== 'true') return { path: TERMS_PATH, replace: true };
  return { path: takeReturnPath() ?? appState?.returnTo ?? DASHBOARD_PATH, replace: false };
}

/** Adapts the Auth0 SDK to the AuthSession the screens use, and arms the HTTP client. */
function Auth0SessionBridge({ navigate, children }: { navigate: (path: string) => void; children: ReactNode }) {
  const { isLoading, isAuthenticated, error, loginWithRedirect, logout, getAccessTokenSilently } = useAuth0();

  useEffect(() => {
    configureHttpClient({
      getAccessToken: () => getAccessTokenSilently(),
      getViewAsUserId: () => null,
      redirectToLogin: (returnTo) => {
        saveReturnPath(returnTo);
        navigate('/auth/login');
      },
    });
    return () => configureHttpClient(null);
  }, [getAccessTokenSilently, navigate]);

  const session = useMemo<AuthSession>(
    () => ({
      isLoading,
      isAuthenticated,
      errorMessage: error?.message ?? null,
      login: ({ returnTo } = {}) => loginWithRedirect({ appState: { returnTo: returnTo ?? DASHBOARD_PATH } }),
      register: () =>
        loginWithRedirect({
          appState: { returnTo: DASHBOARD_PATH },
          authorizationParams: { connection: 'email', screen_hint: 'signup' },
        }),
      logout: () => logout({ logoutParams: { returnTo: window.location.origin } }),
    }),
    [isLoading, isAuthenticated, error, loginWithRedirect, logout],
  );

  return <AuthSessionProvider value={session}>{children}</AuthSessionProvider>;
}

/** Real login through the unmodified Auth0 SDK (embedded dev IdP by default). */
export function Auth0Session({ navigate, children }: { navigate: (path: string, replace?: boolean) => void; children: ReactNode }) {
  return (
    <Auth0Provider
      domain={env.auth0Domain}
      clientId={env.auth0ClientId}
      useRefreshTokens
      useRefreshTokensFallback
      cacheLocation="localstorage"
      authorizationParams={{
        redirect_uri: `${window.location.origin}/auth/loading`,
        audience: env.auth0Audience,
        scope: LOGIN_SCOPES,
      }}
      onRedirectCallback={(appState) => {
        const { path, replace } = pathAfterLogin(appState);
        navigate(path, replace);
      }}
    >
      <Auth0SessionBridge navigate={navigate}>{children}</Auth0SessionBridge>
    </Auth0Provider>
  );
}
