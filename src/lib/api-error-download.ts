import { isAxiosError } from 'axios';

// Apart from api-error.ts: only the pages that download files need it, and api-error.ts is in
// every page's bundle.

/**
 * A refused download arrives as a Blob too (the request asked for one): reads the API's JSON
 * error out of it, so apiErrorMessage says what was wrong.
 */
export async function withReadableError(error: unknown): Promise<unknown> {
  if (isAxiosError(error) && error.response?.data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await error.response.data.text()) as unknown;
    } catch {
      // Not JSON: keep the error's own message.
    }
  }
  return error;
}
