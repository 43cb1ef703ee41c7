import { expect, test, type Page } from '@playwright/test';

import { MARKET_LENS_PAGES } from '../../src/lib/market-lens-pages';
import { marketLensPath } from '../../src/lib/market-lens-paths';
import { collectLinks, navigate, routesToVisit, settle } from './page-walk';
import { logInToPortal } from './portal-support';

// Tables at common desktop widths (docs/breakpoints-and-scrolling.md): at 1280 and 1440 px
// every column of every table is visible, so no table is wider than the card (or scroll box)
// it sits in, on every page of the portal. Where a table must scroll (narrower windows) it
// says so under itself and keeps its first column in place.

const DESKTOP_WIDTHS = [1280, 1440] as const;
const HEIGHT = 900;

/** Each visible table wider than the box it is shown in: the scroll area's viewport, else its card, else its parent. */
const clippedTables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main table')]
      .filter((table) => table.getClientRects().length > 0)
      .map((table) => {
        const box = table.closest('[data-radix-scroll-area-viewport]') ?? table.closest('.card') ?? table.parentElement!;
        const caption = table.querySelector('caption')?.textContent?.trim() || table.getAttribute('aria-label') || 'table';
        return { caption, tableWidth: Math.round(table.getBoundingClientRect().width), boxWidth: Math.round(box.clientWidth) };
      })
      .filter(({ tableWidth, boxWidth }) => tableWidth > boxWidth + 1),
  );

const USERS = [
  { who: 'the Northwind buyer', email: 'buyer@northwind-foods.co.uk' },
  { who: 'the Harbour multi-company buyer', email: 'procurement@harbour-group.co.uk' },
  { who: 'the desk', email: 'desk@market-lens.co.uk' },
] as const;

for (const { who, email } of USERS) {
  test(`every table fits its card at 1280 and 1440 px for ${who}`, async ({ page }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await logInToPortal(page, email);
    await settle(page);
    const accountId = /\/app\/market-lens\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1] ?? null;
    const links = new Set<string>();
    const problems: string[] = [];
    let tablesSeen = 0;
    const check = async (path: string) => {
      await navigate(page, path);
      await collectLinks(page, links);
      for (const width of DESKTOP_WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.waitForTimeout(200);
        tablesSeen += await page.locator('main table:visible').count();
        for (const table of await clippedTables(page)) problems.push(`${path} at ${width}px: "${table.caption}" is ${table.tableWidth} px in a ${table.boxWidth} px box`);
        if (await page.getByTestId('scroll-cue').count()) problems.push(`${path} at ${width}px: a table says it scrolls`);
      }
      await page.setViewportSize({ width: 1280, height: HEIGHT });
    };
    const plain = routesToVisit(links, accountId).filter(({ pattern }) => !pattern.includes(':'));
    for (const { path } of plain) await check(path);
    // The position overview of each index, and the other tabs of a page (the admin's tables).
    for (const index of ['POWERUKPEAKCAL', 'GASNBP']) await check(`${marketLensPath('position-overview', accountId)}?index=${index}`);
    const withParameters = routesToVisit(links, accountId).filter(({ pattern }) => pattern.includes(':'));
    for (const { path } of withParameters) await check(path);

    expect(plain.length + withParameters.length).toBeGreaterThanOrEqual(MARKET_LENS_PAGES.length + 3);
    expect(tablesSeen).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
}

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
    await expect(page.getByTestId('scroll-cue')).toHaveText('Scroll sideways to see every column.');
    const firstCell = page.getByRole('table', { name: 'Position by delivery period' }).getByRole('rowheader').first();
    const before = (await firstCell.boundingBox())!.x;
    await page.getByRole('region', { name: 'Position by delivery period' }).evaluate((viewport) => {
      viewport.scrollLeft = 200;
    });
    await page.waitForTimeout(100);
    expect(Math.round((await firstCell.boundingBox())!.x)).toBe(Math.round(before));
  });
});
