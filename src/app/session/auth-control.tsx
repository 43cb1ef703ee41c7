import { createContext, useContext } from 'react';

import type { AuthFailure } from '@/api/http-auth';
import type { AuthUser } from '@/machines/auth-machine';

/**
 * What the protected area needs from the login session beyond the screens'
 * AuthSession: the identity user, a silent access token for the HTTP client,
 * and where the HTTP client reports a request that could not authenticate.
 */
export interface AuthControl {
  user: AuthUser | null;
  getAccessToken: () => Promise<string>;
  /** The auth machine decides what it means (log in again and come back, or log it). */
  reportAuthFailure: (failure: AuthFailure) => void;
}

const AuthControlContext = createContext<AuthControl | null>(null);

export const AuthControlProvider = AuthControlContext.Provider;

export function useAuthControl(): AuthControl {
  const control = useContext(AuthControlContext);
  if (!control) throw new Error('useAuthControl must be used inside AuthProvider');
  return control;
}
