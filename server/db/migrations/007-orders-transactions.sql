-- Orders and the transactions they executed.

create table orders (
  id text primary key,
  account_id text not null references accounts (id) on delete cascade,
  user_id text not null references users (id),
  order_date timestamptz not null default now(),
  trade_index text not null,
  period_name_abs text not null,
  volume numeric(12, 2) not null check (volume > 0),
  unit text not null,
  trade_direction text not null check (trade_direction in ('buy', 'sell')),
  price_type text not null default 'market' check (price_type in ('market', 'limit')),
  limit_price numeric(10, 2) null,
  executed_price numeric(10, 2) null,
  value numeric(14, 2) not null,
  status text not null check (status in ('pending', 'executed', 'rejected', 'cancelled')),
  status_reason text null,
  idempotency_key text null,
  status_changed_at timestamptz not null default now()
);
create index orders_account_date_idx on orders (account_id, order_date desc, id);
create index orders_account_status_idx on orders (account_id, status);

create table transactions (
  id text primary key,
  account_id text not null references accounts (id) on delete cascade,
  order_id text null references orders (id),
  trade_date timestamptz not null,
  trade_index text not null,
  period_name_abs text not null,
  volume numeric(12, 2) not null,
  unit text not null,
  trade_direction text not null check (trade_direction in ('buy', 'sell')),
  price numeric(10, 2) not null,
  value numeric(14, 2) not null
);
create index transactions_account_date_idx on transactions (account_id, trade_date desc, id);
