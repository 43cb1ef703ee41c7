-- Market data: shared market-report files, the files-list indexes, information resources.
-- (The closing-price history reads the unique (trade_index, period_name_abs, price_date) index.)

-- A market report (the PDF of a daily-report post, with the post's id) belongs to no account:
-- every approved customer may read it. Bespoke files keep their account.
alter table files alter column account_id drop not null;
create index files_shared_created_idx on files (created_at desc, id) where account_id is null;
create index files_account_category_created_idx on files (account_id, category, created_at desc, id);

create table information_resources (
  id text primary key,
  title text not null,
  description text not null default '',
  url text not null,
  resource_type text not null check (resource_type in ('guide', 'glossary', 'webinar', 'link'))
);
