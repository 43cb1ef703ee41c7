-- The audit log records administrative changes too (status, role, permissions), not only
-- view-as requests: what changed (before → after) and the client address. It is append-only:
-- a trigger refuses every UPDATE and DELETE of an entry (docs/audit-log.md).
alter table audit_log add column action text not null default 'view_as'
  check (action in ('view_as', 'status', 'role', 'permissions'));
alter table audit_log add column before_value text null;
alter table audit_log add column after_value text null;
alter table audit_log add column ip text null;
create index audit_log_action_idx on audit_log (action, created_at desc);

create function audit_log_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'audit_log is append-only: entries cannot be changed or deleted';
end;
$$;

create trigger audit_log_append_only
  before update or delete on audit_log
  for each row execute function audit_log_append_only();
