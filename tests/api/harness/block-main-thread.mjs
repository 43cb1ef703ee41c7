// Preloaded (`node --import`) into a server started by server/identity-provider/tests/own-thread.test.ts: SIGUSR2
// makes the server's main thread — the API's event loop — busy for BLOCK_MAIN_THREAD_MS (default
// 10 s), as a long burst of API load would. Worker threads inherit the preload and ignore it.
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  process.on('SIGUSR2', () => {
    const until = Date.now() + Number(process.env.BLOCK_MAIN_THREAD_MS ?? 10_000);
    while (Date.now() < until) {
      // Busy on purpose: nothing else runs on this thread meanwhile.
    }
  });
}
