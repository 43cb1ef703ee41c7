import { expect, test } from '@playwright/test';

import { logIn } from './portal-support';

// 'a user who never accepted the terms logs in, accepts them …' lives in session-view-as.spec.ts:
// it accepts Ewan Stewart's terms, which the view-as test there needs not yet accepted.

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
