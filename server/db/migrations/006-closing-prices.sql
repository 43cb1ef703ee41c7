-- The published closing prices. The price history of one product reads the unique
-- (trade_index, period_name_abs, price_date) index.

-- One row per index, contract and business day. The 30-day mean/high/low and the daily change
-- are aggregates over this history, computed when read.
create table closing_prices (
  id text primary key,
  trade_index text not null check (trade_index in ('POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP')),
  period text not null check (period in ('day', 'month', 'quarter', 'season')),
  period_name_abs text not null,
  price_date date not null,
  price numeric(10, 2) not null,
  unique (trade_index, period_name_abs, price_date)
);
create index closing_prices_latest_idx on closing_prices (trade_index, period, price_date desc);
