import { expect, type Page, type Request } from '@playwright/test';

/** Shared steps of the session end-to-end tests (tests/e2e/session-*.spec.ts). */
export const DESK = 'desk@market-lens.co.uk';
export const NORTHWIND_BUYER = 'buyer@northwind-foods.co.uk';

/** From User admin, starts viewing as `name` with a reason; lands on the dashboard. */
export async function startViewAs(page: Page, name: string) {
  await page.goto('/app/market-lens/settings/user-admin');
  await expect(page.getByRole('heading', { name: 'User admin' })).toBeVisible();
  await page.getByRole('button', { name: `View as ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `View as ${name}` });
  await dialog.getByLabel('Reason').fill('Support query 4711: checking what the customer sees');
  const started = page.waitForResponse((response) => response.url().endsWith('/api/v2/admin/view-as'));
  await dialog.getByRole('button', { name: 'Start viewing as' }).click();
  expect((await started).status()).toBe(200);
  await page.waitForURL('**/app/market-lens/dashboard');
}

export function viewAsBanner(page: Page) {
  return page.getByRole('region', { name: 'View-as mode' });
}

/** Every API request the page makes from now on. */
export function recordApiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v2/')) seen.push(request);
  });
  return seen;
}

export const apiPaths = (requests: Request[]) => requests.map((request) => new URL(request.url()).pathname);
