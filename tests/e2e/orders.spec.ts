import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { TRADE_INDEX_NAMES } from '../../domain/trade-index-names';
import type { Order } from '../../generated/model/order';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import type { Transaction } from '../../generated/model/transaction';
import { accessToken, logInToPortal } from './portal-support';
import { NORTHWIND_BUYER } from './session-support';

/**
 * The buyer's purchasing loop on the real stack: place a market buy (double-clicking Place
 * order) and a sell limit far above the market in the new-order form (confirming the server's
 * question about a limit more than 25 % from the close), publish the next closing
 * prices with `npm run publish-closing-prices` (against this stack's database), see the market order
 * executed (its message in the notifications, its transaction, the hedged volume moved) and
 * the limit order still pending, then cancel it.
 */
const root = path.resolve(import.meta.dirname, '../..');
/** The e2e stack's embedded database (playwright.config.ts); publish-closing-prices reaches it through the running server. */
const DATA_DIR = path.join(root, '.tmp/e2e-data');

async function api<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(`/api/v2${url}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

const key = (product: Pick<TradableProduct, 'tradeIndex' | 'deliveryPeriod'>) => `${product.tradeIndex}:${product.deliveryPeriod}`;
const products = async (page: Page, accountId: string) => (await api<{ data: TradableProduct[] }>(page, `/orders/tradable-products?accountId=${accountId}`)).data;
const pendingOn = async (page: Page, accountId: string, product: TradableProduct) =>
  (await api<{ data: Order[] }>(page, `/orders?accountId=${accountId}&status=pending&tradeIndex=${product.tradeIndex}&perPage=100`)).data.filter(
    (order) => order.deliveryPeriod === product.deliveryPeriod,
  );

async function fillOrder(page: Page, product: TradableProduct, fields: { sell?: boolean; volume: number; limit?: number }) {
  await page.getByLabel('Product').selectOption(key(product));
  if (fields.sell) await page.getByLabel('Sell back').check();
  await page.getByLabel('Volume').fill(String(fields.volume));
  if (fields.limit !== undefined) {
    await page.getByLabel('Limit', { exact: true }).check();
    await page.getByLabel('Limit price').fill(String(fields.limit));
  }
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByRole('heading', { name: 'Check your order' })).toBeVisible();
  await expect(page.getByText(/^£[\d,.]+ at /)).toBeVisible();
}

test('a buyer places a market and a limit order, sees the market one executed at publication and cancels the other', async ({ page }) => {
  test.setTimeout(180_000);
  await logInToPortal(page, NORTHWIND_BUYER);
  const [account] = await api<{ id: string }[]>(page, '/accounts');
  const accountId = account!.id;

  // A period with room to buy a clip, and another with a clip hedged to sell back.
  const before = await products(page, accountId);
  const buyable = before.find((p) => p.latestPrice !== null && p.forecastVolume - p.hedgedVolume - p.pendingBuyVolume >= 2 * p.minimumClipVolume);
  const sellable = before.find((p) => p !== buyable && p.latestPrice !== null && p.hedgedVolume - p.pendingSellVolume >= p.minimumClipVolume);
  expect(buyable, 'a product with room to buy').toBeTruthy();
  expect(sellable, 'a product with volume to sell back').toBeTruthy();
  const buy = buyable!;
  const sell = sellable!;
  const pendingBefore = (await pendingOn(page, accountId, buy)).length;

  // The market buy; a double click on Place order creates one order.
  await page.goto(`/app/market-lens/${accountId}/orders/add-new`);
  await fillOrder(page, buy, { volume: buy.minimumClipVolume });
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  const marketId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Buy .* ${buy.deliveryPeriod}$`));
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  expect((await pendingOn(page, accountId, buy)).length).toBe(pendingBefore + 1);

  // A sell limit far above the market: it will not fill. More than 25 % from the close, the
  // server asks first (409 with the figures): the form shows them, and confirming places it.
  const limit = Math.min(9999, Math.ceil(sell.latestPrice! * 3));
  await page.goto(`/app/market-lens/${accountId}/orders/add-new`);
  await fillOrder(page, sell, { sell: true, volume: sell.minimumClipVolume, limit });
  await page.getByRole('button', { name: 'Place order' }).click();
  const question = page.getByRole('group', { name: 'Your limit is far from the market' });
  await expect(question).toBeVisible();
  // % away in hundredths, rounded away from zero, from whole pennies.
  const closePennies = Math.round(sell.latestPrice! * 100);
  const away = (Math.ceil(((limit * 100 - closePennies) * 10000) / closePennies) / 100).toFixed(2);
  await expect(question.getByText(`${away} % above (more than 25.00 % asks for confirmation)`)).toBeVisible();
  await expect(question.getByText(new RegExp(`^(£${sell.latestPrice!.toFixed(2)}/MWh|${sell.latestPrice!.toFixed(2)}p/therm) on `))).toBeVisible();
  expect((await pendingOn(page, accountId, sell)).filter((order) => order.limitPrice === limit)).toHaveLength(0);
  await question.getByRole('button', { name: 'Place order anyway' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  const limitId = page.url().split('/').pop()!;
  expect(limitId).not.toBe(marketId);

  // Publish through the day the market order waits for (today before the cut-off, else the next business day).
  const waiting = (await api<{ data: Order }>(page, `/orders/${marketId}`)).data;
  const day = /Waiting for the (\d{4}-\d{2}-\d{2}) closing price/.exec(waiting.statusReason ?? '')?.[1];
  expect(day, waiting.statusReason ?? '').toBeTruthy();
  const published = execFileSync('npm', ['run', 'publish-closing-prices', '--', '--through', day!], {
    cwd: root,
    env: { ...process.env, DATA_DIR, PORT: process.env.PORT ?? '4000' },
    encoding: 'utf8',
  });
  expect(published).toMatch(/by the running server/);

  // The market order executed at that day's close, with its message, transaction and position.
  const executed = (await api<{ data: Order }>(page, `/orders/${marketId}`)).data;
  expect(executed.status).toBe('executed');
  expect(executed.executedDate).toBe(day);
  await page.goto(`/app/market-lens/${accountId}/orders/${marketId}`);
  await expect(page.getByText(`Executed at the ${day} closing price`)).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(new RegExp(`Order executed: Buy .* ${TRADE_INDEX_NAMES[buy.tradeIndex]} ${buy.deliveryPeriod} \\(ML-\\d{2}-\\d{6}\\)`)).first()).toBeVisible();
  const transactions = (await api<{ data: Transaction[] }>(page, `/transactions?accountId=${accountId}&perPage=100`)).data;
  expect(transactions.filter((trade) => trade.orderId === marketId)).toHaveLength(1);
  const after = (await products(page, accountId)).find((p) => key(p) === key(buy));
  expect(after?.hedgedVolume).toBeCloseTo(buy.hedgedVolume + buy.minimumClipVolume, 2);

  // The limit order waits; cancelling it asks first.
  await page.goto(`/app/market-lens/${accountId}/orders/${limitId}`);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(/^Cancelled by /)).toBeVisible();
  expect((await api<{ data: Order }>(page, `/orders/${limitId}`)).data.status).toBe('cancelled');

  // The list, filtered by status through the URL, links to the cancelled order.
  await page.goto(`/app/market-lens/${accountId}/orders?status=cancelled`);
  await expect(page.getByLabel('Status')).toHaveValue('cancelled');
  await expect(page.locator(`a[href$="/orders/${limitId}"]`)).toHaveText(new RegExp(`^Sell .* ${sell.deliveryPeriod}$`));
});
