import axios, { AxiosError, type AxiosRequestConfig } from 'axios';

import { env } from '@/config/env';

import { httpClientAuth, type AuthFailure } from './http-auth';

/**
 * The one HTTP client of the portal. Every generated request (see orval.config.ts)
 * goes through `httpClient`, so the access token and view-as header are added here
 * and nowhere else. A request that cannot authenticate is reported to the auth
 * layer, which decides what it means; the request fails either way. The auth layer
 * arms the client through http-auth.ts.
 */
/**
 * A call the API has not answered within 15 s fails (docs/constants.md), so a hanging
 * API ends in the error state with its retry, never in an endless spinner.
 */
export const API_TIMEOUT_MS = 15_000;
export const API_TIMEOUT_MESSAGE = 'Market Lens did not answer in time. Please try again.';

export const axiosInstance = axios.create({
  baseURL: env.apiBaseUrl,
  headers: { 'Content-Type': 'application/json' },
  timeout: API_TIMEOUT_MS,
  timeoutErrorMessage: API_TIMEOUT_MESSAGE,
});

function report(kind: AuthFailure['kind'], error: unknown): void {
  const currentPath = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  httpClientAuth()?.reportAuthFailure({ kind, error, currentPath });
}

axiosInstance.interceptors.request.use(async (config) => {
  const auth = httpClientAuth();
  if (!auth) return config;
  try {
    const token = await auth.getAccessToken();
    config.headers.set('Authorization', `Bearer ${token}`);
  } catch (error) {
    report('token', error);
    throw error;
  }
  const viewAs = auth.getViewAsUserId();
  if (viewAs) config.headers.set('x-view-as', viewAs);
  return config;
});

axiosInstance.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401) report('unauthorized', error);
  return Promise.reject(error);
});

/** The orval mutator: every generated client function calls this. */
export const httpClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  axiosInstance.request<T>({ ...config, ...options }).then((response) => response.data);

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
