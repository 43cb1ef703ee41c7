import { useStartViewAsSession as useGeneratedStartViewAsSession } from '@generated/api/admin/admin';
import { usePortalSession } from '@/lib/portal-session';

/**
 * Starting an audited view-as session, with what follows from it: the portal switches
 * to the user the server returns, which drops every cached query (they were the
 * admin's own data) and opens the dashboard (see src/machines/view-as-machine.ts).
 * `onStarted` runs first, for the caller's own state.
 */
export function useStartViewAsSession({ onStarted }: { onStarted?: () => void } = {}) {
  const { viewAs } = usePortalSession();
  return useGeneratedStartViewAsSession({
    mutation: {
      onSuccess: ({ data }) => {
        onStarted?.();
        viewAs.enter(data);
      },
    },
  });
}
