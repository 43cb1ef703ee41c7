-- The desk's reforecasts of a flexible contract (docs/trading.md, "Reforecasts"): each change of a
-- period's forecast volume, budget price or minimum clip, dated, with who made it, why, and every
-- figure before and after (unchanged figures are stored as they were, so the row reads alone).
-- Written in the transaction that changes trading_contracts and writes the audit entry.
create table contract_changes (
  id text primary key,
  account_id text not null,
  trade_index text not null,
  period_name_abs text not null,
  -- The desk member (nbs_admin); no foreign key, so the record outlives the user ("the Market Lens desk").
  changed_by text not null,
  changed_at timestamptz not null,
  reason text not null check (length(btrim(reason)) between 1 and 500),
  forecast_volume_before numeric(12, 2) not null,
  forecast_volume_after numeric(12, 2) not null check (forecast_volume_after > 0),
  budget_price_before numeric(10, 2) not null,
  budget_price_after numeric(10, 2) not null check (budget_price_after >= 0),
  minimum_clip_percent_before numeric(5, 2) not null,
  minimum_clip_percent_after numeric(5, 2) not null check (minimum_clip_percent_after > 0 and minimum_clip_percent_after <= 100),
  foreign key (account_id, trade_index, period_name_abs) references trading_contracts (account_id, trade_index, period_name_abs) on delete cascade
);

create index contract_changes_account_idx on contract_changes (account_id, changed_at desc);
