/**
 * Security headers on every response of the portal (SPA + API) and of the embedded identity
 * provider, from helmet (docs/security.md). Scripts run only from files of the own origin or,
 * on the identity provider's server-rendered pages, as inline blocks whose SHA-256 is in the
 * policy; nothing may frame either server, except the identity provider's web_message answer
 * (silent login), which the portal's own origins may frame.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

import type { RunMode } from './config';
import { commonSecurityOptions, inlineHashes } from './identity-provider';

export { inlineHashes };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The only inline `<style>` elements the SPA may create, allowed by their hashes: Radix's scroll
 * area (src/components/ui/scroll-area.tsx) injects this one to hide the native scrollbars of its
 * viewport. A test checks that the installed Radix still injects exactly this text.
 */
export const PORTAL_INLINE_STYLES = [
  '[data-radix-scroll-area-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-scroll-area-viewport]::-webkit-scrollbar{display:none}',
] as const;

/** The portal's policy: the SPA's own files, the API, and the identity provider for login. */
export function portalContentSecurityPolicy(identityProviderOrigin: string, mode: RunMode) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", ...PORTAL_INLINE_STYLES.map(sha256)],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      // The SPA SDK exchanges codes and refresh tokens at the identity provider's /oauth/token.
      'connect-src': ["'self'", identityProviderOrigin],
      // Silent login runs in a hidden iframe on the identity provider (response_mode=web_message);
      // the file viewer shows a PDF it fetched with the bearer token from a blob: URL it made itself
      // (src/features/files/components/pdf-viewer.tsx). Scripts still come only from 'self'.
      'frame-src': [identityProviderOrigin, 'blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      ...(mode === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

export interface PortalHeadersOptions {
  /** The identity provider's origin, e.g. http://localhost:4001 or https://tenant.auth0.com. */
  identityProviderOrigin: string;
  mode: RunMode;
}

/**
 * The portal's headers as helmet writes them, computed once. @fastify/helmet builds a helmet
 * middleware per request (re-parsing the policy every time: a tenth of a cached read's CPU);
 * the portal's headers never depend on the request, so the same list is set on every answer.
 */
export function portalSecurityHeaders(options: PortalHeadersOptions): readonly (readonly [string, string])[] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    // helmet removes X-Powered-By, which neither Node nor Fastify sets.
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet({ ...commonSecurityOptions(options.mode), contentSecurityPolicy: portalContentSecurityPolicy(options.identityProviderOrigin, options.mode) })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers];
}

/** Sets the portal's security headers on every route, the 404s and the SPA files. */
export function registerPortalSecurityHeaders(app: FastifyInstance, headers: readonly (readonly [string, string])[]): void {
  // On the root instance before any route: applies to every route (like a fastify-plugin).
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The same headers for answers that bypass Fastify's hooks (its router's 400/414). */
export function applyPortalSecurityHeaders(response: ServerResponse, headers: readonly (readonly [string, string])[]): void {
  for (const [name, value] of headers) response.setHeader(name, value);
}
