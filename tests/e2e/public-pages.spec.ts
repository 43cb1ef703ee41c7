import { expect, test } from '@playwright/test';

// The pages that need no login, served by the production build (`npm start`).

test('the root path redirects to the login page', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL('**/auth/login');
  await expect(page.getByText('Login or Register')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
});

test('an unknown path shows the 404 page, whose button goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Not found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you are looking for can not be found.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await page.waitForURL('**/auth/login');
});

test('switch-app offers Energy Generators (new tab) and Market Lens', async ({ page }) => {
  await page.goto('/switch-app');
  await expect(page.getByRole('heading', { level: 1, name: 'Switch Apps' })).toBeVisible();
  const generators = page.getByRole('link', { name: /Open Energy Generators/ });
  await expect(generators).toHaveAttribute('target', '_blank');
  await expect(generators).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('heading', { level: 2, name: 'Market Lens' })).toBeVisible();
});

test('a login callback that no login started is refused with "Invalid state"', async ({ page }) => {
  // No stored transaction (missing_transaction), like a state mismatch, reads 'Invalid state'. A real
  // callback error with its description is covered in login.spec.ts (No Company Data).
  await page.goto('/auth/loading?error=access_denied&error_description=Your%20access%20has%20expired&state=forged');
  await expect(page.getByRole('heading', { name: "Sorry, we can't log you in" })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid state');
  await expect(page.getByRole('link', { name: 'Call the Optimisation desk' })).toHaveAttribute('href', /^tel:/);
});
