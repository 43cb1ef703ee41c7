-- The flexible purchasing contracts: per account, trade index and delivery period the forecast
-- volume, the minimum clip, the budget price and the trade deadline (docs/trading.md).

create table trading_contracts (
  account_id text not null references accounts (id) on delete cascade,
  trade_index text not null check (trade_index in ('POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP')),
  period_name_abs text not null,
  delivery_start date not null,
  delivery_end date not null,
  forecast_volume numeric(12, 2) not null check (forecast_volume > 0),
  -- Smallest order as a share of the forecast, in per cent.
  minimum_clip_percent numeric(5, 2) not null check (minimum_clip_percent > 0 and minimum_clip_percent <= 100),
  budget_price numeric(10, 2) not null check (budget_price >= 0),
  -- No trading within this many England and Wales business days of delivery start.
  deadline_business_days integer not null check (deadline_business_days >= 0),
  check (delivery_end >= delivery_start),
  primary key (account_id, trade_index, period_name_abs)
);
