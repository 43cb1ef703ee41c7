import { expect, test } from '@playwright/test';

import { BREAKPOINTS } from '../../src/lib/breakpoints';
import { marketLensPath } from '../../src/lib/market-lens-paths';
import { navigate, settle, sidewaysOverflow } from './page-walk';
import { logInToPortal } from './portal-support';

// Layout at the widths the portal is checked at (docs/breakpoints-and-scrolling.md): a
// phone (390), below desktop (740) and a laptop (1280). The login page does not scroll
// sideways (every portal page: tests/e2e/every-page.spec.ts), the Chart action is reachable
// at every width, the dashboards switch to two columns at the large breakpoint, scroll areas
// hide their scrollbars 600 ms after scrolling stops.

const WIDTHS = [390, 740, 1280] as const;
const HEIGHT = 800;

test('the login page does not scroll sideways at 390, 740 or 1280 px', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.waitForTimeout(150);
    expect(await sidewaysOverflow(page), `px wider than the window at ${width}px`).toBeLessThanOrEqual(0);
  }
});

test.describe('the Northwind buyer’s dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await logInToPortal(page, 'buyer@northwind-foods.co.uk');
    await settle(page);
  });

  test('the Chart button is on screen inside the table and opens the price history at 390, 740 and 1280 px', async ({ page }) => {
    const panel = page.getByRole('region', { name: /Closing Prices/ });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      const chart = panel.getByRole('button', { name: /^Chart: price history of / }).first();
      // The table at its start (a click may have scrolled it), the button's row in the window.
      await chart.evaluate((button) => {
        button.closest('[data-radix-scroll-area-viewport]')!.scrollLeft = 0;
        button.closest('tr')!.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      });
      // On screen without scrolling the table sideways: pinned to the scroll box's right edge.
      const placement = await chart.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const scrollBox = button.closest('.ml-scroll-area')!.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          inside: box.left >= scrollBox.left && box.right <= scrollBox.right + 0.5,
          onTop: hit !== null && button.contains(hit),
          tableScrollLeft: button.closest('[data-radix-scroll-area-viewport]')!.scrollLeft,
        };
      });
      expect(placement, `at ${width}px`).toEqual({ inside: true, onTop: true, tableScrollLeft: 0 });
      await chart.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator('.modal-backdrop')).toHaveCount(0);
    }
  });

  test('switches to two columns at 1024 px, not at 1023 px', async ({ page }) => {
    const prices = page.getByRole('region', { name: /Closing Prices/ });
    const report = page.getByRole('region', { name: 'Latest daily report' });
    const boxes = async () => ({ prices: (await prices.boundingBox())!, report: (await report.boundingBox())! });

    await page.setViewportSize({ width: BREAKPOINTS.large - 1, height: HEIGHT });
    await page.waitForTimeout(200);
    const stacked = await boxes();
    // One column: the report comes below the prices, across the same width.
    expect(stacked.report.y).toBeGreaterThan(stacked.prices.y + stacked.prices.height);
    expect(Math.abs(stacked.report.x - stacked.prices.x)).toBeLessThan(1);

    await page.setViewportSize({ width: BREAKPOINTS.large, height: HEIGHT });
    await page.waitForTimeout(200);
    const columns = await boxes();
    // Two columns: the report beside the price column, on its right.
    expect(columns.report.x).toBeGreaterThanOrEqual(columns.prices.x + columns.prices.width);
  });

  test('scroll areas show their scrollbar while scrolling and hide it 600 ms after scrolling stops', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: HEIGHT });
    const strip = page.getByRole('navigation', { name: 'Market Lens pages' });
    await expect(strip).toBeVisible();
    const timing = await strip.evaluate(async (nav) => {
      const root = nav.querySelector('.ml-scroll-area')!;
      const viewport = root.querySelector<HTMLElement>('[data-radix-scroll-area-viewport]')!;
      const scrollbar = () => root.querySelector('.ml-scroll-area__scrollbar[data-state="visible"]');
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const before = scrollbar() !== null;
      viewport.scrollLeft = 80;
      const stopped = performance.now();
      await frame();
      const whileScrolling = scrollbar() !== null;
      // Still shown just before the delay has run out.
      await new Promise((resolve) => setTimeout(resolve, 550 - (performance.now() - stopped)));
      const at550 = scrollbar() !== null;
      while (scrollbar() !== null && performance.now() - stopped < 3000) await frame();
      return { before, whileScrolling, at550, hiddenAfter: performance.now() - stopped, scrolled: viewport.scrollLeft > 0 };
    });
    expect(timing).toMatchObject({ before: false, whileScrolling: true, at550: true, scrolled: true });
    // Radix notices the end of scrolling 100 ms after the last scroll event, then waits 600 ms.
    expect(timing.hiddenAfter).toBeGreaterThanOrEqual(600);
    expect(timing.hiddenAfter).toBeLessThan(1000);
  });

  test('cut-off tabs show that they scroll, the Menu button exists only below md, the sidebar fills the page', async ({ page }) => {
    const moreToTheRight = (selector: string) =>
      page.locator(selector).first().evaluate((root) => ({
        marked: root.hasAttribute('data-overflow-end'),
        fade: getComputedStyle(root, '::after').opacity,
      }));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.waitForTimeout(200);
      expect(await moreToTheRight('.ml-owners-card .ml-scroll-area'), `owner tabs at ${width}px`).toEqual({ marked: true, fade: '1' });
    }
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.waitForTimeout(200);
    expect(await moreToTheRight('.ml-tab-strip .ml-scroll-area'), 'tab strip at 390px').toEqual({ marked: true, fade: '1' });

    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await page.setViewportSize({ width: 740, height: HEIGHT });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();

    await expect(page.locator('.offcanvas.show, .offcanvas.hiding')).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await expect(menu).toBeHidden();
    // The dark column reaches the bottom of a page taller than the window.
    const heights = () =>
      page.evaluate(() => ({
        pageHeight: document.documentElement.scrollHeight,
        sidebarBottom: Math.ceil(document.querySelector('.ml-shell__sidebar')!.getBoundingClientRect().bottom + window.scrollY),
        viewport: window.innerHeight,
      }));
    await expect.poll(async () => (await heights()).pageHeight).toBeGreaterThan(HEIGHT);
    await expect.poll(async () => {
      const { pageHeight, sidebarBottom } = await heights();
      return sidebarBottom >= pageHeight;
    }).toBe(true);
  });
});

test('User admin reads well on a phone: stacked cards with whole emails and View as on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: HEIGHT });
  await logInToPortal(page, 'desk@market-lens.co.uk');
  await navigate(page, marketLensPath('settings/user-admin'));
  const users = page.getByRole('list', { name: 'Users you administer' });
  await expect(users).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const rows = await users.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const email = item.querySelector('dd')!.getBoundingClientRect();
      const button = item.querySelector('button')?.getBoundingClientRect();
      return { emailWidth: email.width, buttonRight: button ? button.right : 0 };
    }),
  );
  expect(rows.length).toBeGreaterThan(3);
  for (const row of rows) {
    expect(row.emailWidth).toBeGreaterThan(200);
    expect(row.buttonRight).toBeLessThanOrEqual(390);
  }
  // On screen once scrolled to (the settings tabs and filters above push it below the fold): whole, not cut at the side.
  const viewAs = users.getByRole('button', { name: /^View as / }).first();
  await viewAs.scrollIntoViewIfNeeded();
  await expect(viewAs).toBeInViewport({ ratio: 1 });
});
