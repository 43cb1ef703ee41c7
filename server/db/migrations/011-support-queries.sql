-- Support queries and their comment threads.

create table support_queries (
  id text primary key,
  account_id text not null references accounts (id) on delete cascade,
  user_id text not null references users (id),
  subject text not null,
  description text not null default '',
  pipeline_stage text not null check (pipeline_stage in ('new', 'in_progress', 'waiting_on_customer', 'closed')),
  create_date timestamptz not null default now(),
  updated_date timestamptz not null default now()
);
create index support_queries_account_idx on support_queries (account_id, create_date desc, id);

create table support_query_comments (
  id text primary key,
  query_id text not null references support_queries (id) on delete cascade,
  author_user_id text null references users (id),
  author_name text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index support_query_comments_query_idx on support_query_comments (query_id, created_at);
