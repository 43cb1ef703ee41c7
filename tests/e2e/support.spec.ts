import { expect, test } from '@playwright/test';

import { accessToken, logInToPortal } from './portal-support';
import { DESK, NORTHWIND_BUYER } from './session-support';

// Support end to end on the real stack: a customer raises a query, the support desk replies,
// the customer reads the reply in the thread and in notifications; a meeting slot is booked
// once and refused the second time.

test('a customer raises a query, the desk replies, the customer sees the reply in the thread and in notifications', async ({ page, browser }) => {
  const subject = `Invoice volume check ${Date.now()}`;
  const reply = 'We have corrected the volume; a credit note follows this week.';

  await logInToPortal(page, NORTHWIND_BUYER);
  await page.goto('/app/market-lens/support/queries/add-new');
  await expect(page.getByRole('heading', { name: 'New support query' })).toBeVisible();
  // Validated as typed: a too-short subject is named before anything is sent.
  await page.getByLabel('Subject').fill('Hi');
  await page.getByLabel('Description').focus();
  await expect(page.getByText('Enter a subject of at least 3 characters.')).toBeVisible();
  await page.getByLabel('Category').selectOption('billing');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Description').fill('Our October invoice bills 3.0 MW but we only hedged 2.5 MW.');
  await page.getByRole('button', { name: 'Raise query' }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('No replies yet.', { exact: false })).toBeVisible();
  const queryPath = new URL(page.url()).pathname;
  expect(queryPath).toMatch(/\/support\/queries\/[0-9a-f-]{36}$/);
  const queryId = queryPath.split('/').at(-1) as string;

  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await logInToPortal(desk, DESK);
  await desk.goto('/app/market-lens/support/queries');
  await expect(desk.getByRole('link', { name: subject })).toBeVisible();
  await desk.goto(`/app/market-lens/support/queries/${queryId}`);
  await expect(desk.getByRole('heading', { name: subject })).toBeVisible();
  await desk.getByLabel('Reply to the customer').fill(reply);
  await desk.getByRole('button', { name: 'Send reply' }).click();
  const deskThread = desk.getByRole('list', { name: 'Conversation' });
  await expect(deskThread).toContainText(reply);
  await expect(desk.getByText('In progress', { exact: true }).first()).toBeVisible();
  await desk.getByLabel('Pipeline stage').selectOption('waiting_on_customer');
  await desk.getByRole('button', { name: 'Move' }).click();
  await expect(desk.getByText('Waiting on customer', { exact: true }).first()).toBeVisible();
  await deskContext.close();

  await page.reload();
  const thread = page.getByRole('list', { name: 'Conversation' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread).toContainText(reply);
  await expect(thread).toContainText('Support desk');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(new RegExp(`^Reply to your support query SQ-\\d{2}-\\d{6}: ${subject}$`))).toBeVisible();
});

test('a meeting slot is booked with a calendar file, and the same slot cannot be booked twice', async ({ page }) => {
  await logInToPortal(page, NORTHWIND_BUYER);
  await page.goto('/app/market-lens/support/request-meeting');
  await expect(page.getByRole('heading', { name: 'Request a meeting' })).toBeVisible();
  await page.getByLabel('The support desk').check();
  const times = page.getByRole('group', { name: 'Time (UK time, 30 minutes)' });
  // A day's last slot, so it stays in the future whatever time the test runs.
  await times.locator('label').last().click();
  await page.getByLabel('Topic').fill('Hedging strategy for Winter 27');
  const booked = page.waitForResponse((response) => response.url().endsWith('/api/v2/support/meeting-requests'));
  await page.getByRole('button', { name: 'Request meeting' }).click();
  const response = await booked;
  expect(response.status()).toBe(201);
  const meeting = ((await response.json()) as { data: { start: string; attendeeName: string } }).data;
  const confirmation = page.getByRole('status').filter({ hasText: 'Meeting requested' });
  await expect(confirmation).toContainText('Market Lens support desk');
  await expect(confirmation.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute('download', /^market-lens-meeting-\d{8}T\d{6}Z\.ics$/);

  // The same slot again, straight to the API as a second attempt would arrive: refused.
  const token = await accessToken(page);
  const again = await page.request.post('/api/v2/support/meeting-requests', {
    headers: { authorization: `Bearer ${token}` },
    data: { start: meeting.start, topic: 'A second booking', contactMethod: 'phone', attendee: 'support_desk' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toContain('taken');

  // And the picker no longer offers it.
  await page.getByRole('button', { name: 'Request another meeting' }).click();
  await page.getByLabel('The support desk').check();
  await expect(page.locator(`input[name="meeting-slot"][value="${meeting.start}"]`)).toHaveCount(0);
});
