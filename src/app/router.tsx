import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';

import { lazyPage } from '@/lib/lazy-page';
import { isPortalPath, LOGIN_PATH } from '@domain/portal-routes';

import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

// Every page is a lazy chunk: the first visit to /auth/login downloads only the shell and the
// login page (see scripts/bundle-budget.mjs). The protected layout carries the table of /app
// routes (src/app/protected-routes.tsx) in its own chunk. Declarative routes rather than a data
// router: the portal loads no data through the router, and the data router's code was 16 KB
// gzip on every first load (docs/performance.md).
const LoginPage = lazyPage(() => import('@/features/auth/components/login-page').then((m) => m.LoginPage));
const LoginCallbackPage = lazyPage(() => import('@/features/auth/components/login-callback-page').then((m) => m.LoginCallbackPage));
const SwitchAppPage = lazyPage(() => import('@/features/switch-app/components/switch-app-page').then((m) => m.SwitchAppPage));
const ProtectedLayout = lazyPage(() => import('./protected/protected-layout').then((m) => m.ProtectedLayout));
const NotFoundPage = lazyPage(() => import('@/features/not-found/components/not-found-page').then((m) => m.NotFoundPage));

/**
 * Fetches the chunk of the page at `pathname`: main.tsx waits for it (it is preloaded by the
 * HTML, so this is about its arrival, not a new request) before the first render, which then
 * draws the page over the prerendered HTML in one frame.
 */
export function preloadRouteAt(pathname: string): Promise<unknown> {
  if (pathname === LOGIN_PATH) return LoginPage.preload();
  if (isPortalPath(pathname)) return ProtectedLayout.preload();
  return Promise.resolve();
}

function AppRoutes() {
  const { key } = useLocation();
  return (
    // A failed chunk load offers a reload (and reloads once by itself); see chunk-load-error.tsx.
    <RouteErrorBoundary resetKey={key}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<Navigate to="/auth/login" replace />} />
          <Route path="auth/login" element={<LoginPage />} />
          <Route path="auth/loading" element={<LoginCallbackPage />} />
          <Route path="switch-app" element={<SwitchAppPage />} />
          <Route path="app/*" element={<ProtectedLayout />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
