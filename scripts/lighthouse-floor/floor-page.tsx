/**
 * The least a logged-in page can be with the portal's stack (scripts/lighthouse-floor.mjs):
 * the Auth0 SDK reading the session it keeps in the browser, the generated client (axios,
 * react-query) asking for the profile and the accounts, the router and XState loaded, and
 * one line of text — the dashboard's greeting, its largest element. With `?static` the
 * greeting is drawn as soon as React runs, with no session and no call at all. Built only
 * into a throw-away copy of the portal; never part of the portal's own build.
 */
import { Auth0Provider, useAuth0 } from '@auth0/auth0-react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { configureHttpClient } from '@/api/http-auth';
import { AUTH0_CLIENT_OPTIONS } from '@/app/session/auth0-options';
import { LOGIN_SCOPES } from '@/app/session/auth-provider';
import { env } from '@/config/env';
import { accountLabel } from '@/lib/accounts';
// Loaded (and its machine built) as in the portal, with XState.
import '@/machines/auth-machine';
import { useListAccounts } from '@generated/api/accounts/accounts';
import { useGetUserProfile } from '@generated/api/user/user';

const queryClient = new QueryClient();

function Greeting({ text }: { text: string }) {
  return (
    <main className="p-3">
      <h1 className="h3">Dashboard</h1>
      <p className="text-body-secondary mb-0">{text}</p>
    </main>
  );
}

function GreetingFromApi({ userId }: { userId: string }) {
  const profile = useGetUserProfile(userId);
  const accounts = useListAccounts();
  const account = accounts.data?.[0];
  if (!profile.data || !account) return null;
  return <Greeting text={`Welcome back, ${profile.data.data.firstname}. ${accountLabel(account)}.`} />;
}

function Session() {
  const { user, isLoading, getAccessTokenSilently } = useAuth0();
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    configureHttpClient({ getAccessToken: () => getAccessTokenSilently(), getViewAsUserId: () => null, reportAuthFailure: () => undefined });
    setArmed(true);
  }, [getAccessTokenSilently]);
  if (isLoading || !user?.sub || !armed) return null;
  return <GreetingFromApi userId={user.sub} />;
}

export function FloorPage() {
  if (new URLSearchParams(window.location.search).has('static')) return <Greeting text="Welcome back, Olivia. Northwind Foods - 7001." />;
  return (
    <BrowserRouter>
      <Auth0Provider
        domain={env.auth0Domain}
        clientId={env.auth0ClientId}
        {...AUTH0_CLIENT_OPTIONS}
        skipRedirectCallback
        authorizationParams={{ redirect_uri: `${window.location.origin}/auth/loading`, audience: env.auth0Audience, scope: LOGIN_SCOPES }}
      >
        <QueryClientProvider client={queryClient}>
          <Session />
        </QueryClientProvider>
      </Auth0Provider>
    </BrowserRouter>
  );
}
