-- The users' inbox messages.

create table messages (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  subject text,
  body text not null default '',
  category text not null default 'general' check (category in ('general', 'price_alert', 'order', 'report')),
  created_date timestamptz not null default now(),
  read_at timestamptz null
);
create index messages_user_created_idx on messages (user_id, created_date desc, id);
create index messages_user_unread_idx on messages (user_id, created_date desc) where read_at is null;
