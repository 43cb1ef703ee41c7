import { createContext, useContext } from 'react';

import type { PortalSession } from '@/lib/portal-session';

/** The view-as part of the portal session, provided before the profile is known. */
export type ViewAsControl = PortalSession['viewAs'];

const ViewAsControlContext = createContext<ViewAsControl | null>(null);

export const ViewAsControlProvider = ViewAsControlContext.Provider;

export function useViewAsControl(): ViewAsControl {
  const control = useContext(ViewAsControlContext);
  if (!control) throw new Error('useViewAsControl must be used inside ProtectedProviders');
  return control;
}
