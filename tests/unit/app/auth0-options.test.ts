import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { AUTH0_CLIENT_OPTIONS, AUTH0_FIXED_TIMINGS } from '@/app/session/auth0-options';

/**
 * Pins the login library's timings (docs/constants.md) against the SDK that is
 * installed: the readable build of @auth0/auth0-spa-js, the library under
 * @auth0/auth0-react. An upgrade that changes one of them fails here.
 */
const require = createRequire(import.meta.url);
const reactSdkDir = dirname(require.resolve('@auth0/auth0-react/package.json'));
const spaRequire = createRequire(join(reactSdkDir, 'package.json'));
const spaDir = dirname(spaRequire.resolve('@auth0/auth0-spa-js/package.json'));
const spaPackage = JSON.parse(readFileSync(join(spaDir, 'package.json'), 'utf8')) as { version: string };
const source = readFileSync(join(spaDir, 'dist', 'auth0-spa-js.development.js'), 'utf8');

function constant(name: string): string {
  const match = new RegExp(`const ${name} = ([^;]+);`).exec(source);
  expect(match, `${name} is defined in the SDK`).not.toBeNull();
  return match![1]!.trim();
}

describe('the installed Auth0 SDK', () => {
  it('is the build the pins were read from', () => {
    expect(spaPackage.version).toBe('2.11.3');
    expect(source).toContain(`var version = "${spaPackage.version}";`);
  });

  it('falls back to the same values the provider sets explicitly', () => {
    expect(Number(constant('DEFAULT_AUTHORIZE_TIMEOUT_IN_SECONDS'))).toBe(AUTH0_CLIENT_OPTIONS.authorizeTimeoutInSeconds);
    expect(Number(constant('DEFAULT_SESSION_CHECK_EXPIRY_DAYS'))).toBe(AUTH0_CLIENT_OPTIONS.sessionCheckExpiryDays);
    expect(constant('DEFAULT_FETCH_TIMEOUT_MS')).toBe('1e4');
    expect(AUTH0_CLIENT_OPTIONS.httpTimeoutInSeconds * 1000).toBe(1e4);
    expect(source).toContain(`const leeway = options.leeway || ${AUTH0_CLIENT_OPTIONS.leeway};`);
  });

  it('passes the options the provider sets to the places that use them', () => {
    expect(source).toContain('timeoutInSeconds: config.timeoutInSeconds || this.options.authorizeTimeoutInSeconds ||');
    expect(source).toContain('this.sessionCheckExpiryDays = options.sessionCheckExpiryDays ||');
    expect(source).toContain('this.httpTimeoutMs = options.httpTimeoutInSeconds ? options.httpTimeoutInSeconds * 1e3 :');
    expect(source).toContain('leeway: this.options.leeway');
  });

  it('locks silent logins for 5 s per try, 10 tries, with 3 attempts per token request', () => {
    const lockTries = [...source.matchAll(/retryPromise\(\(\(\) => lock\.acquireLock\((\w+), (\w+)\)\), (\d+)\)/g)];
    // Both the refresh-token path and the hidden-frame path take the lock the same way.
    expect(lockTries.map((match) => match[1])).toEqual(['lockKey', 'iframeLockKey']);
    for (const [, , timeout, tries] of lockTries) {
      expect(Number(timeout)).toBe(AUTH0_FIXED_TIMINGS.silentLoginLockTimeoutMs);
      expect(Number(tries)).toBe(AUTH0_FIXED_TIMINGS.silentLoginLockTries);
    }
    expect(Number(constant('DEFAULT_SILENT_TOKEN_RETRY_COUNT'))).toBe(AUTH0_FIXED_TIMINGS.tokenRequestAttempts);
    expect(source).toContain('for (let i = 0; i < DEFAULT_SILENT_TOKEN_RETRY_COUNT; i++)');
  });

  it('treats cached access tokens as expired 60 s early', () => {
    const cacheReads = [...source.matchAll(/\}\), (\d+), this\.options\.useMrrt, cacheMode\);/g)];
    expect(cacheReads).toHaveLength(1);
    expect(Number(cacheReads[0]![1])).toBe(AUTH0_FIXED_TIMINGS.accessTokenExpiryMarginSeconds);
    expect(source).toContain('if (wrappedEntry.expiresAt - expiryAdjustmentSeconds < nowSeconds)');
  });

  it('keeps tokens, refresh tokens included, in local storage', () => {
    expect(AUTH0_CLIENT_OPTIONS).toMatchObject({ cacheLocation: 'localstorage', useRefreshTokens: true, useRefreshTokensFallback: true });
    expect(source).toContain('const CACHE_LOCATION_MEMORY = "memory";');
    expect(source).toMatch(/localstorage: \(\) => new LocalStorageCache/);
  });
});
