/**
 * Kysely types of the identity provider's own tables. Their migration is the portal's
 * server/db/migrations/016-identity-provider.sql (recorded by name in existing databases, so it stays there).
 */
import type { ColumnType, Kysely } from 'kysely';

type JsonColumn<T> = ColumnType<T | string, unknown, unknown>;

export interface IdpArtifactsTable {
  model: string;
  id: string;
  payload: JsonColumn<Record<string, unknown>>;
  grant_id: string | null;
  session_uid: string | null;
  user_code: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export interface IdpSecretsTable {
  name: string;
  value: JsonColumn<unknown>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface IdpEmailVerificationsTable {
  token: string;
  user_id: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  used_at: Date | null;
}

export type IdpTables = {
  idp_artifacts: IdpArtifactsTable;
  idp_secrets: IdpSecretsTable;
  idp_email_verifications: IdpEmailVerificationsTable;
};

export type IdentityDb = Kysely<IdpTables>;
