import type { ReactNode } from 'react';
import type { Id, toast as toastifyApi, ToastOptions } from 'react-toastify/unstyled';

/**
 * The portal's one toast API, on react-toastify. Types: blank, error, success,
 * loading, custom. Blank, error and custom toasts close after 4000 ms, success after
 * 2000 ms, loading never on its own (update or dismiss it). At most TOAST_LIMIT are
 * on screen; more wait. See docs/constants.md.
 *
 * react-toastify and its stylesheet are fetched with the first toast, not with the
 * portal: no page shows a toast before the user acts (docs/performance.md). Calls made
 * meanwhile are kept in order and run once its container has mounted, so a toast is
 * never lost, and each call still returns its toast's id at once.
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
type Toastify = typeof toastifyApi;

let toastify: Toastify | null = null;
const waiting: ((api: Toastify) => void)[] = [];
const requestListeners = new Set<() => void>();
let requested = false;
let nextId = 0;

/** Whether any toast has been asked for: the container mounts from then on (toast-container.tsx). */
export function toastRequested(): boolean {
  return requested;
}

/** Tells the container when the first toast is asked for. */
export function onToastRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/**
 * Called by the container (toast-view.tsx) once it has mounted, with react-toastify's API:
 * the calls made until then run now, in order. Waiting for the container matters: an
 * update of a toast that no container holds yet would be lost.
 */
export function toastContainerReady(api: Toastify): void {
  toastify = api;
  for (const call of waiting.splice(0)) call(api);
}

function withToastify(call: (api: Toastify) => void): void {
  if (toastify) {
    call(toastify);
    return;
  }
  waiting.push(call);
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
}

function show(type: ToastType, content: ReactNode, options?: Options): ToastId {
  const autoClose = TOAST_DURATIONS_MS[type];
  // Named here, so the id is known before react-toastify has arrived.
  const toastId = options?.toastId ?? `ml-toast-${(nextId += 1)}`;
  withToastify((api) => {
    switch (type) {
      case 'error':
        api.error(content, { toastId, autoClose });
        return;
      case 'success':
        api.success(content, { toastId, autoClose });
        return;
      case 'loading':
        api.loading(content, { toastId, autoClose });
        return;
      case 'custom':
        // The caller renders the whole body: no type icon, no type colour.
        api(content, { toastId, autoClose, icon: false, className: 'ml-toast--custom' });
        return;
      default:
        api(content, { toastId, autoClose });
    }
  });
  return toastId;
}

export const toast = Object.assign((message: ReactNode, options?: Options) => show('blank', message, options), {
  error: (message: ReactNode, options?: Options) => show('error', message, options),
  success: (message: ReactNode, options?: Options) => show('success', message, options),
  loading: (message: ReactNode, options?: Options) => show('loading', message, options),
  custom: (content: ReactNode, options?: Options) => show('custom', content, options),
  /** Turns a toast (typically a loading one) into another type, with that type's duration. */
  update: (id: ToastId, type: Exclude<ToastType, 'loading'>, message: ReactNode) =>
    withToastify((api) =>
      api.update(id, {
        render: message,
        type: type === 'blank' || type === 'custom' ? 'default' : type,
        isLoading: false,
        autoClose: TOAST_DURATIONS_MS[type],
      }),
    ),
  dismiss: (id?: ToastId) => {
    // Before the first toast there is nothing to dismiss (and nothing to load for it).
    if (!requested) return;
    withToastify((api) => (id === undefined ? api.dismiss() : api.dismiss(id)));
  },
});
