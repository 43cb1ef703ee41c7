import { expect, test, type Page } from '@playwright/test';

import { accessToken, DEMO_PASSWORD, IDP_ORIGIN } from './portal-support';

// Real login through the development identity provider with the unmodified Auth0 SDK,
// against `npm start` (see playwright.config.ts).
const APPROVED_BUYER = 'buyer@northwind-foods.co.uk';
const NO_COMPANY_USER = 'sole.trader@no-company.co.uk';

async function logInThroughIdentityProvider(page: Page, email: string) {
  await page.goto('/auth/login');
  await expect(page.getByText('Login or Register')).toBeVisible();
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await page.waitForURL(`${IDP_ORIGIN}/interaction/**`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // The demo list fills the email in, as a developer would use it.
  await page.getByRole('button', { name: email, exact: true }).click();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('an approved user logs in through the login page, stays logged in after a reload, calls the API and logs out', async ({
  page,
}) => {
  await logInThroughIdentityProvider(page, APPROVED_BUYER);
  // Back in the portal: the terms page on a first visit, else the dashboard.
  await page.waitForURL(/\/app\/market-lens\//);

  await page.reload();
  await page.waitForURL(/\/app\/market-lens\//);
  // auth/login sends an authenticated user straight to the dashboard.
  await page.goto('/auth/login');
  await page.waitForURL('**/app/market-lens/dashboard');

  // Without its cached tokens the SDK falls back to a hidden-frame silent login (prompt=none,
  // response_mode=web_message) on the identity provider's session.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('@@auth0spajs@@')) localStorage.removeItem(key);
  });
  const silentLogin = page.waitForRequest(
    (request) => request.url().startsWith(`${IDP_ORIGIN}/authorize`) && request.url().includes('prompt=none'),
  );
  await page.goto('/auth/login');
  await silentLogin;
  await page.waitForURL('**/app/market-lens/dashboard');

  const token = await accessToken(page);
  const withToken = await page.request.get('/api/v2/user/terms-status', { headers: { Authorization: `Bearer ${token}` } });
  expect(withToken.status()).toBe(200);
  const withoutToken = await page.request.get('/api/v2/user/terms-status');
  expect(withoutToken.status()).toBe(401);

  const logout = page.getByRole('button', { name: 'Logout', exact: true }).or(page.getByRole('link', { name: 'Logout', exact: true }));
  await logout.first().click();
  // /v2/logout ends the identity-provider session and returns to the site origin.
  await page.waitForURL('**/auth/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(page.url()).toContain('/auth/login');
});

test('a user with no company lands on the login callback page with the "No Company Data" message', async ({ page }) => {
  await logInThroughIdentityProvider(page, NO_COMPANY_USER);
  await page.waitForURL('**/auth/loading**');
  await expect(page.getByText("Sorry, we can't log you in")).toBeVisible();
  await expect(
    page.getByText('We could not find any company data for your account. Please contact your Account Manager.'),
  ).toBeVisible();

  // 'Return to Login' logs out through /v2/logout and comes back to the site origin.
  const logoutCall = page.waitForRequest((request) => request.url().startsWith(`${IDP_ORIGIN}/v2/logout`));
  await page.getByRole('button', { name: 'Return to Login' }).click();
  await logoutCall;
  await page.waitForURL('**/auth/login');
  // The identity-provider session is gone: Login asks for credentials again.
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${IDP_ORIGIN}/interaction/**`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('a wrong password keeps the user on the login page with a clear message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${IDP_ORIGIN}/interaction/**`);
  await page.getByLabel('Email address').fill(APPROVED_BUYER);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page.getByLabel('Email address')).toHaveValue(APPROVED_BUYER);
});

test('Register opens the signup page; the new account gets a verification link and is logged in', async ({ page, context }) => {
  const email = `e2e.signup.${Date.now()}@example.co.uk`;
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL(`${IDP_ORIGIN}/interaction/**`);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Signup');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Choose a password of at least 8 characters.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);

  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();

  const verifyUrl = await page.locator('#verify-link').getAttribute('href');
  const verifyPage = await context.newPage();
  await verifyPage.goto(verifyUrl!);
  await expect(verifyPage.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await verifyPage.close();

  await page.getByRole('link', { name: 'Continue to Market Lens' }).click();
  await page.waitForURL(/\/app\/market-lens\//);
  const user = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('@@auth0spajs@@') && name.endsWith('@@user@@'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { decodedToken?: { user?: { email?: string } } }) : null;
  });
  expect(user?.decodedToken?.user?.email).toBe(email);
});
