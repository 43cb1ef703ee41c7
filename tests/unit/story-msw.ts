import { setupServer } from 'msw/node';

/**
 * The MSW server that stories composed in unit tests (composeStories) run against: the
 * preview's mswLoader puts a story's `parameters.msw` handlers here when the test calls
 * `await Story.load()` (tests/unit/setup.ts swaps the browser's service worker for it).
 * Listen to `storyServer.events` to see the requests a story makes.
 */
export const storyServer = setupServer();

let listening = false;

/** Starts intercepting on the first story load; an unhandled request fails the test. */
export function startStoryServer() {
  if (!listening) {
    storyServer.listen({ onUnhandledFrame: 'error' });
    listening = true;
  }
  return storyServer;
}

export function stopStoryServer() {
  if (listening) storyServer.close();
  listening = false;
}
