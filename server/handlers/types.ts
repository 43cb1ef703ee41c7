/** Handler signature shared by the per-tag modules, and the app-wide decorations they use. */
import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { PasswordChangeSettings } from './password';

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
