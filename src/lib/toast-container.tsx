import { ToastContainer } from 'react-toastify';

import { TOAST_DURATIONS_MS, TOAST_LIMIT } from './toast';

/**
 * Where toasts from `@/lib/toast` appear; mounted once by the protected layout. They
 * start below the shell's sticky top (header and view-as banner, whose height the shell
 * publishes as --ml-shell-top-height), so they never cover 'Exit View As'.
 */
export function AppToastContainer() {
  return (
    <ToastContainer
      style={{ top: 'calc(var(--ml-shell-top-height, 0px) + 1rem)' }}
      position="top-right"
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATIONS_MS.blank}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      theme="light"
    />
  );
}
