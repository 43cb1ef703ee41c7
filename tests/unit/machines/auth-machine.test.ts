import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';

import {
  AUTH_ERROR_MESSAGES,
  authMachine,
  hasCallbackParams,
  isOnLoginPath,
  LOGIN_TOKEN_ERRORS,
  parseCallbackQuery,
  postLoginDestination,
  toAuthError,
  type AuthContext,
  type AuthUser,
} from '@/machines/auth-machine';
import { createMemoryStorage, type KeyValueStorage } from '@/machines/key-value-storage';
import { DASHBOARD_PATH, TERMS_PATH, type NavigateParams } from '@/machines/portal-paths';

import { createCoverage, createPromiseControl, expectFullCoverage, modelPathCases, settled, type PromiseControl } from './machine-test-kit';

const coverage = createCoverage(authMachine);

const buyer: AuthUser = { sub: 'auth0|buyer-1', email: 'jane.doe@northwind-foods.co.uk', email_verified: true, name: 'Jane Doe' };
const CALLBACK_SEARCH = '?code=Zk3xQ&state=b2Fx';
const NO_COMPANY_SEARCH = '?error=access_denied&error_description=No%20Company%20Data&state=b2Fx';

interface Effects {
  navigate: ReturnType<typeof vi.fn<(params: NavigateParams) => void>>;
  logout: ReturnType<typeof vi.fn<() => void>>;
  unregisterServiceWorker: ReturnType<typeof vi.fn<() => void>>;
  logError: ReturnType<typeof vi.fn<(error: unknown) => void>>;
}

function createEffects(): Effects {
  return { navigate: vi.fn(), logout: vi.fn(), unregisterServiceWorker: vi.fn(), logError: vi.fn() };
}

function build(control: PromiseControl, effects: Effects = createEffects()) {
  return authMachine.provide({
    actors: {
      checkSession: control.actor('checkSession'),
      handleRedirectCallback: control.actor('handleRedirectCallback'),
      loginWithRedirect: control.actor('loginWithRedirect'),
    },
    actions: {
      navigate: (_, params) => effects.navigate(params),
      logout: () => effects.logout(),
      unregisterServiceWorker: () => effects.unregisterServiceWorker(),
      logError: (_, params) => effects.logError(params.error),
    },
  });
}

interface StartOptions {
  pathname?: string;
  search?: string;
  storage?: KeyValueStorage;
}

async function start({ pathname = '/app/market-lens/orders', search = '', storage = createMemoryStorage() }: StartOptions = {}) {
  const control = createPromiseControl();
  const effects = createEffects();
  const actor = createActor(build(control, effects), { input: { location: { pathname, search }, storage }, inspect: coverage.inspect });
  actor.start();
  await settled();
  return { actor, control, effects, storage };
}

async function startAuthenticated(pathname = '/app/market-lens/orders') {
  const started = await start({ pathname });
  await started.control.resolve('checkSession', buyer);
  expect(started.actor.getSnapshot().value).toBe('authenticated');
  return started;
}

