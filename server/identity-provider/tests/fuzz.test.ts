// @vitest-environment node
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import type { RunningIdentityProvider } from '../../identity/in-process';
import { fuzzCases, refusalProblem, runCases, statusCounts } from './idp-fuzz';
import { exchangeCode, logIn, startSeededProvider, stopSeededProvider, TestBrowser, type TestDatabase, USERS } from './idp-harness';

let database: TestDatabase;
let provider: RunningIdentityProvider;
let issuer: string;
const log: string[] = [];

beforeAll(async () => {
  ({ database, provider, issuer } = await startSeededProvider({ log: (line) => log.push(line) }));
}, 60_000);

afterAll(() => stopSeededProvider({ database, provider }));

const countUsers = async () => (await database.db.selectFrom('users').select('id').execute()).length;

it('refuses every hostile request on every route with the 400 page or the OAuth error, one log line each, and a demo user still logs in', async () => {
  const consoleError = vi.spyOn(console, 'error');
  const usersBefore = await countUsers();
  const cases = fuzzCases();
  const started = performance.now();
  const results = await runCases(issuer, cases);
  const seconds = (performance.now() - started) / 1000;

  const counts = statusCounts(results);
  console.info(
    `[idp fuzz] ${cases.length} hostile requests in ${seconds.toFixed(1)} s: ` +
      Object.entries(counts).map(([status, count]) => `${status} × ${count}`).join(', '),
  );
  expect(cases.length).toBeGreaterThan(500);
  const problems = results
    .map((result) => ({ route: result.fuzzCase.route.name, label: result.fuzzCase.label, problem: refusalProblem(result) }))
    .filter(({ problem }) => problem !== undefined);
  expect(problems).toEqual([]);
  expect(seconds).toBeLessThan(30);

  // Refused at the boundary: one line per request, no stack trace, nothing from oidc-provider.
  const refusals = log.filter((line) => line.startsWith('[idp] refused '));
  expect(refusals).toHaveLength(cases.length);
  expect(log.filter((line) => !line.startsWith('[idp] refused '))).toEqual([]);
  expect(log.filter((line) => line.includes('\n'))).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();

  // Nothing changed: no account came out of the signup form, and a demo user still logs in.
  expect(await countUsers()).toBe(usersBefore);
  const { request, callback } = await logIn(new TestBrowser(issuer), USERS.approved.email);
  const tokens = await exchangeCode(issuer, callback.searchParams.get('code')!, request.verifier);
  expect(tokens.access_token).toBeTruthy();
}, 60_000);
