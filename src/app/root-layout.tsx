import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';

import { Auth0Session } from './auth0-session';
import { createQueryClient } from './query-client';

/** Everything every route needs: the login session and the query cache. */
export function RootLayout() {
  const navigate = useNavigate();
  const [queryClient] = useState(createQueryClient);
  const go = useCallback((path: string, replace = false) => void navigate(path, { replace }), [navigate]);

  return (
    <QueryClientProvider client={queryClient}>
      <Auth0Session navigate={go}>
        <Outlet />
      </Auth0Session>
    </QueryClientProvider>
  );
}
