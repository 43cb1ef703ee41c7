/**
 * The artifacts in the portal's database (idp_artifacts, migration 016): the provider in-process,
 * and its worker on PostgreSQL. Expiry and consumption are stamped from `now` (real time by
 * default: token lifetimes, not business dates, docs/time.md).
 */
import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';

import { artifactKeys, type ArtifactStore, type Now, realNow, withConsumed } from './artifact-store';
import type { IdentityDb } from './identity-database';

interface ArtifactRow {
  payload: AdapterPayload | string;
  consumed_at: Date | string | null;
}

const parsed = (payload: AdapterPayload | string): AdapterPayload => (typeof payload === 'string' ? (JSON.parse(payload) as AdapterPayload) : payload);

function toPayload(row: ArtifactRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  return withConsumed(parsed(row.payload), row.consumed_at === null ? null : new Date(row.consumed_at).getTime());
}

export function databaseArtifacts(db: IdentityDb, now: Now = realNow): ArtifactStore {
  const adapter = (model: string): Adapter => {
    const selectLive = () =>
      db
        .selectFrom('idp_artifacts')
        .select(['payload', 'consumed_at'])
        .where('model', '=', model)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date(now()))]));

    return {
      async upsert(id, payload, expiresIn) {
        const keys = artifactKeys(model, payload);
        const row = {
          model,
          id,
          payload: sql`cast(${JSON.stringify(payload)} as jsonb)`,
          grant_id: keys.grantId,
          session_uid: keys.sessionUid,
          user_code: keys.userCode,
          expires_at: typeof expiresIn === 'number' ? new Date(now() + expiresIn * 1000) : null,
          consumed_at: null,
        };
        await db
          .insertInto('idp_artifacts')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['model', 'id']).doUpdateSet({
              payload: row.payload,
              grant_id: row.grant_id,
              session_uid: row.session_uid,
              user_code: row.user_code,
              expires_at: row.expires_at,
            }),
          )
          .execute();
      },
      async find(id) {
        return toPayload(await selectLive().where('id', '=', id).executeTakeFirst());
      },
      async findByUid(uid) {
        return toPayload(await selectLive().where('session_uid', '=', uid).executeTakeFirst());
      },
      async findByUserCode(userCode) {
        return toPayload(await selectLive().where('user_code', '=', userCode).executeTakeFirst());
      },
      async consume(id) {
        await db.updateTable('idp_artifacts').set({ consumed_at: new Date(now()) }).where('model', '=', model).where('id', '=', id).execute();
      },
      async destroy(id) {
        await db.deleteFrom('idp_artifacts').where('model', '=', model).where('id', '=', id).execute();
      },
      async revokeByGrantId(grantId) {
        await db.deleteFrom('idp_artifacts').where('grant_id', '=', grantId).execute();
      },
    };
  };
  const ofUser = (model: string, userId: string) =>
    db
      .selectFrom('idp_artifacts')
      .select(['id', 'payload'])
      .where('model', '=', model)
      .where(sql<boolean>`payload->>'accountId' = ${userId}`)
      .execute();

  return {
    adapter,
    grantIdsOf: async (userId) => (await ofUser('Grant', userId)).map((row) => row.id),
    sessionsOf: async (userId) => (await ofUser('Session', userId)).map((row) => ({ id: row.id, payload: parsed(row.payload) })),
    async deleteExpired() {
      await db.deleteFrom('idp_artifacts').where('expires_at', '<', new Date(now())).execute();
    },
  };
}