describe('auth machine: model-based paths (@xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.checkSession', output: buyer },
    { type: 'xstate.done.actor.checkSession', output: null },
    { type: 'xstate.error.actor.checkSession', error: { error: 'login_required', error_description: 'Login required' } },
    { type: 'xstate.error.actor.checkSession', error: new Error('Network Error') },
    { type: 'xstate.done.actor.handleRedirectCallback', output: { user: buyer, returnTo: '/app/market-lens/price-alerts' } },
    { type: 'xstate.error.actor.handleRedirectCallback', error: { error: 'state_mismatch', error_description: 'Invalid state' } },
    { type: 'xstate.error.actor.loginWithRedirect', error: new Error('Popup closed') },
    { type: 'LOGIN' },
    { type: 'LOGOUT' },
    { type: 'TOKEN_ERROR', error: { error: 'invalid_grant' }, currentPath: '/app/market-lens/orders?page=2' },
    { type: 'TOKEN_ERROR', error: { error: 'login_required' }, currentPath: '/auth/login' },
    { type: 'TOKEN_ERROR', error: { error: 'timeout', error_description: 'Timeout' }, currentPath: '/app/market-lens/orders' },
  ];
  const cases = modelPathCases({
    build: (control) => build(control),
    scenarios: [
      { name: 'plain load', input: () => ({ location: { pathname: '/app/market-lens/orders', search: '' }, storage: createMemoryStorage() }) },
      { name: 'login callback', input: () => ({ location: { pathname: '/auth/loading', search: CALLBACK_SEARCH }, storage: createMemoryStorage() }) },
    ],
    events,
    serializeState: ({ value, context }) => {
      const { user, error, loginRequest } = context as unknown as AuthContext;
      return JSON.stringify({ value, user: user?.sub, error: error?.message, loginRequest });
    },
    coverage,
    paths: 'simple',
  });

  it('generates paths from both start scenarios', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  it.each(cases.map((path) => [path.title, path]))('%s', async (_title, path) => {
    await path.run();
  });
});

describe('auth machine: start', () => {
  it('unregisters a service worker once, at start', async () => {
    const { effects, control } = await start();
    expect(effects.unregisterServiceWorker).toHaveBeenCalledTimes(1);
    await control.resolve('checkSession', buyer);
    expect(effects.unregisterServiceWorker).toHaveBeenCalledTimes(1);
  });

  it('checks the session silently when the URL is not a login callback', async () => {
    const { actor, control } = await start({ search: '?page=2' });
    expect(actor.getSnapshot().value).toEqual({ loading: 'checkingSession' });
    expect(control.isPending('checkSession')).toBe(true);
    expect(control.isPending('handleRedirectCallback')).toBe(false);
  });

  it.each([CALLBACK_SEARCH, NO_COMPANY_SEARCH])('handles the callback when the URL carries %s', async (search) => {
    const { actor, control } = await start({ pathname: '/auth/loading', search });
    expect(actor.getSnapshot().value).toEqual({ loading: 'handlingCallback' });
    expect(control.inputs).toEqual([{ name: 'handleRedirectCallback', input: { search } }]);
  });

  it('recognises callback parameters: code with state, or error', () => {
    expect(hasCallbackParams('?code=a&state=b')).toBe(true);
    expect(hasCallbackParams('?error=access_denied')).toBe(true);
    expect(hasCallbackParams('?code=a')).toBe(false);
    expect(hasCallbackParams('?state=b')).toBe(false);
    expect(hasCallbackParams('')).toBe(false);
  });
});

