import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

import { onToastRequested, toastRequested } from './toast';

// A chunk that cannot load (say, offline) costs the toasts, never the page around them.
const ToastView = lazy(
  (): Promise<{ default: ComponentType }> => import('./toast-view').catch(() => ({ default: () => null })),
);

/**
 * Where toasts from `@/lib/toast` appear; mounted once by the protected layout. They
 * start below the shell's sticky top (header and view-as banner, whose height the shell
 * publishes as --ml-shell-top-height), so they never cover 'Exit View As'.
 * react-toastify's container (toast-view.tsx) is fetched with the first toast: until
 * then there is nothing to show (docs/performance.md).
 */
export function AppToastContainer() {
  const requested = useSyncExternalStore(onToastRequested, toastRequested, toastRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
