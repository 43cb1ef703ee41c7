-- Cache topic `trading` widened (docs/performance.md, "Caches and their invalidation"): the month
-- view (getPositionMonths, kept as its answer's bytes) and the order preview's inputs (the
-- contract row and its pending volumes, the maker's trade authority and orders of the day, who
-- could approve, the policy in force; server/what-if/month-ledger.ts, server/orders/
-- order-assessment.ts) are kept while no order, trade authority or hedging policy changes either.
-- Orders are placed, cancelled, approved, rejected, executed and expired; authorities set by the
-- customer's admin; policies saved, adopted, proposed and accepted — every writer, whoever it is.
create trigger orders_cache after insert or update or delete or truncate on orders for each statement execute function bump_cache_generation('trading');
create trigger trade_authorities_cache after insert or update or delete or truncate on trade_authorities for each statement execute function bump_cache_generation('trading');
create trigger hedging_policies_cache after insert or update or delete or truncate on hedging_policies for each statement execute function bump_cache_generation('trading');
create trigger hedging_policy_versions_cache after insert or update or delete or truncate on hedging_policy_versions for each statement execute function bump_cache_generation('trading');
