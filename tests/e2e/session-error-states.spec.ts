import { expect, test, type Page } from '@playwright/test';

import { expectShell, logInToPortal } from './portal-support';
import { NORTHWIND_BUYER } from './session-support';

/**
 * The three client error states: a load error is shown as such (not as 'Terms Acceptance
 * Required'), a failed chunk load offers a reload after reloading once by itself, and a
 * hanging API ends in the error state with a retry (src/api/http-client.ts time-out).
 */

const TERMS_STATUS = '**/api/v2/user/terms-status';
const PROFILE = /\/api\/v2\/user\/[^/]+\/profile$/;

async function expectLoadErrorCard(page: Page, text: string | RegExp, timeout?: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible({ timeout });
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms Acceptance Required' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
}

async function retryIntoPortal(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('with the API failing on a fresh load, the card shows the load error with a retry', async ({ page }) => {
  await logInToPortal(page, NORTHWIND_BUYER);
  const unavailable = { status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Market Lens is being updated.' } };
  await page.route(TERMS_STATUS, (route) => route.fulfill(unavailable));
  await page.route(PROFILE, (route) => route.fulfill(unavailable));
  await page.reload();
  await expectLoadErrorCard(page, 'Market Lens is being updated.');
  await retryIntoPortal(page);
});

test('with the API not answering, the time-out ends the loading in the error state with a retry', async ({ page }) => {
  test.setTimeout(90_000);
  await logInToPortal(page, NORTHWIND_BUYER);
  // Requests that are never answered.
  await page.route(TERMS_STATUS, () => {});
  await page.route(PROFILE, () => {});
  const started = Date.now();
  await page.reload();
  await expect(page.getByText('Loading Market Lens')).toBeVisible();
  // The API time-out is 15 s.
  await expectLoadErrorCard(page, 'Market Lens did not answer in time. Please try again.', 25_000);
  // The 15 s time-out, once: a timed-out call is not retried before the card shows.
  expect(Date.now() - started).toBeLessThan(30_000);
  await retryIntoPortal(page);
});

test('a page whose code cannot be fetched reloads once by itself, then offers a reload', async ({ page }) => {
  await logInToPortal(page, NORTHWIND_BUYER);
  await page.waitForLoadState('networkidle');
  // Every script loaded so far stays available; any other chunk is gone (as after a deploy).
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('?')[0] ?? '')),
  );
  await page.route(
    (url) => url.pathname.endsWith('.js') && !loaded.has(`${url.origin}${url.pathname}`),
    (route) => route.abort('failed'),
  );
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documentLoads += 1;
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Market information' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
  // It reloaded by itself exactly once, and then stopped (no reload loop).
  expect(documentLoads).toBe(1);
  await page.waitForTimeout(1000);
  expect(documentLoads).toBe(1);
  expect(page.url()).toMatch(/\/app\/market-lens\/(\d+\/)?market-information$/);

  // The new version is there now: Reload opens the page.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Market information' })).toBeVisible();
  await expectShell(page);
});
