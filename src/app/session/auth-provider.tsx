import { Auth0Provider, useAuth0 } from '@auth0/auth0-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';

import { env } from '@/config/env';
import { AuthSessionProvider, type AuthSession } from '@/lib/auth-session';
import { saveReturnPath, takeReturnPath } from '@/lib/return-path';
import { authMachine, type AuthUser, type CallbackResult, type LoginRequest } from '@/machines/auth-machine';
import { DASHBOARD_PATH, TERMS_PATH, type NavigateParams } from '@/machines/portal-paths';

import { AuthControlProvider, type AuthControl } from './auth-control';
import { AUTH0_CLIENT_OPTIONS } from './auth0-options';
import { claimSessionState, endSessionState, sessionOwner } from './session-state';

/** Scopes requested at login. */
export const LOGIN_SCOPES =
  'read:current_user read:current_user_metadata update:current_user_metadata openid profile email phone';

export type Navigate = (path: string, replace?: boolean) => void | Promise<void>;

/** What the portal passes through the identity provider and back (Auth0 appState). */
interface LoginAppState {
  returnTo?: string;
  /** Whose session the return path belongs to (src/app/session/session-state.ts). */
  owner?: string | null;
}

/** The return path comes back only to the user it belongs to. */
export function returnPathFor(appState: LoginAppState | undefined, userId: string | undefined): string | undefined {
  const returnTo = appState?.returnTo;
  if (!returnTo) return undefined;
  if (appState?.owner && appState.owner !== userId) return undefined;
  return returnTo;
}

interface SdkOutcome {
  user: AuthUser | null;
  error: Error | null;
}

function unregisterServiceWorkers() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.getRegistrations().then((registrations) => {
    for (const registration of registrations) void registration.unregister();
  });
}

/**
 * The auth machine (src/machines/auth-machine.ts) driving the unmodified Auth0 SDK.
 * The SDK keeps tokens (refresh tokens in local storage) and checks the session on
 * start; the machine decides the flow: callback handling, the post-login rule,
 * what a failed token or an HTTP 401 means, 'Invalid state', logout.
 */
