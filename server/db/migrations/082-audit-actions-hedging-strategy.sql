-- The buyer's hedging strategy writes four more kinds of audit entry (docs/audit-log.md): a hedging
-- policy saved, proposed, adopted or decided; a user's trade authority set; an order approved or
-- rejected; a contract reforecast by the desk. One migration widens the check for all four, so the
-- features' own migrations need not each rewrite it.
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('view_as', 'status', 'role', 'permissions', 'value_correction', 'support_assignment',
    'hedging_policy', 'trade_authority', 'order_approval', 'contract_change'));
