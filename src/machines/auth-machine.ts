import { assign, enqueueActions, fromPromise, setup } from 'xstate';

import type { AuthFailure } from '@/api/http-auth';

import { createMemoryStorage, STORAGE_KEYS, type KeyValueStorage } from './key-value-storage';
import { DASHBOARD_PATH, TERMS_PATH, type NavigateParams } from './portal-paths';

/**
 * Authentication: the login callback or a silent session check at start, login,
 * logout, and what a failed token or an HTTP 401 means. The machine decides; the
 * Auth0 SDK, the router and the service worker are injected, so the same machine
 * runs in the app, in stories and in tests.
 */

/** The identity user, as the identity provider's ID token describes it. */
export interface AuthUser {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  nickname?: string;
  picture?: string;
  locale?: string;
  updated_at?: string;
}

export interface AuthError {
  /** The OAuth / SDK error code when there is one (e.g. `state_mismatch`). */
  code?: string;
  message: string;
  cause: unknown;
}

export const AUTH_ERROR_MESSAGES = {
  invalidState: 'Invalid state',
  noQueryParams: 'There are no query params available for parsing.',
  loginFailed: 'Login failed',
  getAccessTokenFailed: 'Get access token failed',
} as const;

/**
 * Token errors that mean "log in again": the user is sent to login (unless already
 * on a login page) and comes back to where they were. Any other token error is
 * logged, and the request that needed the token fails with it.
 */
export const LOGIN_TOKEN_ERRORS = ['login_required', 'consent_required', 'missing_refresh_token', 'invalid_grant'] as const;

const INVALID_STATE_CODES = ['missing_transaction', 'state_mismatch'];

export interface AuthLocation {
  pathname: string;
  search: string;
}

export interface AuthMachineInput {
  /** Where the app was loaded; decides between callback handling and a silent session check. */
  location: AuthLocation;
  /** Local storage, read for the post-login rule. */
  storage?: KeyValueStorage;
}

/** What the injected `handleRedirectCallback` resolves with. */
export interface CallbackResult {
  user: AuthUser;
  /** The path saved before login (Auth0 appState.returnTo). */
  returnTo?: string;
}

export interface LoginRequest {
  returnTo: string;
  /** Register: the same flow with the signup hint. */
  signup: boolean;
}

export type AuthEvent =
  | { type: 'LOGIN'; returnTo?: string; signup?: boolean }
  | { type: 'LOGOUT' }
  /** A token error with no request waiting on it; `currentPath` is pathname + search. */
  | { type: 'TOKEN_ERROR'; error: unknown; currentPath: string }
  /** Reported by the HTTP client (src/api/http-auth.ts): a request could not authenticate. */
  | { type: 'AUTH_FAILURE'; failure: AuthFailure };

export interface AuthContext {
  location: AuthLocation;
  storage: KeyValueStorage;
  user: AuthUser | null;
  error: AuthError | null;
  loginRequest: LoginRequest | null;
}

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field !== '' ? field : undefined;
}

export function errorCode(error: unknown): string | undefined {
  return readString(error, 'error');
}

export function isLoginTokenError(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && (LOGIN_TOKEN_ERRORS as readonly string[]).includes(code);
}

/** A failed request means "log in again" when the API answered 401 or the token error is a login one. */
export function meansLoginAgain(failure: Pick<AuthFailure, 'kind' | 'error'>): boolean {
  return failure.kind === 'unauthorized' || isLoginTokenError(failure.error);
}

/** Mirrors @auth0/auth0-react's error normalisation, plus 'Invalid state' for transaction errors. */
export function toAuthError(error: unknown, fallbackMessage: string): AuthError {
  const code = errorCode(error);
  if (code !== undefined && INVALID_STATE_CODES.includes(code)) {
    return { code, message: AUTH_ERROR_MESSAGES.invalidState, cause: error };
  }
  const message =
    readString(error, 'error_description') ?? (error instanceof Error && error.message ? error.message : fallbackMessage);
  return code === undefined ? { message, cause: error } : { code, message, cause: error };
}

/** A login callback carries `code` and `state`, or an `error`. */
export function hasCallbackParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') && params.has('state')) || params.has('error');
}

/** Paths containing /login are excluded from automatic re-login. */
export function isOnLoginPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.includes('/login');
}

/**
 * Where login ends: the terms page until the user has seen the terms once on this
 * browser, else the path saved before login (or where the callback landed).
 */
export function postLoginDestination(storage: KeyValueStorage, returnTo: string | undefined, currentPathname: string): NavigateParams {
  if (storage.getItem(STORAGE_KEYS.hasViewedTerms) !== 'true') return { path: TERMS_PATH, replace: true };
  // Replacing also drops ?code=&state= from the history entry.
  return { path: returnTo ?? currentPathname, replace: true };
}

function notProvided(name: string) {
  return () => Promise.reject(new Error(`The auth machine needs a "${name}" actor (provide it with machine.provide).`));
}

/**
 * Default callback handler: it can parse the query and report callback errors
 * (e.g. error_description=No Company Data) without an SDK, but exchanging a
 * code needs the real SDK, which the app provides.
 */
