import { expect, test } from '@playwright/test';

import { logInToPortal } from './portal-support';

// Issue 28, outcome 4: the demo buyer's latest trade has its written confirmation (seeded,
// awaiting an answer). The buyer opens the PDF from the ledger, then disputes the trade with a
// reason, which opens a support query for the desk (docs/trading.md, "Confirmations").

test('a buyer opens a trade confirmation from Transactions and disputes it with a reason', async ({ page }) => {
  await logInToPortal(page, 'buyer@northwind-foods.co.uk');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
  const transactions = page.getByRole('table', { name: 'Executed trades' });
  const row = transactions.locator('tbody tr', { hasText: 'Awaiting your answer' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/by \d{1,2} [A-Z][a-z]{2} \d{4}, 5:00pm/);

  // The PDF opens in the viewer, served to a user with view:orders.
  const pdf = page.waitForResponse((r) => /\/api\/v2\/files\/[0-9a-f-]+\/content\?disposition=inline/.test(r.url()));
  await row.getByRole('link', { name: /^Confirmation PDF of the / }).click();
  await page.waitForURL(/\/files\/view\/[0-9a-f-]+$/);
  const served = await pdf;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.goBack();

  // Dispute: a reason is required; then the support query is named and the ledger says Disputed.
  const pending = transactions.locator('tbody tr', { hasText: 'Awaiting your answer' }).first();
  // The product's name (its confirmation is written under it, in the same cell).
  const product = (await pending.locator('td').nth(1).locator('span').first().textContent()) ?? '';
  await pending.getByRole('button', { name: /^Dispute the / }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispute this trade' });
  await dialog.getByRole('button', { name: 'Dispute trade' }).click();
  await expect(dialog.getByText('Enter what is wrong with the confirmation.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The volume should be one clip less, as agreed by phone.');
  await dialog.getByRole('button', { name: 'Dispute trade' }).click();
  await expect(page.getByText(/^Trade disputed\. Support query SQ-\d{2}-\d{6} is open with our trading desk\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(transactions.locator('tbody tr', { hasText: 'Disputed' }).filter({ hasText: product }).first()).toBeVisible();
});
