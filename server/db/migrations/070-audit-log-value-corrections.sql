-- The audit log also records stored values a migration corrects (value_correction): the
-- actor is 'system', the target the user who placed the trade, before → after the values
-- (071-transaction-values-across-clock-changes.ts, docs/audit-log.md).
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('view_as', 'status', 'role', 'permissions', 'value_correction'));
