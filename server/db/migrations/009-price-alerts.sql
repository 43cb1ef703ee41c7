-- Price alerts on closing prices.

create table price_alerts (
  id text primary key,
  account_id text not null references accounts (id) on delete cascade,
  user_id text not null references users (id),
  trade_index text not null,
  period_name_abs text not null,
  direction text not null check (direction in ('rises_above', 'falls_below')),
  price_type text not null default 'closing',
  target_price numeric(10, 2) not null,
  original_price numeric(10, 2) null,
  expiry_date date not null,
  triggered_at timestamptz null,
  triggered_price numeric(10, 2) null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index price_alerts_account_idx on price_alerts (account_id, created_at desc, id);
