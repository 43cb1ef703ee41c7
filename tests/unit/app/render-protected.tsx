import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

import { AuthControlProvider, type AuthControl } from '@/app/session/auth-control';
import { createQueryClient } from '@/app/query-client';
import { ProtectedProviders } from '@/app/session/portal-providers';
import { AuthSessionProvider, type AuthSession } from '@/lib/auth-session';

import { signedInAuthMachine } from '../machines/auth-session-kit';

export const ACCESS_TOKEN = 'token-for-tests';

export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

/**
 * The protected providers as the app mounts them, with a fake login session and a
 * query cache of the test's own (the app's lives as long as the page).
 */
export function renderProtected(
  path: string,
  children: ReactNode,
  user: AuthControl['user'] = { sub: 'ml|1002', email_verified: true },
  queryClient = createQueryClient(),
) {
  const { redirectToLogin, reportAuthFailure } = signedInAuthMachine();
  const control: AuthControl = { user, getAccessToken: async () => ACCESS_TOKEN, reportAuthFailure };
  const session: AuthSession = {
    isLoading: false,
    isAuthenticated: true,
    errorMessage: null,
    login: vi.fn(async () => {}),
    register: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
  };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AuthSessionProvider value={session}>
        <AuthControlProvider value={control}>
          <Routes>
            <Route
              path="*"
              element={
                <ProtectedProviders queryClient={queryClient}>
                  {children}
                  <LocationProbe />
                </ProtectedProviders>
              }
            />
          </Routes>
        </AuthControlProvider>
      </AuthSessionProvider>
    </MemoryRouter>,
  );
  return { ...view, redirectToLogin, session, queryClient };
}
