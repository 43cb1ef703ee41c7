import { createContext, useContext, type ReactNode } from 'react';

/**
 * What screens need to know about the login session, independent of where it
 * comes from. The app provides it from the Auth0 SDK (src/app/auth-provider.tsx);
 * Storybook and unit tests provide fixed values. Screens never import the SDK.
 */
export interface AuthSession {
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Message of the last login error (e.g. the callback's error_description). */
  errorMessage: string | null;
  /** Starts the hosted login; comes back to `returnTo` (default: the dashboard). */
  login: (options?: { returnTo?: string }) => Promise<void>;
  /** Starts the hosted signup (email connection, signup hint). */
  register: () => Promise<void>;
  /** Ends the session and returns to the site origin. */
  logout: () => Promise<void>;
}

const AuthSessionContext = createContext<AuthSession | null>(null);

export function AuthSessionProvider({ value, children }: { value: AuthSession; children: ReactNode }) {
  return <AuthSessionContext.Provider value={value}>{children}</AuthSessionContext.Provider>;
}

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('useAuthSession must be used inside AuthSessionProvider');
  return session;
}
