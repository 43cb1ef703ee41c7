import { useId, type ReactNode } from 'react';

import { useViewAs } from './portal-session';

/**
 * View-as is read-only: the server refuses every change made while viewing
 * as another user, and the UI disables those actions and says why.
 */
export const VIEW_AS_READ_ONLY_REASON =
  'You are viewing Market Lens as another user. Viewing as is read-only, so changes are disabled.';

export interface WriteAccess {
  canWrite: boolean;
  /** Why writing is disabled, or null when it is allowed. */
  reason: string | null;
}

/** Also works before the portal session exists (the terms page while a status card shows). */
export function useCanWrite(): WriteAccess {
  const viewAs = useViewAs();
  return viewAs?.isViewAsMode ? { canWrite: false, reason: VIEW_AS_READ_ONLY_REASON } : { canWrite: true, reason: null };
}

/**
 * Wraps a write action: the render function gets `disabled` and the id of the
 * explanation (for aria-describedby), and the explanation is shown below it.
 *
 *   <WriteGuard>{({ disabled, describedBy }) => <Button disabled={disabled} aria-describedby={describedBy}>Save</Button>}</WriteGuard>
 */
export function WriteGuard({ children }: { children: (guard: { disabled: boolean; describedBy?: string }) => ReactNode }) {
  const { canWrite, reason } = useCanWrite();
  const reasonId = useId();
  if (canWrite) return <>{children({ disabled: false })}</>;
  return (
    <>
      {children({ disabled: true, describedBy: reasonId })}
      <p id={reasonId} className="small text-body-secondary mt-2 mb-0">
        {reason}
      </p>
    </>
  );
}
