-- Support queries gain a category (what the query is about), chosen when the query is raised.
-- Queries raised before categories existed count as 'other'.

alter table support_queries add column category text not null default 'other'
  check (category in ('billing', 'contract', 'trading', 'metering', 'technical', 'other'));
create index support_queries_stage_idx on support_queries (pipeline_stage, create_date desc, id);
