import { expect, test, type Browser, type Page } from '@playwright/test';

import { accessToken, expectShell, IDP_ORIGIN, logInToPortal } from './portal-support';
import { DESK, NORTHWIND_BUYER } from './session-support';

// Administration end to end (docs/roles-and-permissions.md, "Who may change whom"): the desk
// approves a new registration from the queue, removes a permission, revokes an open portal. Each
// test puts the seeded users back as it found them, for the suites that run after it.

const CALEDONIA_BUYER = 'buyer@caledonia-hotels.co.uk';

async function deskPage(browser: Browser, tab?: 'Registrations' | 'Users'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInToPortal(page, DESK);
  await page.goto('/app/market-lens/settings/user-admin');
  await expect(page.getByRole('heading', { name: 'User admin' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
  return page;
}

/** Calls the API as the page's signed-in user. */
async function api(page: Page, method: 'PUT' | 'POST', path: string, data: unknown) {
  const response = await page.request.fetch(`/api/v2${path}`, { method, data, headers: { authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status(), `${method} ${path}`).toBe(200);
}

test('a new user registers, the desk approves them from the queue, and they reach the dashboard', async ({ page, context, browser }) => {
  // A domain nobody else has: the server cannot tell the company, and the desk chooses it.
  const email = `nadia@e2e-approval-${Date.now()}.example.co.uk`;
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL(`${IDP_ORIGIN}/interaction/**`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Nadia');
  await page.getByLabel('Last name').fill('Approval');
  await page.getByLabel('Password').fill('harbour lantern cobalt meadow');
  await page.getByRole('button', { name: 'Create account' }).click();
  const verifyUrl = await page.locator('#verify-link').getAttribute('href');
  const verifyPage = await context.newPage();
  await verifyPage.goto(verifyUrl!);
  await expect(verifyPage.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await verifyPage.close();
  await page.getByRole('link', { name: 'Continue to Market Lens' }).click();
  await page.waitForURL(/\/app\/market-lens\//);
  // Terms first, then the registered card until the desk approves.
  await page.waitForURL('**/app/market-lens/terms');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for signing up' })).toBeVisible();

  const desk = await deskPage(browser, 'Registrations');
  await desk.getByRole('button', { name: 'Approve Nadia Approval' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Approve Nadia Approval' });
  await expect(dialog.getByText('We don’t know Nadia Approval’s company yet: choose it first, then the account.')).toBeVisible();
  await dialog.getByLabel('Company').selectOption({ label: 'Caledonia Hotels Ltd' });
  // Only Caledonia's accounts are offered now: 54001, by its id.
  await expect(dialog.getByLabel('Approve onto account').locator('option')).toHaveText(['Choose an account…', 'Caledonia Hotels (54001)']);
  await dialog.getByLabel('Approve onto account').selectOption('54001');
  const approved = desk.waitForResponse((response) => response.url().includes('/status') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  expect((await approved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  // Confirmed: a toast, and the row leaves the queue.
  await expect(desk.getByText('Nadia Approval is approved.')).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Approve Nadia Approval' })).toBeHidden();
  await desk.context().close();

  // The new user's next load opens the portal.
  await page.goto('/app/market-lens/dashboard');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/Welcome back, Nadia\./)).toBeVisible();
});

test("removing a permission takes the page out of the user's sidebar", async ({ page, browser }) => {
  await logInToPortal(page, NORTHWIND_BUYER);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Files' })).toBeVisible();

  const desk = await deskPage(browser);
  await desk.getByLabel('Search by name or email').fill('northwind');
  await desk.getByRole('button', { name: 'Permissions of Olivia Bennett' }).click();
  const editor = desk.getByRole('dialog', { name: 'Permissions of Olivia Bennett' });
  const files = editor.getByRole('checkbox', { name: 'Files' });
  await expect(files).toBeChecked();
  await files.click();
  await expect(editor.getByText('Saved.')).toBeVisible();
  await expect(files).not.toBeChecked();

  try {
    await page.reload();
    await expectShell(page);
    await expect(sidebar.getByRole('link', { name: 'Market information' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Files' })).toHaveCount(0);
  } finally {
    await api(desk, 'PUT', `/admin/users/${encodeURIComponent('ml|1001')}/accounts/51001/permissions`, {
      permissions: ['view:orders', 'view:price_alerts', 'view:user_files', 'view:closing_prices'],
    });
    await desk.context().close();
  }
});

test("a revoked user's open portal turns into 'Account Revoked' without a new login", async ({ page, browser }) => {
  await logInToPortal(page, CALEDONIA_BUYER);
  await expectShell(page);

  const desk = await deskPage(browser);
  await desk.getByLabel('Search by name or email').fill('buyer@caledonia');
  await desk.getByRole('button', { name: 'Revoke Alasdair Grant' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Revoke access of Alasdair Grant' });
  await dialog.getByRole('button', { name: 'Revoke access' }).click();
  await expect(dialog).toBeHidden();

  try {
    // The buyer comes back to the tab: nothing is refetched on focus (spec §9), so the page stays
    // until the next call, which the server refuses with 403; that refusal refetches the profile
    // and the card replaces the page.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    const revoked = page.getByRole('heading', { name: 'Account Revoked' });
    await expect(page.getByRole('heading', { name: 'Account Revoked' })).toHaveCount(0);
    // The buyer moves on to a page not yet loaded (in-app, as a link would): its call is refused.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/app/market-lens/support/queries');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(revoked).toBeVisible();
  } finally {
    await api(desk, 'POST', `/admin/users/${encodeURIComponent('ml|1012')}/status`, { action: 'reinstate' });
    await desk.context().close();
  }
});
