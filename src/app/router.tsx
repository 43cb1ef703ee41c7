import { createBrowserRouter, Navigate } from 'react-router-dom';

import { AppRouteError } from './chunk-load-error';
import { RootLayout } from './root-layout';

// Every page is a lazy route: the first visit to /auth/login downloads only the
// shell and the login page (see scripts/bundle-budget.mjs). The protected layout and
// even the table of /app routes are chunks of their own: the table is patched into
// the 'app' route the first time an /app path is visited.
let appRoutesPatched = false;

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // A failed chunk load offers a reload (and reloads once by itself); see chunk-load-error.tsx.
    errorElement: <AppRouteError />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      {
        path: 'auth/login',
        lazy: () => import('@/features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'auth/loading',
        lazy: () =>
          import('@/features/auth/components/login-callback-page').then((m) => ({ Component: m.LoginCallbackPage })),
      },
      {
        path: 'switch-app',
        lazy: () => import('@/features/switch-app/components/switch-app-page').then((m) => ({ Component: m.SwitchAppPage })),
      },
      {
        id: 'app',
        path: 'app',
        lazy: () => import('./protected/protected-layout').then((m) => ({ Component: m.ProtectedLayout })),
      },
      {
        path: '*',
        lazy: () => import('@/features/not-found/components/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
], {
  async patchRoutesOnNavigation({ path, patch }) {
    if (appRoutesPatched || !(path === '/app' || path.startsWith('/app/'))) return;
    const { protectedRoutes } = await import('./protected/protected-layout');
    if (appRoutesPatched) return;
    appRoutesPatched = true;
    patch('app', protectedRoutes);
  },
});
