-- The mail worker (server/mail/mail-worker.ts) is woken when an email is queued instead of
-- polling the outbox every two seconds: a notification on `market_lens_mail` is delivered when
-- the transaction that wrote the row commits, to every process listening, so the worker never
-- looks for a row that is not committed yet. A slow safety poll covers a missed notification.
create function notify_mail_outbox() returns trigger language plpgsql as $$
begin
  perform pg_notify('market_lens_mail', '');
  return null;
end
$$;

create trigger mail_outbox_queued after insert on mail_outbox for each statement execute function notify_mail_outbox();
