import { sql } from 'kysely';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

import type { IdentityDb } from './identity-database';

// oidc-provider artifacts that belong to a grant: revoking the grant (logout, refresh-token reuse)
// must delete every one of them.
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

interface ArtifactRow {
  payload: AdapterPayload | string;
  consumed_at: Date | string | null;
}

function toPayload(row: ArtifactRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
  if (row.consumed_at === null) return payload;
  // oidc-provider expects `consumed` as epoch seconds (it rejects a reused refresh token with it).
  return { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) };
}

// `db` is the application's Kysely instance (PGlite or PostgreSQL); the table is idp_artifacts
// from migrations/016-identity-provider.sql.
export function createDatabaseAdapter(db: IdentityDb): AdapterFactory {
  return (model: string): Adapter => {
    const selectLive = () =>
      db
        .selectFrom('idp_artifacts')
        .select(['payload', 'consumed_at'])
        .where('model', '=', model)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]));

    return {
      async upsert(id, payload, expiresIn) {
        const row = {
          model,
          id,
          payload: sql`cast(${JSON.stringify(payload)} as jsonb)`,
          grant_id: GRANTABLE.has(model) ? (payload.grantId ?? null) : null,
          session_uid: model === 'Session' ? (payload.uid ?? null) : null,
          user_code: payload.userCode ?? null,
          expires_at: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
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
        await db
          .updateTable('idp_artifacts')
          .set({ consumed_at: new Date() })
          .where('model', '=', model)
          .where('id', '=', id)
          .execute();
      },
      async destroy(id) {
        await db.deleteFrom('idp_artifacts').where('model', '=', model).where('id', '=', id).execute();
      },
      async revokeByGrantId(grantId) {
        await db.deleteFrom('idp_artifacts').where('grant_id', '=', grantId).execute();
      },
    };
  };
}

// Expired artifacts are never returned; this keeps the table from growing without bound.
export async function deleteExpiredArtifacts(db: IdentityDb): Promise<void> {
  await db.deleteFrom('idp_artifacts').where('expires_at', '<', new Date()).execute();
}
