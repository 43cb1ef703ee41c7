// The unstyled build with its stylesheet as a file: the default build injects a <style>
// element, which the portal's Content-Security-Policy refuses (docs/security.md).
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

import { TOAST_DURATIONS_MS, TOAST_LIMIT } from './toast';

/** Where toasts from `@/lib/toast` appear; mounted once by the protected layout. */
export function AppToastContainer() {
  return (
    <ToastContainer
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
