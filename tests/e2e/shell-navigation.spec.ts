import { expect, test, type Page } from '@playwright/test';

import { logInToPortal } from './portal-support';
import { NORTHWIND_BUYER } from './session-support';

// The shell for a finance director (issue 25): the account selector at typing speed, which page
// is current in the sidebar, the tab strip and the bottom bar, the prompt to choose an account and
// the refusal of another company's account.

const HARBOUR_BUYER = 'procurement@harbour-group.co.uk';

const accountCombobox = (page: Page) => page.getByRole('combobox', { name: 'Customer account' });
const accountOptions = (page: Page) => page.getByRole('listbox', { name: 'Customer account' }).getByRole('option');

test('the account selector keeps every key typed at speed, and Escape or leaving it puts the selected label back', async ({ page }) => {
  await logInToPortal(page, HARBOUR_BUYER);
  const input = accountCombobox(page);
  await input.click();
  // No delay between keys: each key is its own input event, as a fast typist's are.
  await page.keyboard.type('cold', { delay: 0 });
  await expect(input).toHaveValue('cold');
  await expect(accountOptions(page)).toHaveText(['Harbour Cold Store - 7003']);
  await expect(page.getByText('No results found.')).toHaveCount(0);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/app/market-lens/52002/dashboard');
  await expect(input).toHaveValue('Harbour Cold Store - 7003');

  await input.fill('');
  await page.keyboard.type('logis', { delay: 0 });
  await expect(accountOptions(page)).toHaveText(['Harbour Logistics - 7002']);
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue('Harbour Cold Store - 7003');

  await page.keyboard.type('xyz', { delay: 0 });
  await page.keyboard.press('Tab');
  await expect(input).toHaveValue('Harbour Cold Store - 7003');
  expect(new URL(page.url()).pathname).toBe('/app/market-lens/52002/dashboard');
});

const PHONE = { width: 390, height: 844 };

/** The link of `name` in the navigation landmark `nav`, and that it is the one current page there. */
async function expectCurrent(page: Page, nav: string, name: string) {
  const landmark = page.getByRole('navigation', { name: nav });
  await expect(landmark.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(landmark.locator('a[aria-current="page"]')).toHaveCount(1);
}

const CURRENT_PAGE_CASES = [
  { who: 'a single-company buyer', email: NORTHWIND_BUYER, account: '51001' },
  { who: 'a multi-company buyer', email: HARBOUR_BUYER, account: '52001' },
] as const;

for (const { who, email, account } of CURRENT_PAGE_CASES) {
  test(`the current page is marked in the sidebar, the tab strip and the bottom bar for ${who}, with and without an account in the URL`, async ({ page }) => {
    await logInToPortal(page, email);
    for (const prefix of ['', `${account}/`]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/app/market-lens/${prefix}dashboard`);
      await expectCurrent(page, 'Main', 'Dashboard');
      await page.goto(`/app/market-lens/${prefix}market-information`);
      await expectCurrent(page, 'Main', 'Market information');

      await page.setViewportSize(PHONE);
      await expectCurrent(page, 'Market Lens pages', 'Market information');
      await page.goto(`/app/market-lens/${prefix}messages`);
      await expectCurrent(page, 'Quick links', 'Messages');
      await page.goto(`/app/market-lens/${prefix}support`);
      await expectCurrent(page, 'Quick links', 'Support');
    }
  });
}

test('a multi-company buyer with no account chosen is asked to choose one; another company\'s account is refused in words', async ({ page }) => {
  await logInToPortal(page, HARBOUR_BUYER);
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await expect(accountCombobox(page)).toBeVisible();
  await page.getByRole('link', { name: 'Harbour Cold Store - 7003' }).click();
  await page.waitForURL('**/app/market-lens/52002/dashboard');
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toHaveCount(0);
  await expect(accountCombobox(page)).toHaveValue('Harbour Cold Store - 7003');

  // Caledonia Hotels' account, by a deep link.
  await page.goto('/app/market-lens/54001/orders');
  await expect(page.getByRole('heading', { name: 'You cannot see this account' })).toBeVisible();
  await expect(page.getByText('Account 54001 is not one of your accounts')).toBeVisible();
  // The navigation leads out of it, without the refused account.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'href',
    '/app/market-lens/dashboard',
  );
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await page.waitForURL('**/app/market-lens/dashboard');
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
});

test('on a phone: the search field has the focus when search opens, and the tab strip shows its current tab and an arrow where it is cut', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logInToPortal(page, NORTHWIND_BUYER);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search Market Lens' })).toBeFocused();
  await page.keyboard.press('Escape');

  const strip = page.getByRole('navigation', { name: 'Market Lens pages' });
  const area = strip.locator('.ml-scroll-area');
  await expect(area).toHaveAttribute('data-overflow-end', 'true');
  const edge = (side: '::before' | '::after') =>
    area.evaluate((element, pseudo) => {
      const style = getComputedStyle(element, pseudo);
      return { content: style.content, opacity: style.opacity };
    }, side);
  expect(await edge('::after')).toEqual({ content: '"›" / ""', opacity: '1' });

  await strip.getByRole('link', { name: 'Market information' }).click();
  await page.waitForURL('**/app/market-lens/market-information');
  const current = strip.getByRole('link', { name: 'Market information' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await page.goto('/app/market-lens/market-information');
  await expect(current).toBeInViewport({ ratio: 1 });
  await expect(area).toHaveAttribute('data-overflow-start', 'true');
  expect(await edge('::before')).toEqual({ content: '"‹" / ""', opacity: '1' });
});

test('the search results page follows a new term typed in the search box', async ({ page }) => {
  await logInToPortal(page, NORTHWIND_BUYER);
  await page.goto('/app/market-lens/search?s=zzqx');
  await expect(page.getByText('0 results for “zzqx”')).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search Market Lens' });
  await expect(box).toHaveValue('zzqx');
  await box.fill('qqvw');
  await page.waitForURL('**/app/market-lens/search?s=qqvw');
  await expect(page.getByText('0 results for “qqvw”')).toBeVisible();
  await expect(page.getByText('No results found for qqvw')).toBeVisible();
});

const SETTINGS_PAGES = [
  ['settings/profile', 'Profile'],
  ['settings/password', 'Password'],
  ['settings/notifications', 'Notification settings'],
  ['settings/hedging-policy', 'Hedging policy'],
  ['settings/user-admin', 'User admin'],
] as const;

const SETTINGS_CASES = [
  { who: "Harbour's admin", email: 'admin@harbour-group.co.uk', pages: SETTINGS_PAGES },
  { who: 'a single-company buyer', email: NORTHWIND_BUYER, pages: SETTINGS_PAGES.slice(0, 4) },
] as const;

for (const { who, email, pages } of SETTINGS_CASES) {
  test(`every settings page has the same Settings tab strip, its own tab current, for ${who}`, async ({ page }) => {
    await logInToPortal(page, email);
    for (const [path, name] of pages) {
      await page.goto(`/app/market-lens/${path}`);
      const tabs = page.getByRole('navigation', { name: 'Settings' });
      await expect(tabs.getByRole('link')).toHaveText(pages.map(([, label]) => label));
      await expect(tabs.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });
}
