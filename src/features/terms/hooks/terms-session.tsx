import { createContext, useContext } from 'react';

/**
 * The terms state a screen needs: whether the terms are
 * accepted, and the accept action that records it on the server. The app provides
 * it from the terms machine; stories and tests provide fixed values.
 */
export type TermsStatusKind = 'loading' | 'error' | 'notAccepted' | 'accepting' | 'acceptFailed' | 'accepted';

export interface TermsSession {
  status: TermsStatusKind;
  termsAcceptedDate: string | null;
  /** Why loading the status or accepting failed. */
  error: unknown;
  accept: () => void;
  retry: () => void;
  /** The terms page was shown: after the next login the user goes to their page, not here. */
  markViewed: () => void;
}

const TermsSessionContext = createContext<TermsSession | null>(null);

export const TermsSessionProvider = TermsSessionContext.Provider;

export function useTermsSession(): TermsSession {
  const session = useContext(TermsSessionContext);
  if (!session) throw new Error('useTermsSession must be used inside TermsSessionProvider');
  return session;
}
