import { expect, test, type Page } from '@playwright/test';

import { accessToken, expectShell, IDP_ORIGIN, logInToPortal, submitIdentityProviderLogin } from './portal-support';

const NBS_ADMIN = 'desk@market-lens.co.uk';
const BUYER = 'buyer@northwind-foods.co.uk';

async function accountOptions(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open the account list' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const labels = await options.allTextContents();
  await page.keyboard.press('Escape');
  return labels;
}

test('an API 401 leads to login and back to the page after login', async ({ page }) => {
  await logInToPortal(page, BUYER);

  // The API refuses the token once (as after a key rotation or a revoked session).
  await page.route('**/api/v2/accounts', (route) =>
    route.fulfill({ status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'The access token is not valid.' } }),
    { times: 1 },
  );
  const authorize = page.waitForRequest((request) => request.url().startsWith(`${IDP_ORIGIN}/authorize`));
  await page.goto('/app/market-lens/orders?from=e2e');
  await authorize;
  // The identity provider still has a session, so login may complete without the form.
  await page.waitForURL((url) => url.href.startsWith(`${IDP_ORIGIN}/interaction/`) || url.pathname.startsWith('/app/'));
  if (page.url().startsWith(`${IDP_ORIGIN}/interaction/`)) await submitIdentityProviderLogin(page, BUYER);

  await page.waitForURL('**/app/market-lens/orders?from=e2e');
  await expectShell(page);
});

test('an nbs_admin views the portal as another user, read-only, and exits to their own view', async ({ page }) => {
  await logInToPortal(page, NBS_ADMIN);
  const ownAccounts = await accountOptions(page);
  expect(ownAccounts.length).toBeGreaterThan(3);

  await page.goto('/app/market-lens/settings/user-admin');
  await expect(page.getByRole('heading', { name: 'User admin' })).toBeVisible();
  await page.getByRole('button', { name: 'View as Rajesh Patel' }).click();

  const dialog = page.getByRole('dialog', { name: 'View as Rajesh Patel' });
  await dialog.getByLabel('Reason').fill('Hi');
  await dialog.getByRole('button', { name: 'Start viewing as' }).click();
  await expect(dialog.getByText('The reason must be at least 5 characters.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Support query 4711: checking what Rajesh sees');
  const started = page.waitForResponse((response) => response.url().endsWith('/api/v2/admin/view-as'));
  await dialog.getByRole('button', { name: 'Start viewing as' }).click();
  expect((await started).status()).toBe(200);

  await page.waitForURL('**/app/market-lens/dashboard');
  const banner = page.getByRole('region', { name: 'View-as mode' });
  await expect(banner).toContainText('Viewing as: Rajesh Patel - ');
  const viewedAccounts = await accountOptions(page);
  expect(viewedAccounts.length).toBe(3);
  for (const label of viewedAccounts) expect(ownAccounts).toContain(label);

  // Every request now carries x-view-as; the server refuses any change.
  const refused = await page.evaluate(
    async ({ token, viewAs }) => {
      const response = await fetch('/api/v2/user/terms-acceptance', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'x-view-as': viewAs },
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    },
    { token: await accessToken(page), viewAs: await viewedUserId(page) },
  );
  expect(refused.status).toBe(403);
  expect(refused.body.message).toMatch(/view/i);

  await banner.getByRole('button', { name: 'Exit View As' }).click();
  await page.waitForURL('**/app/market-lens/dashboard');
  await expect(page.getByRole('region', { name: 'View-as mode' })).toHaveCount(0);
  expect(await accountOptions(page)).toEqual(ownAccounts);
});

async function viewedUserId(page: Page): Promise<string> {
  const saved = await page.evaluate(() => sessionStorage.getItem('market-lens.view-as'));
  const id = (JSON.parse(saved ?? '{}') as { viewAsUser?: { id?: string } }).viewAsUser?.id;
  expect(id, 'view-as is kept for a reload').toBeTruthy();
  return id!;
}

test('under 700px the bottom bar shows; logout returns to the origin', async ({ page }) => {
  await logInToPortal(page, BUYER);
  const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bottomBar).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bottomBar).toBeVisible();
  for (const name of ['Overview', 'Messages', 'Files', 'Support']) {
    await expect(bottomBar.getByRole('link', { name })).toBeVisible();
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Logout' }).click();
  // The IdP ends its session and returns to the site origin, which opens the login page.
  await page.waitForURL('**/auth/login');
  await expect(page.getByText('Login or Register')).toBeVisible();
  await page.goto('/app/market-lens/dashboard');
  await page.waitForURL('**/auth/login');
});
