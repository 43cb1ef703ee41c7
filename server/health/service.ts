/** Tag `health`: liveness and readiness probes (no authentication, so no caller). */
import type { Health } from '../../generated/model/health';
import type { HealthProbe } from '../../generated/model/healthProbe';
import type { PublicContext } from '../handler';
import { pingDatabase } from './queries';

/** Readiness checks the database; liveness only that the process answers. */
export async function getHealth(context: PublicContext, probe: HealthProbe): Promise<{ health: Health } | { databaseError: unknown }> {
  let database: 'ok' | 'skipped' = 'skipped';
  if (probe === 'readiness') {
    try {
      await pingDatabase(context.db);
      database = 'ok';
    } catch (error) {
      return { databaseError: error };
    }
  }
  // The server's real time (a probe compares it with its own), not the business clock.
  return { health: { status: 'ok', probe, version: context.settings.version, time: new Date().toISOString(), checks: { database } } };
}
