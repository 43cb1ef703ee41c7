import { createRequire } from 'node:module';

import { expect, test, type Page } from '@playwright/test';

// A page whose own scripts cannot be fetched (the HTML names files a deployment removed, or the
// network dropped them) says so with a Reload button instead of staying on its prerendered
// "Checking your session" with Login disabled (index.html #load-failure, src/styles/app.css, the
// starter of scripts/vite-static-delivery.ts; docs/performance.md, "Deployments").

// axe is injected as a script tag, which the portal's CSP (script-src 'self') would refuse.
test.use({ bypassCSP: true });

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The entry module the page's starter imports (its data-entry), read from the HTML the server sends. */
async function entryOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${path} names no entry script`);
  return entry;
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; help: string }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
  });
}

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Market Lens could not load this page' });

for (const path of ['/auth/login?returnTo=%2Fapp%2Fmarket-lens%2Forders', '/app/market-lens/dashboard', '/']) {
  test(`${path.split('?')[0]}: a missing entry script shows the notice with Reload at once, and Reload keeps the address`, async ({ page }) => {
    const entry = await entryOf(page, path);
    await page.route(`**${entry}`, (route) => route.abort());
    await page.goto(path);
    await expect(notice(page)).toBeVisible({ timeout: 5_000 });
    const reload = notice(page).getByRole('button', { name: 'Reload' });
    await expect(reload).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);

    // The files are back (or the page is the new build's): Reload starts the portal, on the same address.
    await page.unroute(`**${entry}`);
    const reloaded = page.waitForEvent('load');
    await reload.click();
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('data-portal-started', '');
    await expect(notice(page)).toBeHidden();
    if (path.includes('?')) expect(page.url()).toContain(path.slice(path.indexOf('?')));
  });
}

test('the login page without even its starter script shows the notice by itself, and Reload works without script', async ({ page }) => {
  await page.route('**/assets/start-*.js', (route) => route.abort());
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  await expect(notice(page)).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/assets/start-*.js');
  await notice(page).getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await expect(notice(page)).toBeHidden();
});

test('a page that starts normally never shows the notice', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await expect(page.locator('#load-failure')).toBeHidden();
  await page.waitForTimeout(11_000);
  await expect(page.locator('#load-failure')).toBeHidden();
});
