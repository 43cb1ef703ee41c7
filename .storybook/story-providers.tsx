import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { AuthSessionProvider, type AuthSession } from '@/lib/auth-session';

import { LocationProbe } from './location-probe';

/**
 * What every story renders inside: the app's providers with values a story chooses
 * through parameters, and a router that starts at the story's route.
 */
export function StoryProviders({
  session,
  route,
  path,
  withRouter,
  children,
}: {
  session: AuthSession;
  route: string;
  /** Route pattern the story is mounted at (e.g. '/app/market-lens/:accountId?/orders'). */
  path: string;
  /** False for stories that bring their own (data) router. */
  withRouter: boolean;
  children: ReactNode;
}) {
  // A fresh cache per story: no story sees another's data, and failures are not retried.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSessionProvider value={session}>
        {withRouter ? (
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={children} />
              {path === '*' ? null : <Route path="*" element={<LocationProbe />} />}
            </Routes>
          </MemoryRouter>
        ) : (
          children
        )}
      </AuthSessionProvider>
    </QueryClientProvider>
  );
}
