import { useViewAs, ViewAsProvider, type ViewAsSession } from '@/lib/portal-session';

/** The view-as part of the portal session, provided before the profile is known (src/lib/portal-session.tsx). */
export type ViewAsControl = ViewAsSession;

export const ViewAsControlProvider = ViewAsProvider;

export function useViewAsControl(): ViewAsControl {
  const control = useViewAs();
  if (!control) throw new Error('useViewAsControl must be used inside ProtectedProviders');
  return control;
}
