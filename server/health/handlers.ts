/** Tag `health`, HTTP side: the probe's answer, or 503 when the database cannot be reached. */
import type { GetHealthParams } from '../../generated/model/getHealthParams';
import type { Health } from '../../generated/model/health';
import { errorBody } from '../errors';
import { type Handler, publicContext } from '../handler';
import * as service from './service';

const getHealth: Handler<{ Querystring: GetHealthParams }, Health | ReturnType<typeof errorBody>> = async (request, reply) => {
  const result = await service.getHealth(publicContext(request), request.query.probe ?? 'readiness');
  if ('databaseError' in result) {
    request.log.error({ err: result.databaseError }, 'readiness: database not reachable');
    return reply.code(503).send(errorBody(503, 'Database not reachable'));
  }
  return result.health;
};

export const healthHandlers = { getHealth };
