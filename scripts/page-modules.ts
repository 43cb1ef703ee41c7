/**
 * The modules the build and its budgets treat specially (docs/performance.md), named once for
 * vite.config.ts (preloads, the portal chunk) and scripts/bundle-budget.mjs (the visits).
 */

/** The app's entry. */
export const ENTRY_MODULE = 'src/main.tsx';
/** The login page: a first visit to /auth/login loads it with the entry (index.html and login.html preload it). */
export const LOGIN_PAGE_MODULE = 'src/features/auth/components/login-page.tsx';
/** The protected layout: the shell of every portal page. */
export const PROTECTED_LAYOUT_MODULE = 'src/app/protected/protected-layout.tsx';
/** The dashboard's routes: where every login lands (app.html preloads them with the layout). */
export const DASHBOARD_MODULE = 'src/app/protected/dashboard-routes.tsx';
