import { expect, type Page } from '@playwright/test';

import { MARKET_LENS_PAGES } from '../../src/lib/market-lens-pages';
import { marketLensPath, OVERVIEW_PATH } from '../../src/lib/market-lens-paths';

// Walking every page of the portal (tests/e2e/every-page.spec.ts and the checks that open pages in-app).

/** In-app navigation (the router listens to popstate), so the cache and session stay as a user's would. */
export async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  await settle(page);
}

/** Waits until the page has made no request for 400 ms (lazy chunks, data, images). */
export async function settle(page: Page) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + 10_000;
  try {
    await page.waitForTimeout(150);
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < 400)) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await expect(page.locator('#root')).not.toBeEmpty();
}

/** Every page of the registry with its parameters filled from links the user was shown, plus the routes outside it. */
export function routesToVisit(seenLinks: ReadonlySet<string>, accountId: string | null) {
  const pages: { pattern: string; path: string }[] = [];
  for (const entry of MARKET_LENS_PAGES) {
    if (!entry.path.includes(':')) {
      pages.push({ pattern: entry.path, path: marketLensPath(entry.path, accountId) });
      continue;
    }
    // A link to the page from the list the user just saw; else an unknown id (the page's own not-found state).
    const shape = new RegExp(`^/app/market-lens(?:/[^/]+)?/${entry.path.replace(/:[^/]+/g, '[^/?#]+')}$`);
    // orders/add-new has the shape of orders/:orderId: a link to a page without parameters is not an id.
    const link = [...seenLinks].find((href) => shape.test(href) && !isStaticPage(href));
    pages.push({ pattern: entry.path, path: link ?? marketLensPath(entry.path.replace(/:[^/]+/g, '0'), accountId) });
  }
  pages.push({ pattern: 'overview', path: OVERVIEW_PATH });
  pages.push({ pattern: 'risk-navigator', path: `/app/risk-navigator/${accountId ?? '0'}/support/alerts` });
  pages.push({ pattern: 'unknown page', path: '/app/market-lens/no-such-page' });
  return pages;
}

/** A link to a page of the registry without parameters. */
function isStaticPage(href: string): boolean {
  return MARKET_LENS_PAGES.some((entry) => !entry.path.includes(':') && new RegExp(`^/app/market-lens(?:/[^/]+)?/${entry.path}$`).test(href));
}

/** How many px the page is wider than the window (0 or less: no sideways scroll). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

export async function collectLinks(page: Page, into: Set<string>) {
  const hrefs = await page.locator('a[href^="/app/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) into.add(href);
}
