import type { ReactNode } from 'react';
import { toast as toastify, type Id, type ToastOptions } from 'react-toastify/unstyled';

/**
 * The portal's one toast API, on react-toastify. Types: blank, error, success,
 * loading, custom. Blank, error and custom toasts close after 4000 ms, success after
 * 2000 ms, loading never on its own (update or dismiss it). At most TOAST_LIMIT are
 * on screen; more wait. See docs/constants.md.
 */
export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';

export const TOAST_DURATIONS_MS: Record<ToastType, number | false> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: false,
};

export const TOAST_LIMIT = 20;

export type ToastId = Id;
type Options = Pick<ToastOptions, 'toastId'>;

function show(type: ToastType, content: ReactNode, options?: Options): ToastId {
  const autoClose = TOAST_DURATIONS_MS[type];
  switch (type) {
    case 'error':
      return toastify.error(content, { ...options, autoClose });
    case 'success':
      return toastify.success(content, { ...options, autoClose });
    case 'loading':
      return toastify.loading(content, { ...options, autoClose });
    case 'custom':
      // The caller renders the whole body: no type icon, no type colour.
      return toastify(content, { ...options, autoClose, icon: false, className: 'ml-toast--custom' });
    default:
      return toastify(content, { ...options, autoClose });
  }
}

export const toast = Object.assign((message: ReactNode, options?: Options) => show('blank', message, options), {
  error: (message: ReactNode, options?: Options) => show('error', message, options),
  success: (message: ReactNode, options?: Options) => show('success', message, options),
  loading: (message: ReactNode, options?: Options) => show('loading', message, options),
  custom: (content: ReactNode, options?: Options) => show('custom', content, options),
  /** Turns a toast (typically a loading one) into another type, with that type's duration. */
  update: (id: ToastId, type: Exclude<ToastType, 'loading'>, message: ReactNode) =>
    toastify.update(id, {
      render: message,
      type: type === 'blank' || type === 'custom' ? 'default' : type,
      isLoading: false,
      autoClose: TOAST_DURATIONS_MS[type],
    }),
  dismiss: (id?: ToastId) => (id === undefined ? toastify.dismiss() : toastify.dismiss(id)),
});
