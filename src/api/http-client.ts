import axios, { AxiosError, type AxiosRequestConfig } from 'axios';

import { env } from '@/config/env';

import { httpClientAuth } from './http-auth';

/**
 * The one HTTP client of the portal. Every generated request (see orval.config.ts)
 * goes through `httpClient`, so authentication, view-as and the 401 redirect live
 * here and nowhere else. The auth layer arms it through http-auth.ts.
 */

/** Token errors that mean "log in again" (spec §8). */
export const LOGIN_TOKEN_ERRORS = ['login_required', 'consent_required', 'missing_refresh_token', 'invalid_grant'] as const;

export const axiosInstance = axios.create({
  baseURL: env.apiBaseUrl,
  headers: { 'Content-Type': 'application/json' },
});

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function isOnLoginPath(): boolean {
  return window.location.pathname.includes('/login');
}

function sendToLogin(): void {
  const auth = httpClientAuth();
  if (auth && !isOnLoginPath()) auth.redirectToLogin(currentPath());
}

function tokenErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'error' in error) {
    const code = (error as { error: unknown }).error;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

axiosInstance.interceptors.request.use(async (config) => {
  const auth = httpClientAuth();
  if (!auth) return config;
  try {
    const token = await auth.getAccessToken();
    config.headers.set('Authorization', `Bearer ${token}`);
  } catch (error) {
    const code = tokenErrorCode(error);
    if (code && (LOGIN_TOKEN_ERRORS as readonly string[]).includes(code)) {
      sendToLogin();
    } else {
      console.error('Get access token failed', error);
    }
    throw error;
  }
  const viewAs = auth.getViewAsUserId();
  if (viewAs) config.headers.set('x-view-as', viewAs);
  return config;
});

axiosInstance.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401) sendToLogin();
  return Promise.reject(error);
});

/** The orval mutator: every generated client function calls this. */
export const httpClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  axiosInstance.request<T>({ ...config, ...options }).then((response) => response.data);

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
