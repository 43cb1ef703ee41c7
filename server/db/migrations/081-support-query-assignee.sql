-- The support desk assigns a query to one of its members (assignSupportQuery); each assignment is
-- recorded in the audit log as support_assignment (docs/support.md, docs/audit-log.md).
alter table support_queries add column assignee_user_id text null references users (id);
create index support_queries_assignee_idx on support_queries (assignee_user_id, create_date);

alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('view_as', 'status', 'role', 'permissions', 'value_correction', 'support_assignment'));
