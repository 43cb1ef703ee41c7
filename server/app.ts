/**
 * Builds the Fastify instance: the /api/v2 routes from the contract (fastify-openapi-glue),
 * security headers, bearer-token security before the body is read, bounded input, the
 * contract's error shape from every layer, and the built SPA from dist/ with a history
 * fallback. Starting and stopping is main.ts's job. The rules: docs/security.md.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { AjvCompiler } from '@fastify/ajv-compiler';
import fastifyStatic from '@fastify/static';
import ajvFormats from 'ajv-formats';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';

import { createSecurityHandlers } from './auth/security';
import { createTokenVerifier } from './auth/token-verifier';
import type { CacheGenerations } from './cache/generations';
import { registerResponseCache } from './cache/response-cache';
import { cacheGenerationsOf } from './db/database';
import type { RunMode } from './config';
import type { Database } from './db/schema';
import { badRequest, boundedPath, errorBody, errorHandler, findNulField } from './errors';
import type { AppSettings } from './handler';
import { parseJsonBody } from './json-body';
import { type Clock, clockOffsetMs, systemClock } from './lib/clock';
import { clockedPageReader } from './lib/clock-meta';
import { registerDevMailbox } from './mail/dev-mailbox';
import { applyPortalSecurityHeaders, portalSecurityHeaders, registerPortalSecurityHeaders } from './security-headers';
import type { PasswordChangeSettings } from './settings/password-change-settings';
import { resolveOperation } from './operations';
import { isPortalPath, LOGIN_PATH } from '../domain/portal-routes';

export const API_PREFIX = '/api/v2';
const root = fileURLToPath(new URL('..', import.meta.url));
export const CONTRACT_PATH = resolve(root, 'openapi/market-lens.yaml');

export interface BuildAppOptions extends AppSettings {
  db: Kysely<Database>;
  issuer: string;
  audience: string;
  /** Key set for token verification; defaults to the issuer's JWKS (tests inject a local one). */
  keySet?: JWTVerifyGetKey;
  logger?: FastifyServerOptions['logger'];
  /** Directory of the built SPA; false to serve the API only. */
  staticDir?: string | false;
  /** Check every response against the contract (tests). */
  validateResponses?: boolean;
  /** demo (plain-HTTP localhost) or production (behind TLS): decides HSTS and upgrade-insecure-requests. */
  mode?: RunMode;
  /** Minutes a view-as session lasts after it starts (VIEW_AS_SESSION_MINUTES). */
  viewAsSessionMinutes?: number;
  /** Serve the development mailbox at /dev/mailbox (demo mode with mail captured locally). */
  devMailbox?: boolean;
  /** Cache generations of `db` (default: those openDatabase made for it). */
  generations?: CacheGenerations;
  /** Who changes passwords (changePassword); the embedded identity provider by default. */
  passwordChange?: PasswordChangeSettings;
  /** Business now (server/lib/clock.ts); the system clock by default. */
  clock?: Clock;
}

/** Vite's content-hashed build output (dist/assets/name-hash.ext, and its .br/.gz copies). */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/;

/** The largest request body the API reads (the contract's largest request is far below it). */
export const BODY_LIMIT_BYTES = 102_400;

const AJV_OPTIONS = { removeAdditional: false, strict: false, allErrors: false } as const;

/**
 * Query strings, path parameters and headers are text, so their schemas may coerce ("5" → 5)
 * and an omitted optional parameter takes its documented default. JSON bodies are typed, so
 * `{"firstname":123}` is refused instead of stored as "123", and get no defaults: Ajv fills a
 * default before it checks `required`, so `{}` would pass as `{"role":"general"}` (a body's
 * handler applies any default itself).
 */
function buildValidatorCompilers() {
  const coercing = AjvCompiler();
  const strict = AjvCompiler();
  return (externalSchemas: unknown, ajvServerOptions: unknown) => {
    const plugins = [ajvFormats as never];
    const text = coercing(externalSchemas as never, { customOptions: { ...AJV_OPTIONS, coerceTypes: 'array', useDefaults: true }, plugins } as never);
    const json = strict(externalSchemas as never, { customOptions: { ...AJV_OPTIONS, coerceTypes: false, useDefaults: false }, plugins } as never);
    void ajvServerOptions;
    return (route: { httpPart?: string; schema?: unknown }) => {
      const part = route.httpPart === 'headers' ? { ...route, schema: lowerCaseHeaderNames(route.schema) } : route;
      return (route.httpPart === 'body' ? json : text)(part as never);
    };
  };
}

/**
 * Node gives request headers lower-cased; Fastify lower-cases a headers schema only for its own
 * compiler, so with ours a contract header such as `Idempotency-Key` must be lower-cased here.
 */
