-- Trade authority and four-eyes approval (docs/trade-authority.md). The customer's admin sets, per
-- user and trade index, whether the user may trade, the largest volume and £ value per order, the
-- cumulative £ per London business day and whether they may approve. No row keeps today's rights:
-- trading without limits, no approving.
create table trade_authorities (
  user_id text not null references users (id) on delete cascade,
  trade_index text not null check (trade_index in ('POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP')),
  may_trade boolean not null,
  max_order_volume numeric(12, 2) null check (max_order_volume > 0),
  max_order_value numeric(14, 2) null check (max_order_value > 0),
  max_daily_value numeric(14, 2) null check (max_daily_value > 0),
  may_approve boolean not null,
  updated_at timestamptz not null,
  updated_by text not null references users (id),
  primary key (user_id, trade_index)
);

-- An order beyond its maker's authority waits for a second person.
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('pending', 'executed', 'rejected', 'cancelled', 'expired', 'awaiting_approval'));
create index orders_awaiting_approval_idx on orders (account_id) where status = 'awaiting_approval';
-- The daily £ limit sums a user's orders of one London day.
create index orders_user_date_idx on orders (user_id, order_date);

-- Why an order waits, and who decided it: one row per order that needed approval.
create table order_approvals (
  order_id text primary key references orders (id) on delete cascade,
  reasons jsonb not null,
  requested_at timestamptz not null,
  decision text null check (decision in ('approve', 'reject')),
  decided_by text null references users (id),
  decided_at timestamptz null,
  decision_reason text null
);
