-- Orders gain an expiry (limit orders), the first publication day they may execute on, the day
-- they executed, and the `expired` status; one transaction per order and one order per
-- idempotency key, so a re-published day can never execute an order twice.

alter table orders add column expiry_date date null;
alter table orders add column execute_from date null;
alter table orders add column executed_on date null;
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check check (status in ('pending', 'executed', 'rejected', 'cancelled', 'expired'));
create index orders_pending_idx on orders (execute_from) where status = 'pending';
create unique index orders_idempotency_idx on orders (user_id, idempotency_key) where idempotency_key is not null;
create unique index transactions_order_idx on transactions (order_id) where order_id is not null;
create index transactions_trade_idx on transactions (account_id, trade_index, period_name_abs);
