-- Meeting requests with an account manager.

create table meeting_requests (
  id text primary key,
  account_id text null references accounts (id) on delete cascade,
  user_id text not null references users (id),
  slot_start timestamptz not null,
  slot_end timestamptz not null,
  topic text not null,
  notes text null,
  contact_method text not null check (contact_method in ('phone', 'video')),
  status text not null default 'requested' check (status in ('requested', 'confirmed', 'cancelled')),
  created_at timestamptz not null default now()
);
create index meeting_requests_user_idx on meeting_requests (user_id, slot_start);
