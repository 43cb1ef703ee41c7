-- Account managers ("owners") and the companies they look after.

-- Account managers ("owners") of a company.
create table owners (
  id text primary key,
  first_name text,
  last_name text,
  job_title text,
  company_phone text,
  email text,
  profile_picture_url text
);

create table company_owners (
  company_id text not null references companies (id) on delete cascade,
  owner_id text not null references owners (id) on delete cascade,
  position integer not null default 0,
  primary key (company_id, owner_id)
);
create index company_owners_owner_idx on company_owners (owner_id);
