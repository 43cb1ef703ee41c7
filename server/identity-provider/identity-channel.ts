/**
 * The small, explicit channel between the server's main thread and the identity provider's worker
 * (docs/identity-provider.md, "Process layout"): requests with an answer (`call`) and one-way
 * notices (`notify`), both ways over one MessagePort. Values travel by structured clone (dates
 * stay dates). An error thrown by a handler arrives as an Error with the same name and message, and
 * the `reason` of a PasswordChangeError.
 */
/** A worker's parentPort, or the Worker object on the main thread. */
interface Endpoint {
  postMessage(value: unknown): void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Node's own listener types
  on(event: string, listener: (message: any) => void): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Node's own listener types
  off(event: string, listener: (message: any) => void): unknown;
}

export type Handlers = Record<string, (...args: never[]) => unknown>;

type Message =
  | { kind: 'call'; id: number; method: string; args: unknown[] }
  | { kind: 'result'; id: number; value: unknown }
  | { kind: 'failure'; id: number; error: { name: string; message: string; reason?: string } }
  | { kind: 'notice'; name: string; payload: unknown };

export interface Channel {
  call<T>(method: string, ...args: unknown[]): Promise<T>;
  notify(name: string, payload?: unknown): void;
  /** Fails every call still waiting for its answer (the other side is gone). */
  failPending(error: Error): void;
  close(): void;
}

export class ChannelError extends Error {
  constructor(
    name: string,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = name;
  }
}

export function openChannel(
  endpoint: Endpoint,
  handlers: Handlers,
  notices: Record<string, (payload: never) => void> = {},
): Channel {
  let nextId = 1;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  const onMessage = (message: Message) => {
    switch (message.kind) {
      case 'call': {
        const handler = handlers[message.method];
        const answer = async () => {
          if (!handler) throw new Error(`no handler for ${message.method}`);
          return (handler as (...args: unknown[]) => unknown)(...message.args);
        };
        answer().then(
          (value) => endpoint.postMessage({ kind: 'result', id: message.id, value } satisfies Message),
          (error: unknown) => {
            const { name = 'Error', message: text = String(error), reason } = (error ?? {}) as { name?: string; message?: string; reason?: string };
            endpoint.postMessage({ kind: 'failure', id: message.id, error: { name, message: text, reason } } satisfies Message);
          },
        );
        return;
      }
      case 'result':
      case 'failure': {
        const waiting = pending.get(message.id);
        if (!waiting) return;
        pending.delete(message.id);
        if (message.kind === 'result') waiting.resolve(message.value);
        else waiting.reject(new ChannelError(message.error.name, message.error.message, message.error.reason));
        return;
      }
      case 'notice':
        (notices[message.name] as ((payload: unknown) => void) | undefined)?.(message.payload);
        return;
    }
  };
  endpoint.on('message', onMessage);

  return {
    call<T>(method: string, ...args: unknown[]) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        endpoint.postMessage({ kind: 'call', id, method, args } satisfies Message);
      });
    },
    notify(name, payload) {
      endpoint.postMessage({ kind: 'notice', name, payload } satisfies Message);
    },
    failPending(error) {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    },
    close() {
      endpoint.off('message', onMessage);
    },
  };
}
