import { expect, test } from '@playwright/test';

import { marketLensPath } from '../../src/lib/market-lens-paths';
import { navigate, settle } from './page-walk';
import { logInToPortal } from './portal-support';

// Tables at common desktop widths (docs/breakpoints-and-scrolling.md): at 1280 px the figures
// a buyer reads first are on screen (every table of every page fits its box at 1280 and 1440 px:
// tests/e2e/every-page.spec.ts). Where a table must scroll (narrower windows) it says so under
// itself and keeps its first column in place.

const HEIGHT = 900;

test.describe('the Northwind buyer’s tables', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await logInToPortal(page, 'buyer@northwind-foods.co.uk');
    await settle(page);
  });

  test('Closing Prices shows the 30-day high and low, and the position its variance, budget at risk and trade deadline, at 1280 px', async ({ page }) => {
    const prices = page.getByRole('table', { name: /closing prices/i });
    // The page scrolled to the table (only the page: a header cut off by the table's own scroll box stays out of view).
    await prices.evaluate((table) => window.scrollTo(0, table.getBoundingClientRect().top + window.scrollY - 120));
    for (const header of ['30-day high', '30-day low']) await expect(prices.getByRole('columnheader', { name: header })).toBeInViewport();
    await navigate(page, marketLensPath('position-overview', /\/app\/market-lens\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1] ?? null));
    const position = page.getByRole('table', { name: 'Position by delivery period' });
    await position.evaluate((table) => window.scrollTo(0, table.getBoundingClientRect().top + window.scrollY - 120));
    for (const header of ['Variance', 'Budget at risk (P5–P95)', 'Trade deadline']) await expect(position.getByRole('columnheader', { name: header })).toBeInViewport();
    await expect(position.getByRole('row', { name: /^Total/ })).toBeVisible();
  });

  test('a table that must scroll says so and keeps its first column', async ({ page }) => {
    await navigate(page, marketLensPath('position-overview', /\/app\/market-lens\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1] ?? null));
    // Just above the stacked cards (768 px): the table is wider than its card.
    await page.setViewportSize({ width: 800, height: HEIGHT });
    // The position table's cue: the first on the page (the contract and what-if tables below have their own).
    await expect(page.getByTestId('scroll-cue').first()).toHaveText('Scroll sideways to see every column.');
    const firstCell = page.getByRole('table', { name: 'Position by delivery period' }).getByRole('rowheader').first();
    const before = (await firstCell.boundingBox())!.x;
    await page.getByRole('region', { name: 'Position by delivery period' }).evaluate((viewport) => {
      viewport.scrollLeft = 200;
    });
    await page.waitForTimeout(100);
    expect(Math.round((await firstCell.boundingBox())!.x)).toBe(Math.round(before));
  });
});
