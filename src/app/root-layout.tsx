import { Suspense, useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';

import { AuthProvider } from './session/auth-provider';

/**
 * What every route needs: the login session. The query cache and the portal
 * session live in the protected layout (a lazy chunk), so the login page stays small.
 * The session check starts at once, while the route's chunk is still on its way.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const go = useCallback((path: string, replace = false) => navigate(path, { replace }), [navigate]);

  return (
    <AuthProvider navigate={go}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AuthProvider>
  );
}
