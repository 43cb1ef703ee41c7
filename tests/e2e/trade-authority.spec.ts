import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import type { Order } from '../../generated/model/order';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import { accessToken, logInToPortal } from './portal-support';

/**
 * Four-eyes approval on the real stack (docs/trade-authority.md): the Harbour admin limits the
 * buyer's volume per order on Power base UK in Settings › User admin, the buyer's order above it
 * waits ("Awaiting approval"), Harbour's finance approves it with a reason on Approvals, and the
 * next closing-price publication executes it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(root, '.tmp/e2e-data');
const ADMIN = 'admin@harbour-group.co.uk';
const BUYER = 'procurement@harbour-group.co.uk';
const FINANCE = 'finance@harbour-group.co.uk';
const LOGISTICS = '52001';

async function api<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(`/api/v2${url}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

test('the admin limits a buyer, his order above it waits, a colleague approves it and the publication executes it', async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext()).newPage();
  const buyer = await (await browser.newContext()).newPage();
  const finance = await (await browser.newContext()).newPage();

  // A month of baseload power with room for two clips, which finance's limits cover.
  await logInToPortal(buyer, BUYER);
  const products = (await api<{ data: TradableProduct[] }>(buyer, `/orders/tradable-products?accountId=${LOGISTICS}&tradeIndex=POWERUKBASECAL`)).data;
  const product = products.find((p) => p.period === 'month' && p.latestPrice !== null && p.forecastVolume - p.hedgedVolume - p.pendingBuyVolume >= 2 * p.minimumClipVolume && 2 * p.minimumClipVolume <= 20);
  expect(product, 'a month with room for two clips').toBeTruthy();
  const clip = product!.minimumClipVolume;

  // The admin: one clip per order on Power base UK.
  await logInToPortal(admin, ADMIN);
  await admin.goto('/app/market-lens/settings/user-admin');
  await admin.getByRole('button', { name: 'Trade authority of Rajesh Patel' }).first().click();
  const editor = admin.getByRole('dialog', { name: 'Trade authority of Rajesh Patel' });
  const volume = editor.getByLabel('Largest volume per order (MW)').first();
  await volume.fill(String(clip));
  await editor.getByRole('button', { name: 'Save Power base UK' }).click();
  await expect(editor.getByText('Saved.')).toBeVisible();

  // The buyer's order of two clips waits for approval.
  await buyer.goto(`/app/market-lens/${LOGISTICS}/orders/add-new`);
  await buyer.getByLabel('Product').selectOption(`${product!.tradeIndex}:${product!.deliveryPeriod}`);
  await buyer.getByLabel('Volume').fill(String(2 * clip));
  await buyer.getByRole('button', { name: 'Review order' }).click();
  await buyer.getByRole('button', { name: 'Place order' }).click();
  await buyer.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = buyer.url().split('/').pop()!;
  await expect(buyer.getByText('Awaiting approval', { exact: true })).toBeVisible();
  await expect(buyer.getByText(`Awaiting approval: ${2 * clip} MW is above your largest volume per order of ${clip} MW`)).toBeVisible();
  const waiting = (await api<{ data: Order }>(buyer, `/orders/${orderId}`)).data;

  // Finance approves it on Approvals, with a reason.
  await logInToPortal(finance, FINANCE);
  await finance.goto(`/app/market-lens/${LOGISTICS}/approvals`);
  await finance.getByRole('button', { name: `Approve order ${waiting.reference}` }).click();
  const dialog = finance.getByRole('dialog', { name: `Approve order ${waiting.reference}` });
  await dialog.getByLabel('Reason').fill('Within this month’s budget');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();

  const approved = (await api<{ data: Order }>(buyer, `/orders/${orderId}`)).data;
  expect(approved.status).toBe('pending');
  const day = /Waiting for the (\d{4}-\d{2}-\d{2}) closing price/.exec(approved.statusReason ?? '')?.[1];
  expect(day, approved.statusReason ?? '').toBeTruthy();

  // The publication executes it, as any pending order.
  const published = execFileSync('npm', ['run', 'publish-closing-prices', '--', '--through', day!], {
    cwd: root,
    env: { ...process.env, DATA_DIR, PORT: process.env.PORT ?? '4000' },
    encoding: 'utf8',
  });
  expect(published).toMatch(/by the running server/);
  const executed = (await api<{ data: Order }>(buyer, `/orders/${orderId}`)).data;
  expect(executed).toMatchObject({ status: 'executed', executedDate: day });
  await buyer.goto(`/app/market-lens/${LOGISTICS}/orders/${orderId}`);
  await expect(buyer.getByText(`Executed at the ${day} closing price`)).toBeVisible();
});
