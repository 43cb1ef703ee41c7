/**
 * The artifacts in a SQLite file of the worker's own (Node's built-in node:sqlite), when the
 * portal runs on PGlite: the portal's PGlite belongs to the main thread, and a second PGlite for
 * these few short-lived rows held ~90 MB of WebAssembly memory for the process's life
 * (docs/performance.md, "Memory"); SQLite holds a page cache of 2 MB. Same rows and questions as
 * database-artifacts.ts; times are epoch milliseconds from `now` (real time by default: token
 * lifetimes, docs/time.md).
 */
import { DatabaseSync } from 'node:sqlite';

import type { Adapter, AdapterPayload } from 'oidc-provider';

import { artifactKeys, type ArtifactStore, type Now, realNow, withConsumed } from './artifact-store';

const SCHEMA = `
  create table if not exists artifacts (
    model text not null,
    id text not null,
    payload text not null,
    grant_id text,
    session_uid text,
    user_code text,
    expires_at integer,
    consumed_at integer,
    primary key (model, id)
  );
  create index if not exists artifacts_grant on artifacts (grant_id);
  create index if not exists artifacts_session_uid on artifacts (session_uid);
  create index if not exists artifacts_user_code on artifacts (user_code);
  create index if not exists artifacts_expires on artifacts (expires_at);
`;

interface Row {
  payload: string;
  consumed_at: number | null;
}

const toPayload = (row: unknown): AdapterPayload | undefined => {
  if (!row) return undefined;
  const { payload, consumed_at } = row as Row;
  return withConsumed(JSON.parse(payload) as AdapterPayload, consumed_at);
};

export function fileArtifacts(file: string, now: Now = realNow): ArtifactStore & { close(): void } {
  const db = new DatabaseSync(file);
  // WAL: a write does not wait for a reader; NORMAL: durable across a crash of the process, which is what a session needs.
  db.exec('pragma journal_mode = wal; pragma synchronous = normal; pragma busy_timeout = 5000;');
  db.exec(SCHEMA);
  const live = (column: string) =>
    db.prepare(`select payload, consumed_at from artifacts where model = ? and ${column} = ? and (expires_at is null or expires_at > ?)`);
  const statements = {
    upsert: db.prepare(`
      insert into artifacts (model, id, payload, grant_id, session_uid, user_code, expires_at, consumed_at)
      values (?, ?, ?, ?, ?, ?, ?, null)
      on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
        session_uid = excluded.session_uid, user_code = excluded.user_code, expires_at = excluded.expires_at`),
    byId: live('id'),
    byUid: live('session_uid'),
    byUserCode: live('user_code'),
    consume: db.prepare('update artifacts set consumed_at = ? where model = ? and id = ?'),
    destroy: db.prepare('delete from artifacts where model = ? and id = ?'),
    revokeGrant: db.prepare('delete from artifacts where grant_id = ?'),
    ofUser: db.prepare(`select id, payload from artifacts where model = ? and json_extract(payload, '$.accountId') = ?`),
    deleteExpired: db.prepare('delete from artifacts where expires_at < ?'),
  };

  const adapter = (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const keys = artifactKeys(model, payload);
      const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 : null;
      statements.upsert.run(model, id, JSON.stringify(payload), keys.grantId, keys.sessionUid, keys.userCode, expiresAt);
    },
    find: async (id) => toPayload(statements.byId.get(model, id, now())),
    findByUid: async (uid) => toPayload(statements.byUid.get(model, uid, now())),
    findByUserCode: async (userCode) => toPayload(statements.byUserCode.get(model, userCode, now())),
    async consume(id) {
      statements.consume.run(now(), model, id);
    },
    async destroy(id) {
      statements.destroy.run(model, id);
    },
    async revokeByGrantId(grantId) {
      statements.revokeGrant.run(grantId);
    },
  });
  const ofUser = (model: string, userId: string) => statements.ofUser.all(model, userId) as unknown as { id: string; payload: string }[];

  return {
    adapter,
    grantIdsOf: async (userId) => ofUser('Grant', userId).map((row) => row.id),
    sessionsOf: async (userId) => ofUser('Session', userId).map((row) => ({ id: row.id, payload: JSON.parse(row.payload) as AdapterPayload })),
    async deleteExpired() {
      statements.deleteExpired.run(now());
    },
    close: () => db.close(),
  };
}
