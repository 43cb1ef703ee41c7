import { createContext, useContext } from 'react';

import type { AuthUser } from '@/machines/auth-machine';

/**
 * What the protected area needs from the login session beyond the screens'
 * AuthSession: the identity user, a silent access token for the HTTP client,
 * and a way to send the user back through login when the API says 401.
 */
export interface AuthControl {
  user: AuthUser | null;
  getAccessToken: () => Promise<string>;
  /** Login again, then come back to `returnTo` (spec §8: token errors and HTTP 401). */
  redirectToLogin: (returnTo: string) => void;
}

const AuthControlContext = createContext<AuthControl | null>(null);

export const AuthControlProvider = AuthControlContext.Provider;

export function useAuthControl(): AuthControl {
  const control = useContext(AuthControlContext);
  if (!control) throw new Error('useAuthControl must be used inside AuthProvider');
  return control;
}
