import { expect, test, type Page } from '@playwright/test';

import { expectShell, logIn, logInToPortal } from './portal-support';
import { DESK, startViewAs, viewAsBanner } from './session-support';

/**
 * View-as shows exactly what the viewed user sees — their status card included — with
 * the banner and 'Exit View As' always on top (docs/session-state.md).
 */

/** The banner is there, on screen and not covered: 'Exit View As' is the element at its own centre. */
async function expectReachableExit(page: Page, name: string) {
  const banner = viewAsBanner(page);
  await expect(banner).toContainText(new RegExp(`Viewing as: ${name} - \\S+`));
  const exit = banner.getByRole('button', { name: 'Exit View As' });
  await expect(exit).toBeInViewport();
  const onTop = await exit.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && button.contains(top);
  });
  expect(onTop, "'Exit View As' is not covered by anything").toBe(true);
}

async function exitToOwnPortal(page: Page) {
  await viewAsBanner(page).getByRole('button', { name: 'Exit View As' }).click();
  await page.waitForURL('**/app/market-lens/dashboard');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(viewAsBanner(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('market-lens.view-as'))).toBeNull();
}

test('viewing as a revoked user shows their card under the banner; reload keeps it; Exit returns to the desk portal', async ({
  page,
}) => {
  await logInToPortal(page, DESK);
  await startViewAs(page, 'Derek Price');

  await expect(page.getByRole('heading', { name: 'Account Revoked' })).toBeVisible();
  await expectReachableExit(page, 'Derek Price');
  // Only the card: no portal navigation of the viewed user's.
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Revoked' })).toBeVisible();
  await expectReachableExit(page, 'Derek Price');

  // Going elsewhere in the portal shows the same card, with the way out.
  await page.goto('/app/market-lens/settings/user-admin');
  await expect(page.getByRole('heading', { name: 'Account Revoked' })).toBeVisible();
  await expectReachableExit(page, 'Derek Price');

  await exitToOwnPortal(page);
});

test('viewing as a user who has not accepted the terms shows their terms card and a read-only terms page', async ({ page }) => {
  await logInToPortal(page, DESK);
  await startViewAs(page, 'Ewan Stewart');

  await expect(page.getByRole('heading', { name: 'Terms Acceptance Required' })).toBeVisible();
  await expectReachableExit(page, 'Ewan Stewart');
  // No data call was made for him, so no error toast covers anything.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);

  await page.getByRole('link', { name: 'terms and conditions' }).click();
  await page.waitForURL('**/app/market-lens/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  await expect(accept).toBeDisabled();
  await expect(accept).toHaveAccessibleDescription(/Viewing as is read-only, so changes are disabled/);
  await expectReachableExit(page, 'Ewan Stewart');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeDisabled();
  await expectReachableExit(page, 'Ewan Stewart');

  // Viewing his terms page did not mark the desk's own browser flags.
  await exitToOwnPortal(page);
});

// Moved here from portal-terms-and-status.spec.ts: it accepts Ewan Stewart's terms, so it
// must run after the view-as test above, which needs them not yet accepted.
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
