-- Price alerts fire inside the daily publication: the business day of the close that crossed
-- the target is kept beside the price, and the publication finds the alerts still watching a
-- product through a partial index (docs/price-alerts.md).

alter table price_alerts add column triggered_price_date date null;
create index price_alerts_watching_idx on price_alerts (trade_index, period_name_abs, expiry_date) where triggered_at is null;
