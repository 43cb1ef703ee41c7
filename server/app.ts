/**
 * Builds the Fastify instance: the /api/v2 routes from the contract (fastify-openapi-glue),
 * bearer-token security, the contract's error shape everywhere, and the built SPA from dist/
 * with a history fallback. Starting and stopping is main.ts's job.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import fastifyStatic from '@fastify/static';
import ajvFormats from 'ajv-formats';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';

import { createSecurityHandlers } from './auth/security';
import { createTokenVerifier } from './auth/token-verifier';
import type { Database } from './db/schema';
import { badRequest, errorBody, errorHandler, findNulField } from './errors';
import type { AppSettings } from './handlers/types';
import { resolveOperation } from './service';

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
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1_048_576,
    ajv: {
      customOptions: { removeAdditional: false, strict: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
      plugins: [ajvFormats as never],
    },
  });
  app.decorate('db', options.db);
  app.decorate('settings', { latestReportTagId: options.latestReportTagId, version: options.version });
  app.decorateRequest('caller');
  app.setErrorHandler(errorHandler);
  // The API speaks JSON only: without this, a text/plain body would skip the JSON schema.
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => {
    const field = findNulField(request.query) ?? findNulField(request.params) ?? findNulField(request.body);
    if (field) throw badRequest(`${field} must not contain NUL characters`, field);
  });

  if (options.validateResponses) {
    const { default: responseValidation } = await import('@fastify/response-validation');
    await app.register(responseValidation, { ajv: { plugins: [ajvFormats as never], strict: false } });
  }

  const verifyToken = createTokenVerifier({ issuer: options.issuer, audience: options.audience, keySet: options.keySet });
  await app.register(openapiGlue, {
    specification: CONTRACT_PATH,
    // The typings want full route options; the plugin merges a partial one (handler + config).
    operationResolver: resolveOperation as never,
    securityHandlers: createSecurityHandlers(options.db, verifyToken),
    prefix: API_PREFIX,
  });

  const staticDir = options.staticDir === undefined ? resolve(root, 'dist') : options.staticDir;
  // Decided once: @fastify/static (and reply.sendFile) exists only when dist/ was built.
  const serveSpa = Boolean(staticDir && existsSync(resolve(staticDir, 'index.html')));
  if (staticDir && serveSpa) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    // Client-side routes of the SPA get index.html; API and asset misses a JSON 404.
    if (!isApi && request.method === 'GET' && serveSpa && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(errorBody(404, `Route ${request.method}:${path} not found`));
  });
  return app;
}
