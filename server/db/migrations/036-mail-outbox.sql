-- Emails waiting to go out, written in the same transaction as the message they copy and
-- delivered after it commits by the mail worker (server/mail/), with retries and backoff.
-- The worker renders the plain-text and HTML parts (with the portal's address) when it delivers;
-- mails delivered by the local capture transport (no SMTP_URL) keep their raw source for the
-- development mailbox.

create table mail_outbox (
  id text primary key,
  user_id text null references users (id) on delete set null,
  message_id text null,
  to_address text not null,
  subject text not null,
  body text not null,
  link text null,
  text_body text null,
  html_body text null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text null,
  created_at timestamptz not null default now(),
  sent_at timestamptz null,
  delivered_via text null check (delivered_via in ('smtp', 'capture')),
  raw_source text null
);
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'pending';
create index mail_outbox_captured_idx on mail_outbox (sent_at desc) where delivered_via = 'capture';
