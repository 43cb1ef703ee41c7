-- Stored responses of writes sent with an Idempotency-Key.

-- Replays of writes sent with an Idempotency-Key (one order per key and user).
create table idempotency_keys (
  user_id text not null references users (id) on delete cascade,
  key text not null,
  operation text not null,
  request_hash text not null,
  status_code integer not null,
  response_body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
