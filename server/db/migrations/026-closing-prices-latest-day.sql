-- The latest publication day of one trade index (the position overview's price date, read on
-- every getPositionOverview) is the first entry of this index instead of a scan of the
-- index's whole price history.
create index closing_prices_index_day_idx on closing_prices (trade_index, price_date desc);
