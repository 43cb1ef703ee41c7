-- Files of an account (PDFs); 017-market-report-files.sql lets a market report belong to no account.

create table files (
  id text primary key,
  account_id text not null references accounts (id) on delete cascade,
  category text not null check (category in ('portfolio_report', 'market_report', 'contract', 'invoice', 'other')),
  name text not null,
  description text null,
  content_type text not null default 'application/pdf',
  size_bytes integer not null,
  content bytea not null,
  created_at timestamptz not null default now()
);
create index files_account_created_idx on files (account_id, created_at desc, id);
