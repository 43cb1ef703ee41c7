-- Trade confirmations (docs/trading.md, "Confirmations"). Every executed trade gets one row, written
-- by the closing-price publication in its transaction (server/orders/execution.ts). A row without a
-- file is the outbox: the confirmation worker (server/confirmations/confirmation-worker.ts) writes
-- its PDF under Files (category trade_confirmation), sets file_id, issued_at and respond_by in one
-- transaction with the message that announces it, after the publication has committed.
-- status holds what the customer did; "confirmed by default" is derived: pending past respond_by.

alter table files drop constraint files_category_check;
alter table files add constraint files_category_check
  check (category in ('portfolio_report', 'market_report', 'contract', 'invoice', 'other', 'trade_confirmation'));

create table trade_confirmations (
  transaction_id text primary key references transactions (id) on delete cascade,
  account_id text not null references accounts (id) on delete cascade,
  -- Business time of the execution that queued it.
  queued_at timestamptz not null,
  -- Outbox bookkeeping, on real time (like mail_outbox): attempts, the next attempt (a lease while
  -- a worker writes it), the last failure.
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text null,
  -- Set together when the PDF is written (business time).
  file_id text null references files (id) on delete set null,
  issued_at timestamptz null,
  respond_by timestamptz null,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'disputed')),
  responded_at timestamptz null,
  responded_by_user_id text null references users (id),
  dispute_reason text null,
  support_query_id text null references support_queries (id) on delete set null,
  check ((issued_at is null) = (respond_by is null)),
  check ((status = 'disputed') = (dispute_reason is not null))
);
create index trade_confirmations_outbox_idx on trade_confirmations (next_attempt_at) where issued_at is null;
create index trade_confirmations_account_idx on trade_confirmations (account_id);

-- The worker is woken when a publication that executed trades commits (like 061's mail outbox).
create function notify_trade_confirmations() returns trigger language plpgsql as $$
begin
  perform pg_notify('market_lens_confirmations', '');
  return null;
end
$$;

create trigger trade_confirmations_queued after insert on trade_confirmations for each statement execute function notify_trade_confirmations();
