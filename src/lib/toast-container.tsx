// The unstyled build with its stylesheet as a file: the default build injects a <style>
// element, which the portal's Content-Security-Policy refuses (docs/security.md).
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

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
