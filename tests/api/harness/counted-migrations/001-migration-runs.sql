-- Each counted migration below writes one row here when it runs: a second run shows as a second row.
create table migration_runs (name text not null, ran_at timestamptz not null default clock_timestamp());
