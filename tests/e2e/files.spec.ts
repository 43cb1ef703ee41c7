import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { logInToPortal } from './portal-support';

// Issue 14, Files: a flexible customer finds last month's bespoke portfolio report (generated
// by the server from the account's position), opens it in the viewer and downloads one.

test('a buyer filters Files to portfolio reports, opens one in the viewer and downloads one', async ({ page }) => {
  await logInToPortal(page, 'buyer@northwind-foods.co.uk');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' }).click();
  await page.waitForURL(/\/app\/market-lens\/(\d+\/)?files$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  // Newest first: the daily market reports lead the first page.
  await expect(page.getByRole('link', { name: /^Daily Market Report \d{4}-\d{2}-\d{2}\.pdf$/ }).first()).toBeVisible();

  // Filter: the URL keeps the category, and only portfolio reports remain.
  const filtered = page.waitForResponse((r) => r.url().includes('/api/v2/files?') && r.url().includes('category=portfolio_report'));
  await page.getByLabel('Category').selectOption({ label: 'Portfolio reports' });
  expect((await filtered).status()).toBe(200);
  await expect(page).toHaveURL(/category=portfolio_report/);
  const reportLinks = page.getByRole('link', { name: /^Portfolio report .+ \d{4}\.pdf$/ });
  await expect(reportLinks).toHaveCount(3);
  await expect(page.getByRole('link', { name: /^Daily Market Report/ })).toHaveCount(0);
  const firstName = (await reportLinks.first().textContent()) ?? '';

  // Open the newest in the viewer: the server serves the generated PDF.
  const pdf = page.waitForResponse((r) => /\/api\/v2\/files\/[0-9a-f-]+\/content\?disposition=inline/.test(r.url()));
  await reportLinks.first().click();
  await page.waitForURL(/\/files\/view\/[0-9a-f-]+$/);
  const served = await pdf;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('heading', { level: 1, name: /^Northwind Foods - portfolio report, .+ \d{4}$/ })).toBeVisible();
  await expect(page.getByTitle(/^Northwind Foods - portfolio report/)).toHaveAttribute('src', /^blob:/);

  // Back to the filtered list; download a report from its row.
  await page.goBack();
  await expect(page).toHaveURL(/category=portfolio_report/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${firstName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(firstName);
  const saved = readFileSync(await download.path());
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(saved.toString('latin1')).toContain('/Type /Page');
});