describe('auth machine: silent session check', () => {
  it('ends authenticated with the user when a session exists, without navigating', async () => {
    const { actor, effects } = await startAuthenticated();
    expect(actor.getSnapshot().context.user).toEqual(buyer);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('ends unauthenticated when there is no session', async () => {
    const { actor, control } = await start();
    await control.resolve('checkSession', null);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it.each(LOGIN_TOKEN_ERRORS)('treats %s from the silent check as logged out, without a redirect', async (code) => {
    const { actor, control, effects } = await start();
    await control.reject('checkSession', { error: code, error_description: code });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(control.isPending('loginWithRedirect')).toBe(false);
    expect(effects.logError).not.toHaveBeenCalled();
  });

  it('logs any other error and keeps it in the error state', async () => {
    const { actor, control, effects } = await start();
    const failure = new Error('Network Error');
    await control.reject('checkSession', failure);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Network Error', cause: failure });
    expect(effects.logError).toHaveBeenCalledWith(failure);
  });

  it.each([
    ['Login', { type: 'LOGIN' } as const, { returnTo: DASHBOARD_PATH, signup: false }],
    ['Register', { type: 'LOGIN', signup: true } as const, { returnTo: DASHBOARD_PATH, signup: true }],
  ])('after a failed silent check, %s still starts the hosted flow', async (_button, event, input) => {
    const { actor, control } = await start();
    await control.reject('checkSession', new Error('Network Error'));
    expect(actor.getSnapshot().value).toBe('error');
    actor.send(event);
    await settled();
    expect(actor.getSnapshot().value).toBe('redirectingToLogin');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(control.inputs.at(-1)).toEqual({ name: 'loginWithRedirect', input });
  });

  it("falls back to 'Get access token failed' for an error without a message", async () => {
    const { actor, control } = await start();
    await control.reject('checkSession', 'opaque');
    expect(actor.getSnapshot().context.error?.message).toBe('Get access token failed');
  });
});

describe('auth machine: login callback and the post-login rule', () => {
  it('sends a user who has not viewed the terms to the terms page, replacing history', async () => {
    const { actor, control, effects } = await start({ pathname: '/auth/loading', search: CALLBACK_SEARCH });
    await control.resolve('handleRedirectCallback', { user: buyer, returnTo: '/app/market-lens/orders' });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.user).toEqual(buyer);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({ path: '/app/market-lens/terms', replace: true });
  });

  it("treats any value but 'true' as not viewed", async () => {
    const storage = createMemoryStorage({ hasViewedTerms: 'false' });
    const { control, effects } = await start({ pathname: '/auth/loading', search: CALLBACK_SEARCH, storage });
    await control.resolve('handleRedirectCallback', { user: buyer });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({ path: TERMS_PATH, replace: true });
  });

  it('returns a user who has viewed the terms to the saved return path', async () => {
    const storage = createMemoryStorage({ hasViewedTerms: 'true' });
    const { control, effects } = await start({ pathname: '/auth/loading', search: CALLBACK_SEARCH, storage });
    await control.resolve('handleRedirectCallback', { user: buyer, returnTo: '/app/market-lens/price-alerts' });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({ path: '/app/market-lens/price-alerts', replace: true });
  });

  it('keeps the user on the current path (without the callback query) when nothing was saved', async () => {
    const storage = createMemoryStorage({ hasViewedTerms: 'true' });
    const { control, effects } = await start({ pathname: '/auth/loading', search: CALLBACK_SEARCH, storage });
    await control.resolve('handleRedirectCallback', { user: buyer });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({ path: '/auth/loading', replace: true });
  });

  it('decides the destination as a pure rule too', () => {
    expect(postLoginDestination(createMemoryStorage(), '/x', '/y')).toEqual({ path: TERMS_PATH, replace: true });
    expect(postLoginDestination(createMemoryStorage({ hasViewedTerms: 'true' }), '/x', '/y')).toEqual({ path: '/x', replace: true });
    expect(postLoginDestination(createMemoryStorage({ hasViewedTerms: 'true' }), undefined, '/y')).toEqual({ path: '/y', replace: true });
  });

  it.each(['missing_transaction', 'state_mismatch'])("reports the callback error %s as 'Invalid state'", async (code) => {
    const { actor, control, effects } = await start({ pathname: '/auth/loading', search: CALLBACK_SEARCH });
    await control.reject('handleRedirectCallback', { error: code, error_description: 'Invalid state' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toMatchObject({ code, message: 'Invalid state' });
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('shows the identity provider error description as received', async () => {
    const { actor, control } = await start({ pathname: '/auth/loading', search: NO_COMPANY_SEARCH });
    await control.reject('handleRedirectCallback', { error: 'access_denied', error_description: 'No Company Data' });
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'access_denied', message: 'No Company Data' });
  });

  it("falls back to 'Login failed'", async () => {
    const { actor, control } = await start({ pathname: '/auth/loading', search: CALLBACK_SEARCH });
    await control.reject('handleRedirectCallback', new Error(''));
    expect(actor.getSnapshot().context.error?.message).toBe('Login failed');
  });
});

describe('auth machine: default callback handler (no SDK provided)', () => {
  it("fails with 'There are no query params available for parsing.' without a query", async () => {
    await expect(parseCallbackQuery('')).rejects.toThrow('There are no query params available for parsing.');
    await expect(parseCallbackQuery('?')).rejects.toThrow(AUTH_ERROR_MESSAGES.noQueryParams);
  });

  it('turns an error callback into the error state with its description', async () => {
    const actor = createActor(authMachine, {
      input: { location: { pathname: '/auth/loading', search: NO_COMPANY_SEARCH } },
      inspect: coverage.inspect,
    }).start();
    await settled();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'access_denied', message: 'No Company Data' });
  });

  it('says which actor is missing when a code arrives without an SDK', async () => {
    const actor = createActor(authMachine, { input: { location: { pathname: '/auth/loading', search: CALLBACK_SEARCH } } }).start();
    await settled();
    expect(actor.getSnapshot().context.error?.message).toMatch(/needs a "handleRedirectCallback" actor/);
  });
});

describe('auth machine: login and logout', () => {
  it('logs in returning to the dashboard by default', async () => {
    const { actor, control } = await start();
    await control.resolve('checkSession', null);
    actor.send({ type: 'LOGIN' });
    await settled();
    expect(actor.getSnapshot().value).toBe('redirectingToLogin');
    expect(control.inputs.at(-1)).toEqual({ name: 'loginWithRedirect', input: { returnTo: DASHBOARD_PATH, signup: false } });
  });

  it('registers through the same flow with the signup hint, keeping a given return path', async () => {
    const { actor, control } = await start();
    await control.resolve('checkSession', null);
    actor.send({ type: 'LOGIN', signup: true, returnTo: '/app/market-lens/files' });
    await settled();
    expect(control.inputs.at(-1)).toEqual({ name: 'loginWithRedirect', input: { returnTo: '/app/market-lens/files', signup: true } });
  });

  it("reports a failed login redirect as 'Login failed'", async () => {
    const { actor, control } = await start();
    await control.resolve('checkSession', null);
    actor.send({ type: 'LOGIN' });
    await control.reject('loginWithRedirect', {});
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error?.message).toBe('Login failed');
  });

  it('LOGOUT clears the user and calls the injected logout', async () => {
    const { actor, effects } = await startAuthenticated();
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects.logout).toHaveBeenCalledTimes(1);
  });

  it("LOGOUT from the error state ('Return to Login') clears the error", async () => {
    const { actor, control, effects } = await start({ pathname: '/auth/loading', search: NO_COMPANY_SEARCH });
    await control.reject('handleRedirectCallback', { error: 'access_denied', error_description: 'No Company Data' });
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(effects.logout).toHaveBeenCalledTimes(1);
  });

  it('ignores LOGIN while authenticated and LOGOUT while logged out', async () => {
    const { actor, control } = await start();
    await control.resolve('checkSession', null);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    const signedIn = await startAuthenticated();
    signedIn.actor.send({ type: 'LOGIN' });
    expect(signedIn.actor.getSnapshot().value).toBe('authenticated');
  });
});

describe('auth machine: token errors', () => {
  it.each(LOGIN_TOKEN_ERRORS)('%s redirects to login, returning to the current path', async (code) => {
    const { actor, control } = await startAuthenticated();
    actor.send({ type: 'TOKEN_ERROR', error: { error: code }, currentPath: '/app/market-lens/orders?page=2' });
    await settled();
    expect(actor.getSnapshot().value).toBe('redirectingToLogin');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(control.inputs.at(-1)).toEqual({
      name: 'loginWithRedirect',
      input: { returnTo: '/app/market-lens/orders?page=2', signup: false },
    });
  });

  it('does not redirect when already on a path containing /login', async () => {
    const { actor, control } = await startAuthenticated('/auth/login');
    actor.send({ type: 'TOKEN_ERROR', error: { error: 'login_required' }, currentPath: '/auth/login?x=1' });
    await settled();
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(control.isPending('loginWithRedirect')).toBe(false);
  });

  it('recognises login paths by their path, not their query', () => {
    expect(isOnLoginPath('/auth/login')).toBe(true);
    expect(isOnLoginPath('/auth/login?returnTo=x')).toBe(true);
    expect(isOnLoginPath('/app/market-lens/orders?next=/login')).toBe(false);
  });

  it('logs other token errors and keeps them in the error state', async () => {
    const { actor, effects } = await startAuthenticated();
    const failure = { error: 'timeout', error_description: 'Timeout' };
    actor.send({ type: 'TOKEN_ERROR', error: failure, currentPath: '/app/market-lens/orders' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'timeout', message: 'Timeout', cause: failure });
    expect(effects.logError).toHaveBeenCalledWith(failure);
  });

  it("names an unexplained token error 'Get access token failed'", () => {
    expect(toAuthError(42, AUTH_ERROR_MESSAGES.getAccessTokenFailed)).toEqual({ message: 'Get access token failed', cause: 42 });
  });

  it('logs with console.error by default', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(authMachine, { input: { location: { pathname: '/', search: '' } } }).start();
    await settled();
    expect(actor.getSnapshot().value).toBe('error');
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

describe('auth machine: failures reported by the HTTP client', () => {
  it.each([
    ['an HTTP 401', { kind: 'unauthorized', error: { response: { status: 401 } } }],
    ...LOGIN_TOKEN_ERRORS.map((code) => [`the token error ${code}`, { kind: 'token', error: { error: code } }] as const),
  ] as const)('%s redirects to login, returning to the current path', async (_name, reported) => {
    const { actor, control, effects } = await startAuthenticated();
    actor.send({ type: 'AUTH_FAILURE', failure: { ...reported, currentPath: '/app/market-lens/orders?page=2#top' } });
    await settled();
    expect(actor.getSnapshot().value).toBe('redirectingToLogin');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(control.inputs.at(-1)).toEqual({
      name: 'loginWithRedirect',
      input: { returnTo: '/app/market-lens/orders?page=2#top', signup: false },
    });
    expect(effects.logError).not.toHaveBeenCalled();
  });

  it('does nothing on a path containing /login', async () => {
    const { actor, control, effects } = await startAuthenticated('/auth/login');
    actor.send({ type: 'AUTH_FAILURE', failure: { kind: 'unauthorized', error: null, currentPath: '/auth/login?x=1' } });
    await settled();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(control.isPending('loginWithRedirect')).toBe(false);
    expect(effects.logError).not.toHaveBeenCalled();
  });

  it("logs any other token error as 'Get access token failed' and stays signed in (the request fails on its own)", async () => {
    const { actor, control, effects } = await startAuthenticated();
    const failure = { error: 'timeout', error_description: 'Timeout' };
    actor.send({ type: 'AUTH_FAILURE', failure: { kind: 'token', error: failure, currentPath: '/app/market-lens/orders' } });
    await settled();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.user).toEqual(buyer);
    expect(control.isPending('loginWithRedirect')).toBe(false);
    expect(effects.logError).toHaveBeenCalledWith(failure);
  });

  it('logs with the message by default', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(authMachine, { input: { location: { pathname: '/', search: '' } } }).start();
    const failure = { error: 'timeout' };
    actor.send({ type: 'AUTH_FAILURE', failure: { kind: 'token', error: failure, currentPath: '/' } });
    expect(logged).toHaveBeenCalledWith('Get access token failed', failure);
    actor.stop();
    logged.mockRestore();
  });

  it('ignores a 401 while not signed in', async () => {
    const { actor, control } = await start();
    await control.resolve('checkSession', null);
    actor.send({ type: 'AUTH_FAILURE', failure: { kind: 'unauthorized', error: null, currentPath: '/app/market-lens/orders' } });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(control.isPending('loginWithRedirect')).toBe(false);
  });
});

describe('auth machine: coverage', () => {
  it('visits 100% of state nodes and takes 100% of transitions across this suite', () => {
    expectFullCoverage('auth-machine', coverage);
  });
});
