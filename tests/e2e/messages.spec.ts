import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { accessToken, logInToPortal } from './portal-support';
import { NORTHWIND_BUYER } from './session-support';

// Issue 11, the inbox, notification settings and email, on the real server and seed: the
// inbox flow with the badge following, a setting changed and kept, and an order executed by a
// publication whose email lands in the development mailbox.

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+\+? unread)?$/ });

/** The unread count the bell announces (0 when it shows no badge). */
async function unreadOnBell(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? (await bell(page).textContent()) ?? '';
  const match = /(\d+) unread/.exec(name);
  return match ? Number(match[1]) : 0;
}

const rows = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByRole('button');

test('the inbox: filter, open (marked read, the badge drops), messageId in the URL, mark all read', async ({ page }) => {
  await logInToPortal(page, NORTHWIND_BUYER);
  await expect(bell(page)).toHaveAccessibleName(/unread/);
  const unread = await unreadOnBell(page);
  expect(unread).toBeGreaterThan(1);

  await page.goto('/app/market-lens/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(page).toHaveURL(/filter=unread/);
  await expect(page.getByText(`${unread} messages`, { exact: true })).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText('Unread:');

  // Open the first unread message: shown whole, marked read, the badge drops by one.
  const first = rows(page).first();
  const subject = ((await first.locator('.ml-message-row__subject').textContent()) ?? '').replace('Unread: ', '');
  await first.click();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(subject);
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread - 1} unread`);
  const messageId = new URL(page.url()).searchParams.get('messageId');
  expect(messageId).toMatch(/^[0-9a-f-]{36}$/);

  // The read message left the unread list.
  await expect(page.getByText(`${unread - 1} messages`, { exact: true })).toBeVisible();

  // messageId in the URL opens that message on a fresh load.
  await page.goto(`/app/market-lens/messages?messageId=${messageId}`);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(subject);

  // Mark all read: no badge, nothing unread.
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText(`${unread - 1} messages marked as read`)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No messages found.' })).toBeVisible();
});

test('a notification setting is changed, saved and kept', async ({ page }) => {
  await logInToPortal(page, NORTHWIND_BUYER);
  await page.goto('/app/market-lens/settings/notifications');
  const dailyByEmail = page.getByRole('switch', { name: 'New daily market report: by email' });
  await expect(dailyByEmail).not.toBeChecked();
  await dailyByEmail.click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v2/settings/notifications') && response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'New daily market report: by email' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Price alert triggered: in the portal' })).toBeChecked();
});

test('an order executed by a publication arrives in the inbox and in the development mailbox', async ({ page, request }) => {
  await logInToPortal(page, NORTHWIND_BUYER);
  const token = await accessToken(page);
  const headers = { authorization: `Bearer ${token}` };

  // Place a market order on a product with room for one more clip.
  const products = await request.get('/api/v2/orders/tradable-products?accountId=51001', { headers });
  expect(products.status()).toBe(200);
  type Product = { tradeIndex: string; deliveryPeriod: string; minimumClipVolume: number; forecastVolume: number; hedgedVolume: number; pendingBuyVolume: number };
  const product = ((await products.json()) as { data: Product[] }).data.find(
    (p) => p.forecastVolume - p.hedgedVolume - p.pendingBuyVolume >= p.minimumClipVolume * 2,
  );
  expect(product, 'a product with room in the seed').toBeTruthy();
  const placed = await request.post('/api/v2/orders', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { accountId: '51001', tradeIndex: product!.tradeIndex, deliveryPeriod: product!.deliveryPeriod, tradeDirection: 'buy', volume: product!.minimumClipVolume, priceType: 'market' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { id: string } }).data.id;

  await page.goto('/app/market-lens/messages');
  await expect(rows(page).first()).toBeVisible();
  const before = await unreadOnBell(page);

  // The next business day is published by the running server: the order is decided.
  const publish = spawnSync(path.resolve('node_modules/.bin/node'), ['--import', 'tsx', 'scripts/publish-closing-prices.ts'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data' },
    encoding: 'utf8',
  });
  expect(publish.status, publish.stderr).toBe(0);
  expect(publish.stdout).toContain('by the running server');

  // In the inbox: the badge rises once the page refetches.
  await page.reload();
  await expect.poll(() => unreadOnBell(page)).toBeGreaterThan(before);
  // The same publication may also bring the month's portfolio report (a month end), so the
  // order's message is found among the new rows rather than assumed to be the first.
  await expect(rows(page).filter({ hasText: /Order (executed|rejected|expired): Buy/ }).first()).toBeVisible();

  // In the development mailbox: the email to the buyer, with a link back to the order.
  const mailOfOrder = async (): Promise<string> => {
    const list = await (await request.get('/dev/mailbox')).text();
    const pattern = new RegExp(`<td>${NORTHWIND_BUYER.replace(/\./g, '\\.')}</td><td><a href="(/dev/mailbox/[0-9a-f-]+)">Order (executed|rejected|expired): Buy`, 'g');
    for (const [, href] of list.matchAll(pattern)) {
      if ((await (await request.get(href as string)).text()).includes(`/orders/${orderId}`)) return href as string;
    }
    return '';
  };
  await expect.poll(mailOfOrder, { timeout: 20_000 }).not.toBe('');
  const mailPath = await mailOfOrder();
  await page.goto(mailPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Order (executed|rejected|expired): Buy/);
  await expect(page.locator('pre').first()).toContainText(new RegExp(`/app/market-lens/\\d+/orders/${orderId}`));
  await page.getByRole('link', { name: 'Open the HTML part' }).click();
  await expect(page.getByRole('link', { name: 'Open in Market Lens' })).toHaveAttribute('href', new RegExp(`/app/market-lens/\\d+/orders/${orderId}$`));
});

test('a message about an order links to it: open the message, follow its link, the order by its reference', async ({ page, request }) => {
  await logInToPortal(page, NORTHWIND_BUYER);
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  type Listed = { id: string; subject?: string; link?: string };
  const listed = await request.get('/api/v2/messages?perPage=100', { headers });
  expect(listed.status()).toBe(200);
  // A seeded message about an executed order (docs/messages.md: the seed's messages are about real things).
  const message = ((await listed.json()) as { data: Listed[] }).data.find((candidate) => /^Order executed: /.test(candidate.subject ?? '') && candidate.link);
  expect(message, 'a seeded order message').toBeTruthy();
  const reference = /\((ML-\d{2}-\d{6})\)$/.exec(message!.subject ?? '')?.[1];
  expect(reference).toBeTruthy();

  await page.goto(`/app/market-lens/messages?messageId=${message!.id}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(message!.subject!);
  await article.getByRole('link', { name: 'Open the order' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/market-lens/\\d+/orders/[0-9a-f-]{36}$`));
  // The order page of that very order: its reference, its product by name.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Buy|Sell) (Power base UK|Power peak UK|Gas NBP) /);
  await expect(page.getByText('Reference', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(reference!);
  await expect(page.getByText(/^Executed at the \d{4}-\d{2}-\d{2} closing price/)).toBeVisible();
});
