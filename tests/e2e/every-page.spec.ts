import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, test, type Page } from '@playwright/test';

import { MARKET_LENS_PAGES } from '../../src/lib/market-lens-pages';
import { marketLensPath } from '../../src/lib/market-lens-paths';
import { collectLinks, navigate, routesToVisit, settle, sidewaysOverflow } from './page-walk';
import { logInToPortal } from './portal-support';

// Every page of the portal, walked once per persona: the registry's pages (src/lib/market-lens-pages.ts;
// pages with an id take one from a link the user was shown), the position of each index, the
// overview, the risk-navigator route and the 404 page. A page is opened and settled once; then
// every width's checks run on it as it stands (docs/breakpoints-and-scrolling.md, docs/accessibility.md):
// - at 390, 740, 1280 and 1440 px no page is wider than the window;
// - at 1280 and 1440 px every visible table fits the box it is shown in, and none says it scrolls;
// - at 1280 and 390 px axe (WCAG 2.1 AA) finds nothing.
// The three personas walk at once, each in its own browser context (its own session).

const HEIGHT = 800;
const CHECKS = [
  { width: 1280, tables: true, axe: true },
  { width: 1440, tables: true, axe: false },
  { width: 740, tables: false, axe: false },
  { width: 390, tables: false, axe: true },
] as const;
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// Evaluated through the DevTools protocol, which the portal's CSP (script-src 'self') does not govern.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const PERSONAS = [
  { who: 'the Northwind buyer', email: 'buyer@northwind-foods.co.uk' },
  { who: 'the Harbour multi-company buyer', email: 'procurement@harbour-group.co.uk' },
  { who: 'the desk', email: 'desk@market-lens.co.uk' },
] as const;

/** At the new width once the layout has answered it (resize observers run on the next frames). */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(100);
}

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

/** axe's WCAG 2.1 AA violations of the page as it stands, one line per rule with where it failed. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type Result = { violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
    // Fast first (no selectors, no stylesheet preload: most of the walk's time is axe's); where
    // something fails, the failing rules run again with selectors to say where.
    const quick = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], selectors: false, preload: false });
    if (quick.violations.length === 0) return [];
    const ids = quick.violations.map((violation) => violation.id);
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ids }, resultTypes: ['violations'], preload: false });
    return result.violations.map(
      (violation) => `${violation.id} (${violation.nodes.length}): ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => String(node.target)).join(' | ')}`,
    );
  }, WCAG_21_AA);
}

/** One persona's walk on its own page; the problems found, one line each. */
async function walkAs(page: Page, who: string, email: string) {
  await resize(page, 1280);
  await logInToPortal(page, email);
  await settle(page);
  const accountId = /\/app\/market-lens\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1] ?? null;

  const links = new Set<string>();
  const problems: string[] = [];
  const visited = new Set<string>();
  let tablesSeen = 0;
  const check = async (path: string) => {
    await navigate(page, path);
    await expect(page.locator('main .spinner-border, main .placeholder-glow'), `${who}: ${path} still loading`).toHaveCount(0);
    await collectLinks(page, links);
    for (const { width, tables, axe } of CHECKS) {
      if (width !== 1280) await resize(page, width);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${who}, ${path} at ${width}px: the page is ${overflow} px wider than the window`);
      if (tables) {
        tablesSeen += await page.locator('main table:visible').count();
        for (const table of await clippedTables(page)) problems.push(`${who}, ${path} at ${width}px: "${table.caption}" is ${table.tableWidth} px in a ${table.boxWidth} px box`);
        if (await page.getByTestId('scroll-cue').count()) problems.push(`${who}, ${path} at ${width}px: a table says it scrolls`);
      }
      if (axe) for (const violation of await axeViolations(page)) problems.push(`${who}, ${path} at ${width}px: ${violation}`);
    }
    await resize(page, 1280);
    visited.add(path.split('?')[0]!);
    if (process.env.PAGE_WALK_LOG) console.log(`${who}: ${path} done at ${Math.round(performance.now() / 1000)} s`);
  };

  // First the pages without parameters (collecting their links), then the position of each
  // other index, then the pages with an id.
  const plain = routesToVisit(links, accountId).filter(({ pattern }) => !pattern.includes(':'));
  for (const { path } of plain) await check(path);
  for (const index of ['POWERUKPEAKCAL', 'GASNBP']) await check(`${marketLensPath('position-overview', accountId)}?index=${index}`);
  const withParameters = routesToVisit(links, accountId).filter(({ pattern }) => pattern.includes(':'));
  for (const { path } of withParameters) await check(path);
  return { who, visited: visited.size, expected: plain.length + withParameters.length, tablesSeen, problems };
}

test('every page, for the buyer, the multi-company buyer and the desk: no sideways scroll at 390–1440 px, every table whole at 1280 and 1440 px, no axe violation at 1280 and 390 px', async ({ browser, baseURL }) => {
  // About 3 minutes on a quiet machine; the limit leaves room for a machine shared with other runs.
  test.setTimeout(600_000);
  const results = await Promise.all(
    PERSONAS.map(async ({ who, email }) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: HEIGHT } });
      try {
        return await walkAs(await context.newPage(), who, email);
      } finally {
        await context.close();
      }
    }),
  );

  for (const { who, visited, expected, tablesSeen } of results) {
    expect(expected, `${who}: the registry's pages and the three routes outside it`).toBeGreaterThanOrEqual(MARKET_LENS_PAGES.length + 3);
    expect(visited, `${who}: pages opened`).toBe(expected);
    expect(tablesSeen, `${who}: tables seen`).toBeGreaterThan(0);
  }
  expect(results.flatMap((result) => result.problems)).toEqual([]);
});
