-- A view-as entry names the session it belongs to (its start, the requests made in it, its end),
-- so the audit log can tell a session as one thing a person did: reason, duration and the pages
-- read (listAuditActivity, docs/audit-log.md). Entries written before this stay unattached: the
-- log is append-only, nothing is back-filled.
alter table audit_log add column view_as_session_id text null;
create index audit_log_view_as_session_idx on audit_log (view_as_session_id) where view_as_session_id is not null;
