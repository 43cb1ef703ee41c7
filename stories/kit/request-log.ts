import { expect } from 'storybook/test';

type ResolverInfo = { request: Request };

/**
 * Records the requests that reach a story's MSW handler, so a story can prove that a
 * component it hides fetched nothing:
 *
 *   const log = requestLog();
 *   beforeEach: log.clear,
 *   parameters: { msw: { handlers: [getXMockHandler(log.recording(failWith(403)))] } },
 *   play: () => expectNoRequests(log),
 *
 * The stories of one file share this module in the test runner's page, so the log is
 * cleared before each story renders.
 */
export interface RequestLog {
  /** `METHOD pathname?search` of each request the wrapped answers received, in order. */
  readonly requests: readonly string[];
  /** Wraps a generated handler's override: records the request, then answers as `answer` does. */
  recording<Result>(answer: (info: ResolverInfo) => Result): (info: ResolverInfo) => Result;
  clear(): void;
}

export function requestLog(): RequestLog {
  const requests: string[] = [];
  return {
    requests,
    recording: (answer) => (info) => {
      const url = new URL(info.request.url);
      requests.push(`${info.request.method} ${url.pathname}${url.search}`);
      return answer(info);
    },
    clear: () => {
      requests.length = 0;
    },
  };
}

/**
 * A request made on mount reaches the MSW worker and its handler a moment after the
 * story has rendered: wait that long, then expect the log to be empty.
 */
export async function expectNoRequests(log: RequestLog, settleMs = 1000): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  await expect(log.requests, `requests made: ${log.requests.join(', ')}`).toEqual([]);
}
