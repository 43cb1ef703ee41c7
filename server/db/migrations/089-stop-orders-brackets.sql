-- Stop orders and one-cancels-other brackets (docs/trading.md, "Stop orders and brackets").
-- A stop order executes at the published close once that close reaches its trigger; a bracket
-- is a take-profit limit leg and a stop-loss stop leg sharing `bracket_id`, each pointing at the
-- other through `linked_order_id` (and shows its reference, `linked_order_reference`).
alter table orders drop constraint orders_price_type_check;
alter table orders add constraint orders_price_type_check check (price_type in ('market', 'limit', 'stop'));
alter table orders add column trigger_price numeric(10, 2) null;
alter table orders add column bracket_id text null;
alter table orders add column linked_order_id text null;
-- The other leg's reference, for lists and messages without a join.
alter table orders add column linked_order_reference text null;
alter table orders add constraint orders_trigger_price_check check ((price_type = 'stop') = (trigger_price is not null));
alter table orders add constraint orders_bracket_check check ((bracket_id is null) = (linked_order_id is null));
-- The publication selects the pending orders a close decides per product, set-based.
create index orders_pending_product_idx on orders (trade_index, period_name_abs, price_type, trigger_price, limit_price) where status = 'pending';
create index orders_bracket_idx on orders (bracket_id) where bracket_id is not null;
-- The open volume of one contract period (pending and awaiting orders), summed for every order
-- placed and every order decided at a publication (orders/queries.ts CONTRACT_VOLUME_COLUMNS).
create index orders_open_contract_idx on orders (account_id, trade_index, period_name_abs) where status in ('pending', 'awaiting_approval');
