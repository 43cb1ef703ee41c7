-- View-as sessions end: by themselves at expires_at (VIEW_AS_SESSION_MINUTES after the start),
-- or earlier at ended_at when the admin exits view-as. A request carrying x-view-as is allowed
-- only inside an active session. Sessions started before this change count as ended.
alter table view_as_sessions add column expires_at timestamptz null;
update view_as_sessions set expires_at = started_at;
alter table view_as_sessions alter column expires_at set not null;
alter table view_as_sessions add column ended_at timestamptz null;
create index view_as_sessions_admin_idx on view_as_sessions (admin_user_id, expires_at desc);

-- Refused view-as requests are audited too: refusal holds why (null: the request was allowed).
alter table audit_log add column refusal text null;
