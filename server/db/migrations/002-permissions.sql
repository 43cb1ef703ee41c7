-- The permission catalogue and the permissions each user holds per account.

create table permissions (
  name text primary key,
  description text not null
);

create table user_account_permissions (
  user_id text not null references users (id) on delete cascade,
  account_id text not null references accounts (id) on delete cascade,
  permission text not null references permissions (name),
  primary key (user_id, account_id, permission)
);
create index user_account_permissions_account_idx on user_account_permissions (account_id);
