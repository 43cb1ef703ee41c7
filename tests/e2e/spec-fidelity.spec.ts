import { expect, test, type Page } from '@playwright/test';

import { logIn, logInToPortal } from './portal-support';

// Places where the portal follows the product's words exactly (issue 17) and the pages of
// issue 9 that had none: the back-to-website link for logged-out visitors, the email
// verification form, the risk-navigator page and the ID-token claims it reads.

const WEBSITE_URL = 'https://www.market-lens.local';

async function expectBackToWebsite(page: Page) {
  const link = page.getByRole('link', { name: /Back to website/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', WEBSITE_URL);
}

test('a logged-out visitor sees the back-to-website link on every page they can reach', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByText('Login or Register')).toBeVisible();
  await expectBackToWebsite(page);

  await page.goto('/auth/loading?error=access_denied&error_description=Login%20failed&state=forged');
  await expect(page.getByRole('heading', { name: "Sorry, we can't log you in" })).toBeVisible();
  await expectBackToWebsite(page);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Not found' })).toBeVisible();
  await expectBackToWebsite(page);

  await page.goto('/switch-app');
  await expect(page.getByRole('heading', { level: 1, name: 'Switch Apps' })).toBeVisible();
  await expectBackToWebsite(page);

  // The terms page opened from a link asks a logged-out visitor to log in first.
  await page.goto('/app/market-lens/terms');
  await page.waitForURL('**/auth/login');
  await expect(page.getByText('Login or Register')).toBeVisible();
  await expectBackToWebsite(page);
});

test("'Verify your email address' links to the external verification form, and a logged-in user gets no website link", async ({ page }) => {
  await logIn(page, 'unverified@severn-plastics.co.uk');
  await page.goto('/app/market-lens/dashboard');
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  const form = page.getByRole('link', { name: /Email verification form/ });
  await expect(form).toHaveAttribute('href', 'https://www.market-lens.local/verify-email');
  await expect(form).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Back to website/ })).toHaveCount(0);
});

/** The ID token the SDK cached (its `@@user@@` entry), decoded: the SDK builds its `user` from it. */
async function idTokenClaims(page: Page): Promise<Record<string, unknown>> {
  const claims = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      if (!key.startsWith('@@auth0spajs@@') || !key.endsWith('@@user@@')) continue;
      const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { id_token?: string }).id_token;
      if (!token) continue;
      const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
      return JSON.parse(atob(payload)) as Record<string, unknown>;
    }
    return null;
  });
  expect(claims, 'the SDK cached an ID token').toBeTruthy();
  return claims!;
}

test('the risk-navigator route is a page of its own, allowed by the Risk Navigator claims of the ID token', async ({ page }) => {
  await logInToPortal(page, 'buyer@northwind-foods.co.uk');
  expect((await idTokenClaims(page))['https://risk-navigator.market-lens.local/claims']).toEqual({
    role: 'viewer',
    accounts: ['51001'],
    allAccounts: false,
  });

  await page.goto('/app/risk-navigator/51001/support/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Support alerts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 - Not found' })).toHaveCount(0);
  await expect(page.getByText('Viewer', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open support alerts in Risk Navigator/ })).toHaveAttribute(
    'href',
    'https://risk-navigator.market-lens.local/51001/support/alerts',
  );

  // Another company's account: refused, never handed over.
  await page.goto('/app/risk-navigator/52001/support/alerts');
  await expect(page.getByRole('heading', { name: 'No Risk Navigator access to this account' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open support alerts in Risk Navigator/ })).toHaveCount(0);
});
