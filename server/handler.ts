/**
 * What every tag's handlers share: the handler signature, the app-wide decorations they read,
 * and the service context a handler hands to its tag's service. A handler is the only layer that
 * sees Fastify; a service sees this context and its tag's queries (docs/server.md).
 */
import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { Kysely } from 'kysely';

import type { Caller, UserContext } from './auth/guard';
import type { Generations } from './cache/generations';
import type { Database } from './db/schema';
import type { Clock } from './lib/clock';
import type { PasswordChangeSettings } from './settings/password-change-settings';

export interface AppSettings {
  latestReportTagId: string;
  version: string;
}

/** What handlers read from `request.server.settings`. */
export interface RuntimeSettings extends AppSettings {
  /** Minutes a view-as session lasts after it starts. */
  viewAsSessionMinutes: number;
  /** Who changes passwords: the embedded identity provider, or an Auth0 tenant by email. */
  passwordChange: PasswordChangeSettings;
  /** Business now (server/lib/clock.ts): every business date of a handler derives from it. */
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    settings: RuntimeSettings;
  }
}

export type Handler<Route extends RouteGenericInterface = RouteGenericInterface, Result = unknown> = (
  request: FastifyRequest<Route>,
  reply: FastifyReply,
) => Promise<Result>;

/** Any handler, whatever its route types (parameters are contravariant, hence `never`). */
export type AnyHandler = (request: never, reply: FastifyReply) => Promise<unknown>;

/** One request as a service sees it: who asks, the database, business now and the settings. */
export interface ServiceContext {
  caller: Caller;
  /** Whom the request acts as (the viewed user in view-as): `caller.user`. */
  user: UserContext;
  db: Kysely<Database>;
  clock: Clock;
  settings: RuntimeSettings;
  /** The cache generations read when the request started (server/cache/generations.ts), for a service's own cache. */
  generations?: Generations;
}

export function serviceContext(request: FastifyRequest): ServiceContext {
  const { db, settings } = request.server;
  return { caller: request.caller, user: request.caller.user, db, clock: settings.clock, settings, generations: request.generations };
}

/** What an operation without authentication (getHealth) may use: no caller, the rest of a ServiceContext. */
export type PublicContext = Omit<ServiceContext, 'caller' | 'user'>;

export function publicContext(request: FastifyRequest): PublicContext {
  const { db, settings } = request.server;
  return { db, clock: settings.clock, settings };
}
