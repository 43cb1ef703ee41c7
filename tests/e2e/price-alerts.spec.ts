import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { TRADE_INDEX_NAMES } from '../../domain/trade-index-names';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import { businessDayOnOrBefore, businessDaysBetween, londonToday, nextBusinessDay } from '../../domain/business-days';
import { PriceWalk } from '../../server/closing-prices/simulated-price-source';
import { historyStart } from '../../server/db/seed/closing-prices';
import { e2eNow } from './e2e-clock';
import { accessToken, logInToPortal } from './portal-support';

// Issue 11 end to end: a buyer sets an alert just above today's close, the next business day
// is published with a higher close while the portal runs, the unread badge rises, the message
// opens from the notifications panel (marked read), its email is in the development mailbox,
// and the alert shows as triggered with the close.

const NORTHWIND_ACCOUNT = '51001';

/**
 * The next business day's closes, as the publication will write them: the seeded walk is
 * deterministic, so replaying it from the seed's first day through the latest published day
 * and stepping once gives them (server/closing-prices/simulated-price-source.ts does the same).
 */
function nextCloses(latest: string): { day: string; price: (product: TradableProduct) => number | undefined } {
  const seeded = businessDayOnOrBefore(londonToday(e2eNow()));
  const walk = new PriceWalk();
  for (const day of businessDaysBetween(historyStart(seeded), latest)) walk.next(day);
  const day = nextBusinessDay(latest);
  const rows = walk.next(day);
  return { day, price: (product) => rows.find((row) => row.trade_index === product.tradeIndex && row.period_name_abs === product.deliveryPeriod)?.price };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? (await bell(page).textContent()) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test('an alert just above the close fires on a higher close: badge, message opened from the panel, email, triggered alert', async ({ page }) => {
  await logInToPortal(page, 'buyer@northwind-foods.co.uk');
  const token = await accessToken(page);
  const response = await page.request.get(`/api/v2/orders/tradable-products?accountId=${NORTHWIND_ACCOUNT}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const products: TradableProduct[] = (await response.json()).data;
  const latest = products[0]?.latestPriceDate as string;
  const next = nextCloses(latest);
  // The replay must reproduce what is stored, or its next day would be a guess.
  const stored = products.find((product) => product.latestPrice !== null) as TradableProduct;
  const check = new PriceWalk();
  let replayed: number | undefined;
  for (const day of businessDaysBetween(historyStart(businessDayOnOrBefore(londonToday(e2eNow()))), latest)) {
    replayed = check.next(day).find((row) => row.trade_index === stored.tradeIndex && row.period_name_abs === stored.deliveryPeriod)?.price ?? replayed;
  }
  expect(replayed, 'the seeded walk replays to the stored latest close').toBe(stored.latestPrice);

  const rising = products.find((product) => product.latestPrice !== null && (next.price(product) ?? 0) >= product.latestPrice + 0.02 && product.deliveryStart > next.day);
  if (!rising) throw new Error(`No product closes higher on ${next.day}`);
  const close = rising.latestPrice as number;
  const target = (Math.round(close * 100) + 1) / 100;
  const nextClose = next.price(rising) as number;

  // Create the alert in the form.
  await page.goto('/app/market-lens/price-alerts/add-new');
  await page.getByLabel('Product').selectOption(`${rising.tradeIndex}|${rising.deliveryPeriod}`);
  await page.getByLabel('rises above').check();
  await page.getByLabel(/Target price/).fill(target.toFixed(2));
  await page.getByLabel('Expiry date').fill(next.day);
  await page.getByRole('button', { name: 'Create alert' }).click();
  await page.waitForURL(/\/price-alerts$/);
  const row = page.getByRole('row').filter({ hasText: rising.deliveryPeriod }).filter({ hasText: `Rises above ${target.toFixed(2)}` });
  await expect(row).toContainText('Active');

  const unreadBefore = await unreadCount(page);

  // Publish the next business day while the portal runs.
  const publish = spawnSync(path.resolve('node_modules/.bin/node'), ['--import', 'tsx', 'scripts/publish-closing-prices.ts'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data' },
    encoding: 'utf8',
  });
  expect(publish.status, publish.stderr).toBe(0);
  expect(publish.stdout).toContain(next.day);

  // The badge rises (the same publication may execute seeded orders and fire seeded alerts,
  // which write messages too) and the notifications panel holds this alert's message.
  await page.reload();
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(unreadBefore);
  await bell(page).click();
  const [day, month, year] = [Number(next.day.slice(8)), ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(next.day.slice(5, 7)) - 1], next.day.slice(0, 4)];
  // The product by its name, never its code (POWERUKBASECAL).
  const subject = `${TRADE_INDEX_NAMES[rising.tradeIndex]} ${rising.deliveryPeriod} rose above ${target.toFixed(2)} ${rising.priceUnit} — closed at ${nextClose.toFixed(2)} on ${day} ${month} ${year}`;
  const unreadWithAlert = await unreadCount(page);
  // Opening it from the panel shows it whole in the inbox and marks it read: the badge drops by one.
  await page.getByRole('link').filter({ hasText: subject }).first().click();
  await expect(page).toHaveURL(/\/messages\?messageId=[0-9a-f-]{36}/);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(subject);
  await expect.poll(() => unreadCount(page)).toBe(unreadWithAlert - 1);

  // The same news went out by email (price alerts go by email unless the buyer turned it off):
  // the development mailbox lists it once the mail worker has delivered it.
  const mailbox = async () => (await page.request.get('/dev/mailbox')).text();
  await expect.poll(async () => (await mailbox()).includes(`">${subject}</a>`), { timeout: 20_000 }).toBe(true);

  // The alert is triggered with the close that fired it.
  await page.goto('/app/market-lens/price-alerts');
  await page.getByRole('button', { name: 'Triggered', exact: true }).click();
  const fired = page.getByRole('row').filter({ hasText: rising.deliveryPeriod }).filter({ hasText: `Rises above ${target.toFixed(2)}` });
  await expect(fired).toContainText('Triggered');
  await expect(fired).toContainText(`Closed at ${nextClose.toFixed(2)}`);
  await fired.getByRole('link', { name: /^View / }).click();
  await expect(page.getByText(`closed at ${nextClose.toFixed(2)} ${rising.priceUnit}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Place an order' })).toHaveAttribute('href', new RegExp(`orders/add-new\\?tradeIndex=${rising.tradeIndex}&period=${rising.deliveryPeriod}$`));
});