function AuthMachineBridge({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  const sdk = useAuth0();
  const [sdkSettled] = useState(() => {
    let resolve: (outcome: SdkOutcome) => void = () => {};
    const promise = new Promise<SdkOutcome>((done) => (resolve = done));
    return { promise, resolve };
  });
  // React's strict mode restarts effects, and with them invoked actors: the code
  // exchange and the login redirect must still happen once per request.
  const [once] = useState(() => ({
    callback: null as Promise<CallbackResult> | null,
    logins: new WeakMap<LoginRequest, Promise<void>>(),
  }));
  // Until the post-login navigation has arrived, screens still see "loading": the
  // callback page would otherwise jump to the dashboard before the terms rule applies.
  const [navigatingTo, setNavigatingTo] = useState<string | null>(null);
  const { pathname } = useLocation();
  if (navigatingTo !== null && pathname === navigatingTo) setNavigatingTo(null);
  const navigating = navigatingTo !== null;

  // Logging out: the browser is leaving for the identity provider; nothing may act on
  // the signed-out state meanwhile (the route guard would save a return path).
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!sdk.isLoading) sdkSettled.resolve({ user: (sdk.user as AuthUser | undefined) ?? null, error: sdk.error ?? null });
  }, [sdk.isLoading, sdk.user, sdk.error, sdkSettled]);

  const { handleRedirectCallback, getIdTokenClaims, loginWithRedirect, logout, getAccessTokenSilently } = sdk;
  // @xstate/react refreshes the implementations on every commit, so the actors
  // always call the current SDK functions.
  const machine = authMachine.provide({
    actors: {
      checkSession: fromPromise(async () => {
        const outcome = await sdkSettled.promise;
        if (outcome.error) throw outcome.error;
        if (outcome.user?.sub) claimSessionState(outcome.user.sub);
        return outcome.user;
      }),
      handleRedirectCallback: fromPromise<CallbackResult, { search: string }>(() => {
        once.callback ??= (async () => {
          const result = await handleRedirectCallback();
          const claims = await getIdTokenClaims();
          const returnTo = returnPathFor(result.appState as LoginAppState | undefined, claims?.sub);
          if (claims?.sub) claimSessionState(claims.sub);
          // Kept for the terms page, which continues there once the terms are accepted.
          if (returnTo) saveReturnPath(returnTo, claims?.sub ?? null);
          return returnTo ? { user: { ...claims }, returnTo } : { user: { ...claims } };
        })();
        return once.callback;
      }),
      loginWithRedirect: fromPromise<void, LoginRequest>(({ input }) => {
        const pending =
          once.logins.get(input) ??
          loginWithRedirect({
            appState: { returnTo: input.returnTo, owner: sessionOwner() } satisfies LoginAppState,
            authorizationParams: input.signup ? { connection: 'email', screen_hint: 'signup' } : {},
          });
        once.logins.set(input, pending);
        return pending;
      }),
    },
    actions: {
      unregisterServiceWorker: unregisterServiceWorkers,
      logout: () => {
        setLeaving(true);
        endSessionState();
        void logout({ logoutParams: { returnTo: window.location.origin } });
      },
      navigate: (_, { path, replace }: NavigateParams) => {
        if (path !== TERMS_PATH) takeReturnPath();
        setNavigatingTo(path.split(/[?#]/)[0] ?? path);
        void navigate(path, replace);
      },
    },
  });

  const actorRef = useActorRef(machine, {
    input: { location: { pathname: window.location.pathname, search: window.location.search }, storage: window.localStorage },
  });
  const state = useSelector(actorRef, (snapshot) => snapshot.value);
  const user = useSelector(actorRef, (snapshot) => snapshot.context.user);
  const errorMessage = useSelector(actorRef, (snapshot) => snapshot.context.error?.message ?? null);

  const session = useMemo<AuthSession>(() => {
    const settled = state === 'authenticated' || state === 'unauthenticated' || state === 'error';
    return {
      isLoading: !settled || navigating || leaving,
      isAuthenticated: state === 'authenticated' && !navigating && !leaving,
      errorMessage,
      login: async ({ returnTo } = {}) => {
        // From `error` too (a failed silent check): the machine starts the hosted login (src/machines/auth-machine.ts).
        actorRef.send({ type: 'LOGIN', returnTo: takeReturnPath() ?? returnTo ?? DASHBOARD_PATH });
      },
      register: async () => {
        actorRef.send({ type: 'LOGIN', returnTo: DASHBOARD_PATH, signup: true });
      },
      logout: async () => {
        if (actorRef.getSnapshot().can({ type: 'LOGOUT' })) actorRef.send({ type: 'LOGOUT' });
        else {
          setLeaving(true);
          endSessionState();
          await logout({ logoutParams: { returnTo: window.location.origin } });
        }
      },
    };
  }, [state, navigating, leaving, errorMessage, actorRef, logout]);

  const control = useMemo<AuthControl>(
    () => ({
      user,
      getAccessToken: () => getAccessTokenSilently(),
      reportAuthFailure: (failure) => actorRef.send({ type: 'AUTH_FAILURE', failure }),
    }),
    [user, actorRef, getAccessTokenSilently],
  );

  return (
    <AuthSessionProvider value={session}>
      <AuthControlProvider value={control}>{children}</AuthControlProvider>
    </AuthSessionProvider>
  );
}

/** Real login through the unmodified Auth0 SDK (the embedded dev IdP by default). */
export function AuthProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return (
    <Auth0Provider
      domain={env.auth0Domain}
      clientId={env.auth0ClientId}
      {...AUTH0_CLIENT_OPTIONS}
      // The auth machine handles the callback, so the post-login rule lives in one place.
      skipRedirectCallback
      authorizationParams={{
        redirect_uri: `${window.location.origin}/auth/loading`,
        audience: env.auth0Audience,
        scope: LOGIN_SCOPES,
      }}
    >
      <AuthMachineBridge navigate={navigate}>{children}</AuthMachineBridge>
    </Auth0Provider>
  );
}
