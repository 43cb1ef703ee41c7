import { expect, test, type Page, type Request } from '@playwright/test';

import { expectShell, logIn, logInToPortal } from './portal-support';
import { apiPaths, DESK, NORTHWIND_BUYER, recordApiRequests, startViewAs, viewAsBanner } from './session-support';

/**
 * The query cache outlives navigation inside the portal (5 minutes, src/app/query-client.ts)
 * and belongs to the signed-in user: cleared on logout, on a change of user and on
 * entering or leaving view-as (docs/session-state.md).
 */

const SESSION_CALLS = [/^\/api\/v2\/user\/terms-status$/, /^\/api\/v2\/user\/[^/]+\/profile$/, /^\/api\/v2\/accounts$/];

function sessionCalls(requests: Request[]): string[] {
  return apiPaths(requests).filter((path) => SESSION_CALLS.some((pattern) => pattern.test(path)));
}

async function expectDashboard(page: Page) {
  await page.waitForURL('**/app/market-lens/dashboard');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

async function expectAllSessionCalls(requests: Request[]) {
  for (const pattern of SESSION_CALLS) {
    await expect.poll(() => apiPaths(requests).some((path) => pattern.test(path)), String(pattern)).toBe(true);
  }
}

test('Overview and back to Market Lens asks again for neither terms-status, the profile nor the accounts', async ({ page }) => {
  await logInToPortal(page, NORTHWIND_BUYER);
  await page.waitForLoadState('networkidle');

  const requests = recordApiRequests(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview', exact: true }).click();
  await page.waitForURL('**/switch-app');
  await page.getByRole('link', { name: 'Open Market Lens' }).click();
  await expectDashboard(page);
  await page.waitForLoadState('networkidle');
  expect(sessionCalls(requests)).toEqual([]);
  // The permissions of the active account are cached too.
  expect(apiPaths(requests).filter((path) => path.endsWith('/permissions'))).toEqual([]);
});

test('after logout the next login asks for everything again', async ({ page }) => {
  await logInToPortal(page, NORTHWIND_BUYER);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await page.waitForURL('**/auth/login');

  const requests = recordApiRequests(page);
  await logIn(page, NORTHWIND_BUYER);
  await expectDashboard(page);
  await expectAllSessionCalls(requests);
});

test('entering and leaving view-as clears the cache: each side asks for its own data', async ({ page }) => {
  await logInToPortal(page, DESK);
  await page.waitForLoadState('networkidle');

  const entering = recordApiRequests(page);
  await startViewAs(page, 'Rajesh Patel');
  await expect(viewAsBanner(page)).toBeVisible();
  await expect.poll(() => entering.some((request) => request.url().endsWith('/api/v2/accounts') && request.headers()['x-view-as'])).toBe(true);
  await page.waitForLoadState('networkidle');

  const leaving = recordApiRequests(page);
  await viewAsBanner(page).getByRole('button', { name: 'Exit View As' }).click();
  await expectDashboard(page);
  await expect(viewAsBanner(page)).toHaveCount(0);
  // The desk's own data again, asked for anew rather than served from before view-as.
  await expectAllSessionCalls(leaving);
  const after = leaving.filter((request) => SESSION_CALLS.some((pattern) => pattern.test(new URL(request.url()).pathname)));
  for (const request of after) expect(request.headers()['x-view-as'], request.url()).toBeUndefined();
});
