import axios, { AxiosError, type AxiosRequestConfig } from 'axios';

import { env } from '@/config/env';
import { AUTH_ERROR_MESSAGES, isLoginTokenError, isOnLoginPath } from '@/machines/auth-machine';

import { httpClientAuth } from './http-auth';

/**
 * The one HTTP client of the portal. Every generated request (see orval.config.ts)
 * goes through `httpClient`, so authentication, view-as and the 401 redirect live
 * here and nowhere else. The auth layer arms it through http-auth.ts.
 */
export const axiosInstance = axios.create({
  baseURL: env.apiBaseUrl,
  headers: { 'Content-Type': 'application/json' },
});

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function sendToLogin(): void {
  const auth = httpClientAuth();
  if (auth && !isOnLoginPath(window.location.pathname)) auth.redirectToLogin(currentPath());
}

axiosInstance.interceptors.request.use(async (config) => {
  const auth = httpClientAuth();
  if (!auth) return config;
  try {
    const token = await auth.getAccessToken();
    config.headers.set('Authorization', `Bearer ${token}`);
  } catch (error) {
    // Spec §8: these token errors mean "log in again"; others are logged and re-thrown.
    if (isLoginTokenError(error)) sendToLogin();
    else console.error(AUTH_ERROR_MESSAGES.getAccessTokenFailed, error);
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
