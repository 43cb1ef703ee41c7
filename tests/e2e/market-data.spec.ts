import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { E2E_NOW } from './e2e-clock';
import { logInToPortal } from './portal-support';

// Issue 5 end to end: a multi-company buyer's morning look at the market, on the real
// server and seed, and a new business day published while the portal runs.

const closingPrices = (page: Page) => page.getByRole('region', { name: /Closing Prices/ });

/** The "as at the close of …" line of the Closing Prices panel. */
async function closeDateText(page: Page): Promise<string> {
  const line = closingPrices(page).getByText(/as at the close of/);
  await expect(line).toBeVisible();
  return (await line.textContent()) ?? '';
}

test('a multi-company buyer switches account, explores prices, reads the report and a post, and sees a new day', async ({ page }) => {
  await logInToPortal(page, 'procurement@harbour-group.co.uk');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The page runs on the portal's business clock (MARKET_LENS_NOW = E2E_NOW, docs/time.md): the
  // server wrote its offset into the page (the panel's "today", below, is that clock's day).
  const businessNow = await page.evaluate(() => Date.now() + Number(document.querySelector('meta[name="market-lens-clock-offset"]')?.getAttribute('content') ?? Number.NaN));
  expect(businessNow - Date.parse(E2E_NOW)).toBeGreaterThanOrEqual(0);
  expect(businessNow - Date.parse(E2E_NOW)).toBeLessThan(60 * 60_000);

  // Switch account: the URL gains the account id.
  const selector = page.getByRole('combobox', { name: 'Customer account' });
  await selector.click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(1);
  await options.nth(1).click();
  await page.waitForURL(/\/app\/market-lens\/\d+\/dashboard/);
  const accountDashboard = new URL(page.url()).pathname;

  // Change period and index: the table follows with the server's data.
  await expect(closingPrices(page).getByRole('table')).toBeVisible();
  await expect(closingPrices(page).locator('time').first()).toHaveAttribute('datetime', E2E_NOW.slice(0, 10));
  const monthly = page.waitForResponse((r) => r.url().includes('/closing-prices/latest') && r.url().includes('period=month'));
  await closingPrices(page).getByText('Month', { exact: true }).click();
  expect((await monthly).status()).toBe(200);
  await expect(closingPrices(page).getByRole('table')).toContainText(/[A-Z][a-z]{2}-\d{2}/);

  const gas = page.waitForResponse((r) => r.url().includes('/closing-prices/latest') && r.url().includes('tradeIndex=GASNBP'));
  await closingPrices(page).getByLabel('Trade index').selectOption('GASNBP');
  expect((await gas).status()).toBe(200);
  await expect(closingPrices(page)).toContainText('p/therm');

  // Open a price chart, then its accessible table.
  await closingPrices(page).getByRole('button', { name: /^Chart: price history of / }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByText('Show as table').click();
  await expect(dialog.getByRole('table')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The latest report opens in the report viewer, titled as on the card (the seed's
  // newest daily report, titled like 'Daily Market Report – Friday, 20 November 2026'; the
  // viewer's error heading would not match).
  const reportTitle = page.getByRole('region', { name: 'Latest daily report' }).getByRole('heading', { level: 2 });
  await expect(reportTitle).toHaveText(/^Daily Market Report – \w+day,? \d{1,2} \w+ \d{4}$/);
  const report = (await reportTitle.textContent()) ?? '';
  await page.getByRole('link', { name: /^Read now/ }).click();
  await page.waitForURL(/\/files\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: report, exact: true })).toBeVisible();

  // A market information post: its page is titled as the card that links to it.
  await page.goto('/app/market-lens/market-information');
  const postLink = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  await expect(postLink).toHaveText(/\S/);
  const postTitle = ((await postLink.textContent()) ?? '').trim();
  await postLink.click();
  await page.waitForURL(/\/market-information\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: postTitle, exact: true })).toBeVisible();
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();

  // Publish the next business day while the portal runs: the dashboard shows it.
  await page.goto(accountDashboard);
  const before = await closeDateText(page);
  const publish = spawnSync(path.resolve('node_modules/.bin/node'), ['--import', 'tsx', 'scripts/publish-closing-prices.ts'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data' },
    encoding: 'utf8',
  });
  expect(publish.status, publish.stderr).toBe(0);
  expect(publish.stdout).toContain('by the running server');
  await page.reload();
  await expect.poll(() => closeDateText(page)).not.toBe(before);
});
