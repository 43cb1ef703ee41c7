-- Development identity provider (server/idp). Core tables live in 001-core.sql.

-- Everything oidc-provider stores (sessions, interactions, grants, codes, access and refresh
-- tokens), one row per model instance, so logins survive a restart of `npm start`.
create table idp_artifacts (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text null,
  session_uid text null,
  user_code text null,
  expires_at timestamptz null,
  consumed_at timestamptz null,
  primary key (model, id)
);
create index idp_artifacts_grant_idx on idp_artifacts (grant_id) where grant_id is not null;
create index idp_artifacts_session_uid_idx on idp_artifacts (session_uid) where session_uid is not null;
create index idp_artifacts_user_code_idx on idp_artifacts (user_code) where user_code is not null;
create index idp_artifacts_expires_idx on idp_artifacts (expires_at) where expires_at is not null;

-- Secrets generated once on first start: the RS256 signing key (JWK) and the cookie signing keys.
-- Kept in the database so tokens and session cookies stay valid after a restart.
create table idp_secrets (
  name text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);

-- Single-use links that mark a signed-up user's email as verified (/verify-email?token=...).
create table idp_email_verifications (
  token text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  used_at timestamptz null
);
create index idp_email_verifications_user_idx on idp_email_verifications (user_id);
