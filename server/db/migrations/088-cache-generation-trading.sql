-- Cache topic `trading` (docs/performance.md): the month view of a position (server/what-if/
-- month-ledger.ts) is kept per account and index while no trade and no contract period changes.
-- Executions insert transactions; the desk's reforecast updates trading_contracts.
create sequence cache_generation_trading;
create trigger transactions_cache after insert or update or delete or truncate on transactions for each statement execute function bump_cache_generation('trading');
create trigger trading_contracts_cache after insert or update or delete or truncate on trading_contracts for each statement execute function bump_cache_generation('trading');
