/**
 * The loop of an outbox worker (the mail worker, the trade-confirmation worker): rounds run one
 * at a time, woken by the table's channel at the commit that queues a row, and otherwise when
 * the earliest row is due (a retry's backoff, a lease of a round that died). A notification
 * during a round asks for one more round after it (its rows may have been missed).
 */
export interface OutboxSchedule {
  /**
   * Subscribes to the worker's channel (OpenedDatabase.listen). With it the worker runs when a
   * row is queued and when the earliest retry is due, and otherwise only every `safetyPollMs`;
   * on embedded PGlite every query holds up all requests, so an idle worker must not query.
   * Without it (or while it cannot subscribe) the worker polls every `intervalMs`.
   */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /** Without `listen`: the polling interval (default 2 s). */
  intervalMs?: number;
  /** With `listen`: the longest wait between rounds (default 60 s), in case a notification is lost. */
  safetyPollMs?: number;
  log?: Pick<Console, 'warn'>;
}

export interface OutboxWorker {
  /** Named in the log lines: 'Mail worker'. */
  name: string;
  channel: string;
  /** One round; it logs its own outcome, and a failure is logged here. */
  round: () => Promise<void>;
  /** When the earliest queued row is due, if any. */
  earliestDue: () => Promise<Date | undefined>;
}

/** Starts the loop; resolves to the function that stops it (after the running round). */
export async function runOutboxWorker(worker: OutboxWorker, { listen, intervalMs = 2_000, safetyPollMs = 60_000, log = console }: OutboxSchedule = {}): Promise<() => Promise<void>> {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  // Polling until the subscription is in place.
  let longestWait = intervalMs;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (closed) return;
    timer = setTimeout(wake, Math.max(0, Math.min(delayMs, longestWait)));
    timer.unref();
  };

  async function round(): Promise<void> {
    try {
      await worker.round();
    } catch (error) {
      log.warn(`${worker.name} round failed: ${String(error)}`);
    }
    if (!unlisten) return schedule(intervalMs);
    const next = await worker.earliestDue().catch(() => undefined);
    schedule(next ? next.getTime() - Date.now() : safetyPollMs);
  }

  function wake(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        wake();
      }
    });
  }

  if (listen) {
    unlisten = await listen(worker.channel, () => wake()).catch((error: unknown) => {
      log.warn(`${worker.name}: no notifications (${String(error)}), polling every ${intervalMs} ms`);
      return undefined;
    });
    if (unlisten) longestWait = safetyPollMs;
  }
  // Whatever was queued while no worker ran.
  wake();
  return async () => {
    closed = true;
    clearTimeout(timer);
    await unlisten?.();
    await running;
  };
}
