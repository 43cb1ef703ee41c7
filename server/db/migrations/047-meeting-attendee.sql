-- Meeting requests name who the customer meets (the account's manager or the support desk) and
-- the calendar the slot is taken in: 'desk', or 'owner:<owner id>' for an account manager.
-- One meeting per calendar and slot start, enforced by the database so two concurrent
-- requests for the same slot cannot both succeed (the loser gets a unique violation → 409).

alter table meeting_requests add column attendee text not null default 'support_desk'
  check (attendee in ('account_manager', 'support_desk'));
alter table meeting_requests add column host_key text not null default 'desk';
alter table meeting_requests add column attendee_name text not null default 'Market Lens support desk';
create unique index meeting_requests_slot_idx on meeting_requests (host_key, slot_start) where status <> 'cancelled';
