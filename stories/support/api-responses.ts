/**
 * Answers a story's generated MSW handler can give instead of data, shared by every
 * feature's stories: `getXMockHandler(never)` for the loading state,
 * `getXMockHandler(failWith(500))` for an API error.
 */
import { HttpResponse } from 'msw';

/** Never answers: the loading state. */
export const never = () => new Promise<never>(() => {});

/** Answers with an API error (the generated handler's override throws the response). */
export const failWith =
  (status: number, message = 'The server could not complete the request.') =>
  (): never => {
    throw HttpResponse.json({ statusCode: status, error: status === 404 ? 'Not Found' : 'Internal Server Error', message }, { status });
  };
