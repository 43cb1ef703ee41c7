import { expect, test, type Page } from '@playwright/test';

import { expectShell, logInToPortal } from './portal-support';
import { NORTHWIND_BUYER } from './session-support';

// The login page and the portal arrive with their first frame in the HTML (src/app/prerender.tsx,
// docs/performance.md): it is painted before any script runs, and React's first frame replaces
// it with the same picture — the root element never stands empty in between, nothing moves.

/** From before the page's scripts run: whether #root was ever left empty, and every layout shift. */
async function watchFirstFrames(page: Page) {
  await page.addInitScript(() => {
    const record = { prerendered: '', emptied: false, shifts: [] as number[] };
    Object.assign(window, { firstFrames: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    // 'interactive': the HTML is parsed, the (deferred) module scripts have not run yet.
    document.addEventListener('readystatechange', () => {
      const root = document.getElementById('root');
      if (document.readyState !== 'interactive' || !root) return;
      record.prerendered = root.textContent ?? '';
      new MutationObserver(() => {
        if (root.childNodes.length === 0) record.emptied = true;
      }).observe(root, { childList: true });
    });
  });
}

type FirstFrames = { prerendered: string; emptied: boolean; shifts: number[] };
const firstFrames = (page: Page) => page.evaluate(() => (window as unknown as { firstFrames: FirstFrames }).firstFrames);

test('the login card is in the HTML, and React takes it over without a blank frame or a shift', async ({ page }) => {
  await watchFirstFrames(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  const frames = await firstFrames(page);
  expect(frames.prerendered).toContain('Login or Register');
  expect(frames.prerendered).toContain('Welcome to Market Lens.');
  expect(frames.emptied).toBe(false);
  expect(frames.shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
});

test("the portal's cold load paints 'Loading Market Lens' from the HTML, then the dashboard", async ({ page }) => {
  await logInToPortal(page, NORTHWIND_BUYER);
  await watchFirstFrames(page);
  await page.goto('/app/market-lens/dashboard');
  await expectShell(page);
  await expect(page.getByText(/Welcome back, Olivia/)).toBeVisible();
  const frames = await firstFrames(page);
  expect(frames.prerendered).toBe('Loading Market Lens');
  expect(frames.emptied).toBe(false);
  expect(frames.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
});
