import { expect, type Page } from '@playwright/test';

/** Shared steps of the portal end-to-end tests: real login through the development IdP. */
export const DEMO_PASSWORD = 'MarketLens!2026';
export const IDP_ORIGIN = process.env.E2E_IDP_ORIGIN ?? `http://localhost:${process.env.IDP_PORT ?? '4001'}`;

/** Fills the identity provider's login form (server/identity-provider/pages.ts) when it is shown. */
export async function submitIdentityProviderLogin(page: Page, email: string) {
  await page.waitForURL(`${IDP_ORIGIN}/interaction/**`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** From the portal's login page through the IdP and back into /app/market-lens. */
export async function logIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await submitIdentityProviderLogin(page, email);
  await page.waitForURL(/\/app\/market-lens\//);
}

/**
 * Logs in and gets past the first-visit terms page (hasViewedTerms is not set in a
 * fresh browser) for a user who accepted the terms long ago.
 */
export async function logInToPortal(page: Page, email: string) {
  await logIn(page, email);
  await page.waitForURL('**/app/market-lens/terms');
  await page.getByRole('link', { name: 'Continue to Market Lens' }).click();
  await page.waitForURL('**/app/market-lens/dashboard');
}

/** The shell is up: its navigation and the main landmark. */
export async function expectShell(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeAttached();
}

/** The SDK's cached access token (cacheLocation="localstorage"). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      if (!key.startsWith('@@auth0spajs@@') || key.endsWith('@@user@@')) continue;
      const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { body?: { access_token?: string } };
      if (entry.body?.access_token) return entry.body.access_token;
    }
    return null;
  });
  expect(token, 'the SDK cached an access token').toBeTruthy();
  return token!;
}
