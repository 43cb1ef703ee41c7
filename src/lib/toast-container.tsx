import { ToastContainer } from 'react-toastify';

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