export async function parseCallbackQuery(search: string): Promise<never> {
  const query = search.replace(/^\?/, '');
  if (query === '') throw new Error(AUTH_ERROR_MESSAGES.noQueryParams);
  const params = new URLSearchParams(query);
  const error = params.get('error');
  if (error !== null) throw { error, error_description: params.get('error_description') ?? undefined };
  return notProvided('handleRedirectCallback')();
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthMachineInput,
  },
  actors: {
    /** Silent session check (Auth0 getAccessTokenSilently + getUser); null = no session. */
    checkSession: fromPromise<AuthUser | null>(notProvided('checkSession')),
    handleRedirectCallback: fromPromise<CallbackResult, { search: string }>(({ input }) => parseCallbackQuery(input.search)),
    loginWithRedirect: fromPromise<void, LoginRequest>(notProvided('loginWithRedirect')),
  },
  actions: {
    clearSession: assign({ user: null, error: null, loginRequest: null }),
    // UI side effects default to nothing so the machine also runs where there is
    // no browser or router (stories, tests); the app provides the real ones.
    unregisterServiceWorker: () => {},
    logout: () => {},
    navigate: (_, _params: NavigateParams) => {},
    logError: (_, params: { error: unknown; message?: string }) => {
      if (params.message === undefined) console.error(params.error);
      else console.error(params.message, params.error);
    },
  },
  guards: {
    hasCallbackParams: ({ context }) => hasCallbackParams(context.location.search),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    location: input.location,
    storage: input.storage ?? createMemoryStorage(),
    user: null,
    error: null,
    loginRequest: null,
  }),
  entry: 'unregisterServiceWorker',
  initial: 'loading',
  on: {
    // Whatever the state: a request's token error that is not a login one is logged;
    // the request fails with it on its own.
    AUTH_FAILURE: {
      guard: ({ event }) => !meansLoginAgain(event.failure),
      actions: {
        type: 'logError',
        params: ({ event }) => ({ error: event.failure.error, message: AUTH_ERROR_MESSAGES.getAccessTokenFailed }),
      },
    },
  },
  states: {
    loading: {
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'hasCallbackParams', target: 'handlingCallback' }, { target: 'checkingSession' }],
        },
        checkingSession: {
          invoke: {
            id: 'checkSession',
            src: 'checkSession',
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: '#auth.authenticated',
                actions: assign({ user: ({ event }) => event.output }),
              },
              { target: '#auth.unauthenticated' },
            ],
            onError: [
              // A silent check answering with a login token error: logged out, without a redirect.
              { guard: ({ event }) => isLoginTokenError(event.error), target: '#auth.unauthenticated' },
              {
                target: '#auth.error',
                actions: [
                  { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                  assign({ error: ({ event }) => toAuthError(event.error, AUTH_ERROR_MESSAGES.getAccessTokenFailed) }),
                ],
              },
            ],
          },
        },
        handlingCallback: {
          invoke: {
            id: 'handleRedirectCallback',
            src: 'handleRedirectCallback',
            input: ({ context }) => ({ search: context.location.search }),
            onDone: {
              target: '#auth.authenticated',
              actions: [
                assign({ user: ({ event }) => event.output.user }),
                enqueueActions(({ context, event, enqueue }) => {
                  enqueue({
                    type: 'navigate',
                    params: postLoginDestination(context.storage, event.output.returnTo, context.location.pathname),
                  });
                }),
              ],
            },
            onError: {
              target: '#auth.error',
              actions: assign({ error: ({ event }) => toAuthError(event.error, AUTH_ERROR_MESSAGES.loginFailed) }),
            },
          },
        },
      },
    },
    authenticated: {
      on: {
        LOGOUT: { target: 'unauthenticated', actions: ['logout', 'clearSession'] },
        AUTH_FAILURE: {
          guard: ({ event }) => meansLoginAgain(event.failure) && !isOnLoginPath(event.failure.currentPath),
          target: 'redirectingToLogin',
          actions: assign({ user: null, loginRequest: ({ event }) => ({ returnTo: event.failure.currentPath, signup: false }) }),
        },
        TOKEN_ERROR: [
          {
            guard: ({ event }) => isLoginTokenError(event.error) && !isOnLoginPath(event.currentPath),
            target: 'redirectingToLogin',
            actions: assign({ user: null, loginRequest: ({ event }) => ({ returnTo: event.currentPath, signup: false }) }),
          },
          { guard: ({ event }) => isLoginTokenError(event.error), target: 'unauthenticated', actions: 'clearSession' },
          {
            // "Logged and re-thrown": the error is kept for whoever renders the error state.
            target: 'error',
            actions: [
              { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              assign({ error: ({ event }) => toAuthError(event.error, AUTH_ERROR_MESSAGES.getAccessTokenFailed) }),
            ],
          },
        ],
      },
    },
    unauthenticated: {
      on: {
        LOGIN: {
          target: 'redirectingToLogin',
          actions: assign({
            loginRequest: ({ event }) => ({ returnTo: event.returnTo ?? DASHBOARD_PATH, signup: event.signup ?? false }),
          }),
        },
      },
    },
    redirectingToLogin: {
      // On success the browser leaves the app; only a failure comes back here.
      invoke: {
        id: 'loginWithRedirect',
        src: 'loginWithRedirect',
        input: ({ context }) => context.loginRequest ?? { returnTo: DASHBOARD_PATH, signup: false },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => toAuthError(event.error, AUTH_ERROR_MESSAGES.loginFailed) }),
        },
      },
    },
    error: {
      on: {
        // After a failed silent check (or a failed redirect) Login and Register are still the way
        // in: both start the hosted flow, Register with its signup hint.
        LOGIN: {
          target: 'redirectingToLogin',
          actions: assign({
            error: null,
            loginRequest: ({ event }) => ({ returnTo: event.returnTo ?? DASHBOARD_PATH, signup: event.signup ?? false }),
          }),
        },
        // 'Return to Login' on the callback error page logs out.
        LOGOUT: { target: 'unauthenticated', actions: ['logout', 'clearSession'] },
      },
    },
  },
});
