-- Breach messages of an adopted hedging policy (docs/messages.md, "Breach messages"), decided in the
-- daily closing-price publication.
--
-- hedging_breach_watch: per account, index and delivery month now below its floor, since which
-- business day (and up to which one) the publication has seen it below that floor. A month back at
-- or above its floor loses its row; a row not seen on the previous business day starts again.
create table hedging_breach_watch (
  account_id text not null references accounts (id) on delete cascade,
  trade_index text not null,
  delivery_month text not null check (delivery_month ~ '^\d{4}-\d{2}$'),
  floor_percent numeric(5, 2) not null,
  below_since date not null,
  last_seen date not null,
  primary key (account_id, trade_index, delivery_month)
);

-- hedging_breach_messages: one row per breach told, keyed so that a second run of a day, a restart
-- or a republication never tells the same step twice. A month's floors only rise as delivery nears,
-- so (month, floor) names the step.
create table hedging_breach_messages (
  account_id text not null references accounts (id) on delete cascade,
  trade_index text not null,
  delivery_month text not null check (delivery_month ~ '^\d{4}-\d{2}$'),
  floor_percent numeric(5, 2) not null,
  kind text not null check (kind in ('floor_stepped_up', 'below_five_days')),
  business_day date not null,
  hedged_percent numeric(7, 2) not null,
  recipients integer not null,
  sent_at timestamptz not null,
  primary key (account_id, trade_index, delivery_month, floor_percent, kind)
);
