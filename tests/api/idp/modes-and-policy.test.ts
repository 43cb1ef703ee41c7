// @vitest-environment node
// MARKET_LENS_MODE decides which origins may receive a login (server/config.ts), and the one
// password policy (server/lib/password-policy.ts) that every password-setting form uses.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEV_SERVER_ORIGIN, loadConfig } from '../../../server/config';
import { checkPassword, MIN_PASSWORD_LENGTH } from '../../../server/lib/password-policy';
import { waitInWords } from '../../../server/idp/login-throttle';

describe('run mode and login redirects', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('demo mode (the default of npm start) lets the Vite dev server receive logins', () => {
    vi.stubEnv('MARKET_LENS_MODE', '');
    vi.stubEnv('PORT', '4500');
    const config = loadConfig();
    expect(config.mode).toBe('demo');
    expect(config.appOrigins).toEqual(['http://localhost:4500', DEV_SERVER_ORIGIN]);
  });

  it('production mode allows only the portal origin (and APP_ORIGIN)', () => {
    vi.stubEnv('MARKET_LENS_MODE', 'production');
    vi.stubEnv('PORT', '4500');
    vi.stubEnv('APP_ORIGIN', 'https://portal.example.co.uk');
    const config = loadConfig();
    expect(config.mode).toBe('production');
    expect(config.appOrigins).toEqual(['http://localhost:4500', 'https://portal.example.co.uk']);
    expect(config.appOrigins).not.toContain(DEV_SERVER_ORIGIN);
  });
});

describe('password policy', () => {
  const person = { email: 'dora.keen@lakeside-mills.co.uk', firstname: 'Dora', lastname: 'Keen' };

  it.each(['password', '12345678', 'qwertyuiop', 'Password1!', 'p@ssw0rd123', 'iloveyou', 'aaaaaaaaaa', 'abcdefgh'])(
    'refuses the common or patterned password %j',
    (password) => {
      expect(checkPassword(password, person)).toMatch(/^This password is too easy to guess\. .*Choose a longer one/);
    },
  );

  it('refuses short passwords and passwords of spaces with their own sentence', () => {
    expect(checkPassword('Zq9!', person)).toBe(`Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`);
    expect(checkPassword(' '.repeat(8), person)).toBe('Choose a password that is not only spaces.');
    expect(checkPassword(' '.repeat(30), person)).toBe('Choose a password that is not only spaces.');
  });

  it("refuses the person's own email and name", () => {
    expect(checkPassword('dora.keen@lakeside-mills.co.uk', person)).toMatch(/^This password is too easy to guess\./);
    expect(checkPassword('DoraKeen1', person)).toMatch(/^This password is too easy to guess\./);
    expect(checkPassword('lakeside-mills', person)).toMatch(/^This password is too easy to guess\./);
  });

  it('accepts long unrelated words and strong random passwords', () => {
    for (const password of ['tulip-anchor-velvet-91', 'correct horse battery staple', 'MarketLens!2026', 'v7#Qm2!xLp9z']) {
      expect(checkPassword(password, person)).toBeUndefined();
    }
  });

  it('answers quickly also for very long input', () => {
    const started = performance.now();
    expect(checkPassword('x'.repeat(4096), person)).toMatch(/^This password is too easy to guess\./);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('lock wait in words', () => {
  it.each([
    [1, '1 second'],
    [40_000, '40 seconds'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [15 * 60_000, '15 minutes'],
  ])('%d ms → %s', (milliseconds, words) => {
    expect(waitInWords(milliseconds)).toBe(words);
  });
});
