import { expect, test, type Page } from '@playwright/test';

import { IDP_ORIGIN, logInToPortal } from './portal-support';

// The security headers and the Content-Security-Policy (server/security-headers.ts,
// docs/security.md): the built portal, its login through the identity provider's pages, the
// hidden-frame silent login and the logout all run under the policy without one violation.
const DESK = 'desk@market-lens.co.uk';

const PAGES = [
  'dashboard',
  'position-overview',
  'orders',
  'orders/add-new',
  'transactions',
  'price-alerts',
  'price-alerts/add-new',
  'market-information',
  'market-information/all',
  'information-resources',
  'messages',
  'files',
  'support',
  'support/queries',
  'support/queries/add-new',
  'support/faq',
  'support/contact',
  'support/request-meeting',
  'settings/profile',
  'settings/user-admin',
  'settings/notifications',
  'settings/password',
  'search?q=power',
];

interface Violation {
  where: string;
  directive: string;
  blocked: string;
}

/** Records every CSP violation of every frame (event and console line) from here on. */
async function watchPolicy(page: Page): Promise<{ violations: Violation[]; consoleErrors: string[] }> {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await page.exposeBinding('reportPolicyViolation', ({ frame }, directive: string, blocked: string) => {
    violations.push({ where: frame.url(), directive, blocked });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation?: (directive: string, blocked: string) => void }).reportPolicyViolation;
      report?.(event.effectiveDirective, event.blockedURI);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())) consoleErrors.push(message.text());
  });
  return { violations, consoleErrors };
}

function expectStrictHeaders(headers: Record<string, string>, where: string) {
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, `${where}: a CSP`).toMatch(/default-src 'self'/);
  expect(policy, `${where}: no frames around it`).toMatch(/frame-ancestors 'none'/);
  expect(policy, `${where}: no inline script allowed wholesale`).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy, `${where}: no eval`).not.toMatch(/'unsafe-eval'/);
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('no-referrer');
}

test('every response carries the security headers', async ({ page, request }) => {
  for (const path of ['/', '/app/market-lens/dashboard', '/api/v2/health', '/api/v2/accounts', '/api/v2/no-such-route', '/favicon.svg']) {
    const response = await request.get(path);
    expectStrictHeaders(response.headers(), path);
  }
  // The identity provider's login page, reached as a browser reaches it.
  const login = page.waitForResponse((response) => response.url().startsWith(`${IDP_ORIGIN}/interaction/`) && response.request().resourceType() === 'document');
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  expectStrictHeaders(await (await login).allHeaders(), 'identity provider login page');
});

test('the portal, its login, silent login and logout run under the CSP without a violation', async ({ page }) => {
  test.setTimeout(240_000);
  const { violations, consoleErrors } = await watchPolicy(page);
  await logInToPortal(page, DESK);
  for (const path of PAGES) {
    await page.goto(`/app/market-lens/${path}`);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect.soft(violations, 'violations on the login and the main pages').toEqual([]);

  // The file viewer frames the PDF it fetched from a blob: URL (a blank frame when the policy
  // refuses it): open one and wait for the frame to load it.
  await page.goto('/app/market-lens/files');
  await page.getByRole('link', { name: /\.pdf$/ }).first().click();
  await page.waitForURL(/\/files\/view\/[0-9a-f-]+$/);
  const frame = page.locator('iframe.ml-pdf-frame');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  // A refused frame shows Chromium's error page instead of the blob: document.
  await expect.poll(() => page.frames().map((f) => f.url().split(':')[0])).toContain('blob');
  expect.soft(violations, 'violations of the PDF viewer').toEqual([]);
  await page.goto('/app/market-lens/dashboard');
  await expect(page.getByRole('main')).toBeVisible();

  // Without cached tokens the SDK logs in silently in a hidden frame on the identity provider
  // (response_mode=web_message): the one answer the portal's origin may frame.
  const silent = page.waitForResponse((response) => response.url().startsWith(`${IDP_ORIGIN}/authorize`) && response.url().includes('web_message'));
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('@@auth0spajs@@')) localStorage.removeItem(key);
  });
  await page.reload();
  const framed = await silent;
  const framedHeaders = await framed.allHeaders();
  expect(framedHeaders['content-security-policy']).toMatch(new RegExp(`frame-ancestors ${new URL(page.url()).origin.replace(/[.:/]/g, '\\$&')}`));
  expect(framedHeaders['x-frame-options']).toBeUndefined();
  await page.waitForURL('**/app/market-lens/dashboard');
  await expect(page.getByRole('main')).toBeVisible();

  // Logout passes the identity provider's sign-out page (an inline, hashed script submits it).
  await page.getByRole('button', { name: 'Logout', exact: true }).first().click();
  await page.waitForURL('**/auth/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
