// The unstyled build with its stylesheet as a file: the default build injects a <style>
// element, which the portal's Content-Security-Policy refuses (docs/security.md).
import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

import { TOAST_DURATIONS_MS, TOAST_LIMIT, toastContainerReady } from './toast';

/** react-toastify's container, in the chunk fetched with the first toast (toast-container.tsx). */
export default function ToastView() {
  // After the container's own subscription (a child's effects run first): toasts asked
  // for while this chunk loaded go to a container that is there.
  useEffect(() => toastContainerReady(toast), []);
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
