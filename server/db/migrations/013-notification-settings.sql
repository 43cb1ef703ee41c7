-- Notification preferences per user.

create table notification_settings (
  user_id text primary key references users (id) on delete cascade,
  settings jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now()
);
