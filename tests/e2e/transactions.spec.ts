import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { accessToken, logInToPortal } from './portal-support';
import { parseCsv } from '../harness/csv';
import { excelDay, readWorkbook } from '../harness/xlsx';

// Issue 10, the buyer's read side: the transactions list of executed trades (filters, totals, the CSV
// and Excel exports) and the position overview of the seeded Northwind Foods account (51001).

const ACCOUNT = '51001';

async function openFromSidebar(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a buyer reads the transactions, filters them, exports it as CSV and Excel and reads the position overview', async ({ page }) => {
  await logInToPortal(page, 'buyer@northwind-foods.co.uk');

  // The dashboard's trading widgets.
  await expect(page.getByRole('region', { name: 'Hedged by period' }).getByRole('progressbar').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest orders' }).getByRole('listitem').first()).toBeVisible();

  // Transactions: the seeded executed trades, newest first, with totals.
  await openFromSidebar(page, 'Transactions');
  const transactions = page.getByRole('table', { name: 'Executed trades' });
  await expect(transactions.locator('tbody tr').first()).toBeVisible();
  const totals = page.getByLabel('Totals of the matching trades');
  const allCount = Number((await totals.locator('dd').first().textContent()) ?? '0');
  expect(allCount).toBeGreaterThan(0);
  await expect(transactions.locator('tbody tr').first()).toContainText(/£[\d,]+\.\d{2}/);

  // Filter by trade index: only gas trades, the filter in the URL.
  await page.getByLabel('Trade index').selectOption('GASNBP');
  await page.waitForURL(/[?&]index=GASNBP/);
  await expect(transactions.locator('tbody tr').first()).toContainText('Gas NBP');
  // The product's column, found by its header (a one-account buyer has no Account column).
  const headers = await transactions.locator('thead th').allTextContents();
  const productColumn = headers.findIndex((header) => header.trim() === 'Product') + 1;
  expect(productColumn).toBeGreaterThan(0);
  for (const product of await transactions.locator(`tbody tr td:nth-child(${productColumn})`).allTextContents()) expect(product).toMatch(/^Gas NBP /);
  await expect(transactions).toContainText('p/therm');
  await expect(transactions).not.toContainText('£/MWh');
  const gasCount = Number((await totals.locator('dd').first().textContent()) ?? '0');
  expect(gasCount).toBeGreaterThan(0);
  expect(gasCount).toBeLessThan(allCount);

  // Download the filtered list of transactions: the CSV holds exactly those trades.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = parseCsv(csv);
  expect(header).toEqual(['tradeDate', 'accountId', 'accountName', 'orderId', 'tradeIndex', 'deliveryPeriod', 'tradeDirection', 'volume', 'unit', 'price', 'priceUnit', 'valueGBP']);
  expect(rows).toHaveLength(gasCount);
  for (const row of rows) {
    expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row[1]).toBe(ACCOUNT);
    expect(row[4]).toBe('GASNBP');
    expect(row[7]).toMatch(/^\d+(\.\d+)?$/);
    expect(row[9]).toMatch(/^\d+(\.\d+)?$/);
    expect(row[11]).toMatch(/^\d+(\.\d+)?$/);
  }
  // Newest first, as on the page; the first row is the one the page shows first.
  const dates = rows.map((row) => row[0] ?? '');
  expect([...dates].sort().reverse()).toEqual(dates);
  const firstValue = Number(rows[0]?.[11]);
  await expect(transactions.locator('tbody tr').first()).toContainText(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(firstValue));

  // The same list as an Excel workbook: the filter written above the header, the same trades as typed cells.
  const downloadingXlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const xlsx = await downloadingXlsx;
  expect(xlsx.suggestedFilename()).toMatch(/^transactions-all-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await readWorkbook(await readFile(await xlsx.path()));
  expect(sheet.getCell('A2').value).toBe('Filters: all accounts, index GASNBP, from the first trade, to the latest trade');
  expect(sheet.rowCount).toBe(4 + gasCount);
  expect(sheet.getCell('A5').value).toEqual(excelDay(rows[0]?.[0] ?? ''));
  expect(sheet.getCell('J5').value).toBe(firstValue);
  expect(sheet.getCell('J5').numFmt).toBe('"£"#,##0.00;-"£"#,##0.00');

  // A date range that ends before the first trade: nothing matches.
  await page.getByLabel('To', { exact: true }).fill('2000-01-01');
  await expect(page.getByText('No transactions found.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(totals.locator('dd').first()).toHaveText(String(allCount));

  // Position overview: the server's figures, the chart and its table alternative.
  await openFromSidebar(page, 'Position overview');
  const token = await accessToken(page);
  const response = await page.request.get(`/api/v2/position?accountId=${ACCOUNT}&tradeIndex=POWERUKBASECAL`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { periods: { deliveryPeriod: string; hedgedPercent: number; budgetCost: number; estimatedTotalCost: number | null; budgetAtRiskP5: number | null }[] } };
  // A hedged period with a price: the suite's publications move the business day on (into
  // December when this file runs last), and a period already delivering is no longer quoted, so
  // it has no close and no estimate.
  const hedgedPeriod = data.periods.find((period) => period.hedgedPercent > 0 && period.estimatedTotalCost !== null);
  expect(hedgedPeriod, 'the seed hedges some priced power period').toBeTruthy();
  const { deliveryPeriod, hedgedPercent, budgetCost, estimatedTotalCost } = hedgedPeriod!;
  const gbp = (value: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(value);
  const percent = `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(hedgedPercent)}%`;

  await expect(page.getByRole('img', { name: new RegExp(`^${deliveryPeriod}: .* hedged \\(${percent.replace('.', '\\.')}\\)`) })).toBeVisible();
  const row = page.getByRole('table', { name: 'Position by delivery period' }).getByRole('row', { name: new RegExp(`^${deliveryPeriod}`) });
  await expect(row).toContainText(percent);
  await expect(row).toContainText(gbp(estimatedTotalCost!));
  await expect(row).toContainText(/£[\d,]+\.\d{2} – £[\d,]+\.\d{2}/);
  // The budget cost is one of the period's details, opened under its row.
  const toggle = row.getByRole('button', { name: `Details of ${deliveryPeriod}` });
  const detailsId = await toggle.getAttribute('aria-controls');
  await toggle.click();
  await expect(page.locator(`[id="${detailsId}"]`)).toContainText(gbp(budgetCost));
  await expect(page.getByText(/open volume at the latest close moved by ±1\.645 standard deviations/)).toBeVisible();

  await page.getByText('Table', { exact: true }).click();
  const alternative = page.getByRole('table', { name: 'Hedged and open volume by delivery period' });
  await expect(alternative.getByRole('row', { name: new RegExp(`^${deliveryPeriod}`) })).toContainText(percent);
  await expect(page.getByRole('img', { name: new RegExp(`^${deliveryPeriod}:`) })).toHaveCount(0);
});
