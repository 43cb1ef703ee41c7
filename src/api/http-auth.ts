/**
 * How the HTTP client authenticates, set once by the app's auth layer. Kept apart
 * from http-client.ts so that arming it does not pull axios into the first page
 * (the login page makes no API call; see scripts/bundle-budget.mjs).
 */
export interface HttpClientAuth {
  /** Obtains an access token silently (Auth0 getAccessTokenSilently). */
  getAccessToken: () => Promise<string>;
  /** The viewed user's id while an admin is in view-as mode, else null. */
  getViewAsUserId: () => string | null;
  /** Sends the user to the login page; `returnTo` is the path to come back to. */
  redirectToLogin: (returnTo: string) => void;
}

let current: HttpClientAuth | null = null;

export function configureHttpClient(next: HttpClientAuth | null): void {
  current = next;
}

export function httpClientAuth(): HttpClientAuth | null {
  return current;
}
