-- Demand forecasts per account and delivery period.

-- Expected demand per account and delivery period, for the position overview.
create table demand_forecasts (
  account_id text not null references accounts (id) on delete cascade,
  trade_index text not null,
  period_name_abs text not null,
  volume numeric(12, 2) not null,
  unit text not null,
  primary key (account_id, trade_index, period_name_abs)
);
