// @vitest-environment node
// The contract-driven fuzz test: every operation of openapi/market-lens.yaml gets hostile
// parameters, bodies, headers and content types (tests/api/harness/fuzz-cases.ts). No answer
// may be a 5xx, an error body outside the contract's shape, or a 2xx to a body the contract
// refuses; requests without a token get 401 whatever their body; a required body property left
// out gets 400 even when its schema has a default. Bounded to under 60 s.
// An operation the server does not implement yet answers its designed 501 once the request
// passed authentication and validation; those answers are counted apart, not as failures.
import { afterAll, beforeAll, expect, it } from 'vitest';

import { API_PREFIX, CONTRACT_PATH } from '../../server/app';
import { implementedOperations } from '../../server/operations';
import { DEFAULTED_REQUIRED_CASE, generateCases, judge, loadContract, type Verdict } from './harness/fuzz-cases';
import { createTestApp, USERS, type TestContext } from './harness/test-app';

const TIME_BUDGET_MS = 55_000;
const CONCURRENCY = 8;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('answers every generated hostile request within the contract, without a 5xx', { timeout: 90_000 }, async () => {
  const cases = generateCases(loadContract(CONTRACT_PATH), API_PREFIX, USERS.desk);
  const token = await t.token(USERS.desk);
  const started = performance.now();
  const failures: (Verdict & { case: string })[] = [];
  const implemented = new Set(implementedOperations());
  let notImplemented = 0;
  const send = async (testCase: (typeof cases)[number]) => {
    const response = await t.app.inject({
      method: testCase.method as 'GET',
      url: testCase.url,
      headers: { ...(testCase.authenticated ? { authorization: `Bearer ${token}` } : {}), ...testCase.headers },
      ...(testCase.payload !== undefined ? { payload: testCase.payload } : {}),
    });
    if (response.statusCode === 501 && !implemented.has(testCase.operationId)) {
      notImplemented++;
      return;
    }
    const verdict = judge(testCase, response.statusCode, response.headers['content-type'] as string | undefined, response.body);
    if (verdict) failures.push({ ...verdict, case: `${testCase.operationId}: ${testCase.name}` });
  };
  // A few requests in flight at once, as a browser would send them.
  for (let index = 0; index < cases.length; index += CONCURRENCY) await Promise.all(cases.slice(index, index + CONCURRENCY).map(send));
  const elapsed = performance.now() - started;
  const counts = failures.reduce<Record<string, number>>((tally, failure) => ({ ...tally, [failure.kind]: (tally[failure.kind] ?? 0) + 1 }), {});
  console.log(`fuzz: ${cases.length} requests over the contract in ${Math.round(elapsed)} ms; ${notImplemented} designed 501s of operations not built yet; failures ${JSON.stringify(counts)}`);
  for (const failure of failures) console.log(`  ${failure.kind} — ${failure.case}: ${failure.detail}`);
  expect(cases.length).toBeGreaterThan(2000);
  // The contract has required body properties with defaults (updateUserRole's role), so the case runs.
  expect(cases.filter((testCase) => testCase.name.startsWith(DEFAULTED_REQUIRED_CASE)).map((testCase) => testCase.operationId)).toContain('updateUserRole');
  expect(failures.map((failure) => `${failure.kind} — ${failure.case}: ${failure.detail}`)).toEqual([]);
  expect(elapsed).toBeLessThan(TIME_BUDGET_MS);
});
