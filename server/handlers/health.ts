/** Tag `health`: liveness and readiness probes (no authentication). */
import { sql } from 'kysely';

import type { GetHealthParams } from '../../generated/model/getHealthParams';
import type { Health } from '../../generated/model/health';
import { errorBody } from '../errors';
import type { Handler } from '../handler';

const getHealth: Handler<{ Querystring: GetHealthParams }, Health | ReturnType<typeof errorBody>> = async (request, reply) => {
  const probe = request.query.probe ?? 'readiness';
  let database: 'ok' | 'skipped' = 'skipped';
  if (probe === 'readiness') {
    try {
      await sql`select 1`.execute(request.server.db);
      database = 'ok';
    } catch (error) {
      request.log.error({ err: error }, 'readiness: database not reachable');
      return reply.code(503).send(errorBody(503, 'Database not reachable'));
    }
  }
  // The server's real time (a probe compares it with its own), not the business clock.
  return { status: 'ok', probe, version: request.server.settings.version, time: new Date().toISOString(), checks: { database } };
};

export const healthHandlers = { getHealth };
