-- Long enough that a second app copy starting at the same moment reaches this file while it runs.
insert into migration_runs (name) values ('002-counted-script.sql');
select pg_sleep(0.5);
