-- View-as sessions and the audit log of requests made while viewing as another user.

-- The reason an admin gave when starting to view as another user; the latest one is
-- copied into every audit row of that admin/viewed-user pair.
create table view_as_sessions (
  id text primary key,
  admin_user_id text not null references users (id),
  viewed_user_id text not null references users (id),
  reason text not null,
  started_at timestamptz not null default now()
);
create index view_as_sessions_pair_idx on view_as_sessions (admin_user_id, viewed_user_id, started_at desc);

-- Append-only record of every request made while viewing as another user.
create table audit_log (
  id text primary key,
  admin_user_id text not null,
  viewed_user_id text not null,
  method text not null,
  path text not null,
  reason text null,
  created_at timestamptz not null default now()
);
create index audit_log_created_idx on audit_log (created_at desc, id desc);
create index audit_log_admin_idx on audit_log (admin_user_id, created_at desc);
create index audit_log_viewed_idx on audit_log (viewed_user_id, created_at desc);
