import { expect, test, type Page } from '@playwright/test';

import { accessToken, logInToPortal } from './portal-support';
import { DESK } from './session-support';

// The desk's tools in Settings › User admin, as desk@market-lens.co.uk: the audit log told in
// words (a view-as session as one row, its trace one click away, found by a person's name) and
// the support queue (search by company, assign to me). docs/audit-log.md, docs/support.md.

const ALASDAIR = 'ml|1012';

async function deskApi(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, options: { data?: unknown; viewAs?: string } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${await accessToken(page)}` };
  if (options.viewAs) headers['x-view-as'] = options.viewAs;
  const response = await page.request.fetch(`/api/v2${path}`, { method, data: options.data, headers });
  expect(response.ok(), `${method} ${path}`).toBe(true);
}

async function userAdminTab(page: Page, tab: 'Audit log' | 'Support queue') {
  await page.goto('/app/market-lens/settings/user-admin');
  await expect(page.getByRole('heading', { name: 'User admin' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

test('the audit log tells a view-as session in words, found by name, with its trace one click away', async ({ page }) => {
  await logInToPortal(page, DESK);
  const reason = `E2E audit check ${Date.now()}`;
  await deskApi(page, 'POST', '/admin/view-as', { data: { userId: ALASDAIR, reason } });
  await deskApi(page, 'GET', '/orders?accountId=54001', { viewAs: ALASDAIR });
  await deskApi(page, 'DELETE', '/admin/view-as');

  await userAdminTab(page, 'Audit log');
  await page.getByLabel('Person (name or email)').fill('alasdair');
  await page.getByRole('button', { name: 'Apply' }).click();
  const table = page.getByRole('table', { name: 'Audit log, newest first' });
  const row = table.getByRole('row').filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Sam Okafor viewed the portal as Alasdair Grant for less than a minute — reason: ${reason}; viewed: Orders`);
  await row.getByRole('button', { name: 'Trace (3 entries)' }).click();
  const trace = page.getByRole('table', { name: /^Trace of: Sam Okafor viewed the portal as Alasdair Grant/ });
  await expect(trace.getByText('/api/v2/orders?accountId=54001')).toBeVisible();
  await expect(trace.getByText('/api/v2/admin/view-as')).toHaveCount(2);
});

test('the support queue is searched by company and a query is assigned to the desk member', async ({ page }) => {
  await logInToPortal(page, DESK);
  await userAdminTab(page, 'Support queue');
  const table = page.getByRole('table', { name: 'Support queue' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Search by subject, company or account').fill('Caledonia Hotels Ltd');
  await expect(page.getByText(/^\d+ quer(y|ies)$/)).toBeVisible();
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText('Caledonia Hotels Ltd');
  const count = await rows.count();
  for (let index = 0; index < count; index += 1) await expect(rows.nth(index)).toContainText('Caledonia Hotels Ltd');

  await page.getByLabel('Assignee').selectOption('nobody');
  const first = rows.first();
  const subject = (await first.getByRole('link').textContent())!;
  await first.getByRole('button', { name: `Assign to me: ${subject}` }).click();
  await expect(page.getByText(`“${subject}” is assigned to Sam Okafor.`)).toBeVisible();
  await page.getByLabel('Assignee').selectOption('me');
  await expect(table.getByRole('row').filter({ hasText: subject })).toContainText('Sam Okafor (you)');
});