function lowerCaseHeaderNames(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  const { properties, required, ...rest } = schema as { properties?: Record<string, unknown>; required?: unknown };
  return {
    ...rest,
    ...(properties ? { properties: Object.fromEntries(Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value])) } : {}),
    ...(Array.isArray(required) ? { required: required.map((name) => (typeof name === 'string' ? name.toLowerCase() : name)) } : {}),
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const securityHeaders = portalSecurityHeaders({ identityProviderOrigin: new URL(options.issuer).origin, mode: options.mode ?? 'demo' });
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Longer path parameters than any id of the contract are refused by the router (414).
    routerOptions: { maxParamLength: 200 },
    schemaController: { compilersFactory: { buildValidator: buildValidatorCompilers() as never } },
    // The router's own refusals (undecodable URL, over-long parameter) in the contract's shape.
    frameworkErrors: (error: FastifyError, _request, reply) => {
      applyPortalSecurityHeaders(reply.raw, securityHeaders);
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const message = status === 414 ? 'A path parameter of the address is too long' : 'The address could not be decoded';
      void reply.code(status as never).send(errorBody(status, message) as never);
    },
  });
  app.decorate('db', options.db);
  app.decorate('settings', {
    latestReportTagId: options.latestReportTagId,
    version: options.version,
    viewAsSessionMinutes: options.viewAsSessionMinutes ?? 60,
    passwordChange: options.passwordChange ?? { kind: 'embedded' },
    clock: options.clock ?? systemClock,
  });
  app.decorateRequest('caller');
  app.setErrorHandler(errorHandler);
  registerPortalSecurityHeaders(app, securityHeaders);
  // The API speaks JSON only: without this, a text/plain body would skip the JSON schema.
  app.removeContentTypeParser('text/plain');
  // JSON bodies: UTF-8 only, nesting bounded before parsing, prototype poisoning refused.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody(app.getDefaultJsonParser('error', 'error')));
  // The contract's token check runs first (onRequest): a request without a valid token is
  // answered 401 before its body is read or any of its input validated.
  app.addHook('onRoute', (route) => {
    if (!route.config || !('operationId' in route.config) || !route.preHandler) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, ...(Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler])] as never;
    route.preHandler = undefined;
  });
  app.addHook('preValidation', async (request) => {
    const field = findNulField(request.query) ?? findNulField(request.params) ?? findNulField(request.body);
    if (field) throw badRequest(`${field} must not contain NUL characters`, field);
  });

  if (options.validateResponses) {
    const { default: responseValidation } = await import('@fastify/response-validation');
    await app.register(responseValidation, { ajv: { plugins: [ajvFormats as never], strict: false } });
  }

  registerResponseCache(app, { prefix: `${API_PREFIX}/` });

  const verifyToken = createTokenVerifier({ issuer: options.issuer, audience: options.audience, keySet: options.keySet });
  await app.register(openapiGlue, {
    specification: CONTRACT_PATH,
    // The typings want full route options; the plugin merges a partial one (handler + config).
    operationResolver: resolveOperation as never,
    securityHandlers: createSecurityHandlers(options.db, verifyToken, options.generations ?? cacheGenerationsOf(options.db)),
    prefix: API_PREFIX,
  });

  if (options.devMailbox) await registerDevMailbox(app);

  const staticDir = options.staticDir === undefined ? resolve(root, 'dist') : options.staticDir;
  // @fastify/static (and reply.sendFile) exists when dist/ does at the start; what it holds is
  // looked up on every request, since a deployment may replace it under the running server.
  const servesStatic = Boolean(staticDir && existsSync(staticDir));
  const built = (page: string) => Boolean(staticDir && existsSync(resolve(staticDir, page)));
  if (staticDir && servesStatic) {
    // Like a CDN (docs/performance.md): the build's brotli/gzip copies with the matching
    // Content-Encoding; content-hashed assets cached for a year, everything else (the HTML, the
    // favicon) revalidated on every use with its ETag. Files are found on disk per request (the
    // wildcard route; no list made at the start), so the HTML is the one dist/ holds now and
    // names only assets the server has: the new build's, and the previous build's the build keeps
    // for pages loaded before (scripts/vite-previous-assets.ts). Dotfiles are never served.
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      // A directory ('/', '/assets/') is no file: the history fallback below answers it.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      dotfiles: 'ignore',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Off the real clock (MARKET_LENS_NOW, tests) the pages carry the business clock's offset.
  const { clock } = app.settings;
  const clockedPage = staticDir && clock !== systemClock ? clockedPageReader(staticDir) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    // Client-side routes of the SPA get index.html; API and asset misses a JSON 404.
    if (!isApi && request.method === 'GET' && servesStatic && !/\.[a-z0-9]+$/i.test(path) && built('index.html')) {
      // The portal's paths get the same page with its chunks preloaded, and the login page and the
      // portal their first frame prerendered (scripts/vite-static-delivery.ts).
      const portal = isPortalPath(path) && built('app.html');
      const login = path === LOGIN_PATH && built('login.html');
      const page = portal ? 'app.html' : login ? 'login.html' : 'index.html';
      if (clockedPage) return reply.type('text/html').header('cache-control', 'no-store').send(clockedPage(page, clockOffsetMs(clock)));
      return reply.type('text/html').sendFile(page);
    }
    return reply.code(404).send(errorBody(404, `Route ${request.method}:${boundedPath(path)} not found`));
  });
  return app;
}
