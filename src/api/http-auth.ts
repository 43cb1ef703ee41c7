/**
 * How the HTTP client authenticates, set once by the app's auth layer. Kept apart
 * from http-client.ts so that arming it does not pull axios into the first page
 * (the login page makes no API call; see scripts/bundle-budget.mjs).
 */

/**
 * A request that could not authenticate. The client only reports it (the request
 * still fails); what it means, such as logging in again, is the auth machine's
 * decision (src/machines/auth-machine.ts).
 */
export interface AuthFailure {
  /** 'token': no access token could be had silently; 'unauthorized': the API answered 401. */
  kind: 'token' | 'unauthorized';
  /** The token error, or the 401 response error. */
  error: unknown;
  /** Where the browser was when the request failed: pathname + search + hash. */
  currentPath: string;
}

export interface HttpClientAuth {
  /** Obtains an access token silently (Auth0 getAccessTokenSilently). */
  getAccessToken: () => Promise<string>;
  /** The viewed user's id while an admin is in view-as mode, else null. */
  getViewAsUserId: () => string | null;
  /** Told about every request that could not authenticate. */
  reportAuthFailure: (failure: AuthFailure) => void;
}

let current: HttpClientAuth | null = null;

export function configureHttpClient(next: HttpClientAuth | null): void {
  current = next;
}

export function httpClientAuth(): HttpClientAuth | null {
  return current;
}
