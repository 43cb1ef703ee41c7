import { expect, test } from '@playwright/test';

import { expectShell, logIn } from './portal-support';

test('a user who never accepted the terms logs in, accepts them and reaches the dashboard shell', async ({ page }) => {
  await logIn(page, 'finance@caledonia-hotels.co.uk');
  await page.waitForURL('**/app/market-lens/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  // hasViewedTerms is set once the page is shown: after login, a user without it is sent here first.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hasViewedTerms'))).toBe('true');

  // Other protected pages show the card until the terms are accepted.
  await page.goto('/app/market-lens/orders');
  await expect(page.getByRole('heading', { name: 'Terms Acceptance Required' })).toBeVisible();
  await page.getByRole('link', { name: 'terms and conditions' }).click();
  await page.waitForURL('**/app/market-lens/terms');

  const acceptance = page.waitForResponse((response) => response.url().endsWith('/api/v2/user/terms-acceptance'));
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  expect((await acceptance).status()).toBe(200);

  // Continues to the dashboard inside the shell.
  await page.waitForURL('**/app/market-lens/dashboard');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hasAccpetedTerms'))).toBe('true');

  // Recorded on the server: a reload stays in the portal.
  await page.reload();
  await expectShell(page);
  await expect(page.getByRole('heading', { name: 'Terms Acceptance Required' })).toHaveCount(0);
});

const STATUS_CARDS = [
  { email: 'unverified@severn-plastics.co.uk', title: 'Verify your email address' },
  { email: 'new.starter@caledonia-hotels.co.uk', title: 'Thank you for signing up' },
  { email: 'former.buyer@severn-plastics.co.uk', title: 'Account Revoked' },
  { email: 'applicant@caledonia-hotels.co.uk', title: 'Account Denied' },
] as const;

for (const { email, title } of STATUS_CARDS) {
  test(`${email} sees the '${title}' card and goes back to login`, async ({ page }) => {
    await logIn(page, email);
    await page.goto('/app/market-lens/dashboard');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // No portal navigation for a user who may not use it.
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to login' }).click();
    await page.waitForURL('**/auth/login');
    await expect(page.getByText('Login or Register')).toBeVisible();
  });
}
