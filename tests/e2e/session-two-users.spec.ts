import { expect, test, type Page } from '@playwright/test';

import { expectShell, IDP_ORIGIN, logIn, logInToPortal, submitIdentityProviderLogin } from './portal-support';
import { apiPaths, DESK, NORTHWIND_BUYER, recordApiRequests, startViewAs, viewAsBanner } from './session-support';

/**
 * Everything a session keeps in the tab — view-as, the return path, cached queries, the
 * active account — belongs to the signed-in user (docs/session-state.md). Two users log
 * in, one after the other, on one tab; nothing of the first reaches the second.
 */

const HARBOUR_ORDERS = '/app/market-lens/52001/orders';

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await page.waitForURL('**/auth/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
}

/** What the Northwind buyer must see, whatever the desk left in the tab. */
async function expectOwnNorthwindPortal(page: Page, requests: ReturnType<typeof recordApiRequests>) {
  await page.waitForURL('**/app/market-lens/dashboard');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(viewAsBanner(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Terms Acceptance Required' })).toHaveCount(0);
  await expect.poll(() => apiPaths(requests)).toContain('/api/v2/accounts');
  // Her own calls only: no x-view-as, no 403.
  for (const request of requests) expect(request.headers()['x-view-as'], request.url()).toBeUndefined();
  for (const request of requests) {
    const response = await request.response();
    expect(response?.status(), request.url()).not.toBe(403);
  }
  // Her own profile and accounts were asked for anew (not served from the desk's cache).
  expect(apiPaths(requests).some((path) => /^\/api\/v2\/user\/[^/]+\/profile$/.test(path))).toBe(true);
  expect(apiPaths(requests)).toContain('/api/v2/user/terms-status');
  expect(await page.evaluate(() => sessionStorage.getItem('market-lens.view-as'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('marketLens.returnPath'))).toBeNull();
}

test('logout ends view-as, the return path, the cache and the active account: the next user of the tab gets none', async ({
  page,
}) => {
  await logInToPortal(page, DESK);
  await startViewAs(page, 'Rajesh Patel');
  await expect(viewAsBanner(page)).toContainText('Viewing as: Rajesh Patel - ');
  // An active account of Harbour's, in the URL.
  await page.goto(HARBOUR_ORDERS);
  await expect(viewAsBanner(page)).toBeVisible();
  await logOut(page);
  expect(await page.evaluate(() => sessionStorage.getItem('market-lens.view-as'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('marketLens.returnPath'))).toBeNull();

  const requests = recordApiRequests(page);
  await logIn(page, NORTHWIND_BUYER);
  await expectOwnNorthwindPortal(page, requests);
  expect(page.url()).not.toContain('/52001/');
});

test('logging out on the terms page does not bring the next login back to it', async ({ page }) => {
  await logInToPortal(page, DESK);
  await page.goto('/app/market-lens/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await logOut(page);
  const requests = recordApiRequests(page);
  await logIn(page, NORTHWIND_BUYER);
  await expectOwnNorthwindPortal(page, requests);
});

test("a different user signing in after a session ended never gets the previous user's page or view-as", async ({
  page,
  context,
}) => {
  await logInToPortal(page, DESK);
  await startViewAs(page, 'Rajesh Patel');
  await page.goto(HARBOUR_ORDERS);
  await expect(viewAsBanner(page)).toBeVisible();

  // The desk's session ends without a logout (tokens and identity-provider session gone).
  await context.clearCookies();
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('@@auth0spajs@@')) localStorage.removeItem(key);
  });
  // The guard sends the signed-out visitor to login, saving the page for whoever's session it was.
  await page.goto(HARBOUR_ORDERS);
  await page.waitForURL('**/auth/login');
  expect(await page.evaluate(() => sessionStorage.getItem('marketLens.returnPath'))).toContain('/52001/orders');

  const requests = recordApiRequests(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await submitIdentityProviderLogin(page, NORTHWIND_BUYER);
  await expectOwnNorthwindPortal(page, requests);
  expect(page.url()).not.toContain('/52001/');
});

test('the return path is saved by the route guard for a signed-out visitor and used once', async ({ page }) => {
  // A browser that has seen the terms before goes straight to the return path.
  await page.goto('/auth/login');
  await page.evaluate(() => localStorage.setItem('hasViewedTerms', 'true'));
  await page.goto('/app/market-lens/market-information?from=bookmark');
  await page.waitForURL('**/auth/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await submitIdentityProviderLogin(page, NORTHWIND_BUYER);
  await page.waitForURL('**/app/market-lens/market-information?from=bookmark');
  await expectShell(page);
  expect(await page.evaluate(() => sessionStorage.getItem('marketLens.returnPath'))).toBeNull();

  // Used once: the next login, by the same user, lands on the dashboard.
  await logOut(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(`${IDP_ORIGIN}/interaction/`) || url.pathname.startsWith('/app/'));
  if (page.url().startsWith(`${IDP_ORIGIN}/interaction/`)) await submitIdentityProviderLogin(page, NORTHWIND_BUYER);
  await page.waitForURL('**/app/market-lens/dashboard');
});
