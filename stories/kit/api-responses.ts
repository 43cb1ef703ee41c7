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

/**
 * Answers as `answer` does once `text` is on the page (at most 5 s later): puts an answer
 * after another answer's visible effect, e.g. so two toasts always stack in one order.
 */
export const afterShown =
  <Info, Result>(text: string, answer: (info: Info) => Result) =>
  async (info: Info): Promise<Awaited<Result>> => {
    const deadline = Date.now() + 5000;
    while (!document.body.textContent?.includes(text) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return await answer(info);
  };
