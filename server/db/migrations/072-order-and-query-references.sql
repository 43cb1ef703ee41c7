-- Short references a person can read, say and search for (docs/trading.md, docs/support.md):
-- orders `ML-26-004217`, support queries `SQ-26-000042`: the kind's prefix, the London year of
-- creation (two digits) and that kind's running number in that year (six digits, more once past
-- 999999). A reference is a label, never a key: routes keep the ids and access is decided by
-- the account as before.
--
-- One counter per kind and year; the row lock of the upsert numbers two racing inserts one
-- after the other. A BEFORE INSERT trigger assigns the reference, so every writer (the
-- handlers, the seed, tests) gets one without knowing about it.

create table reference_counters (
  kind text not null check (kind in ('ML', 'SQ')),
  year integer not null,
  last_number integer not null,
  primary key (kind, year)
);

create function format_reference(kind text, year integer, n integer) returns text language sql immutable as $$
  select kind || '-' || lpad((year % 100)::text, 2, '0') || '-' || case when n < 1000000 then lpad(n::text, 6, '0') else n::text end
$$;

create function next_reference(kind text, at timestamptz) returns text language plpgsql as $$
declare
  y integer := extract(year from at at time zone 'Europe/London')::integer;
  n integer;
begin
  insert into reference_counters (kind, year, last_number) values (kind, y, 1)
  on conflict on constraint reference_counters_pkey do update set last_number = reference_counters.last_number + 1
  returning last_number into n;
  return format_reference(kind, y, n);
end
$$;

alter table orders add column reference text null;
alter table support_queries add column reference text null;

-- Existing rows, numbered in the order they were made (ties by id): the same data always gets
-- the same references.
update orders set reference = numbered.reference
from (
  select id, format_reference('ML', y, row_number() over (partition by y order by order_date, id)::integer) as reference
  from (select id, order_date, extract(year from order_date at time zone 'Europe/London')::integer as y from orders) as dated
) as numbered
where orders.id = numbered.id;

update support_queries set reference = numbered.reference
from (
  select id, format_reference('SQ', y, row_number() over (partition by y order by create_date, id)::integer) as reference
  from (select id, create_date, extract(year from create_date at time zone 'Europe/London')::integer as y from support_queries) as dated
) as numbered
where support_queries.id = numbered.id;

insert into reference_counters (kind, year, last_number)
select 'ML', extract(year from order_date at time zone 'Europe/London')::integer, count(*) from orders group by 2
union all
select 'SQ', extract(year from create_date at time zone 'Europe/London')::integer, count(*) from support_queries group by 2;

create function assign_order_reference() returns trigger language plpgsql as $$
begin
  if new.reference is null then
    new.reference := next_reference('ML', new.order_date);
  end if;
  return new;
end
$$;

create function assign_support_query_reference() returns trigger language plpgsql as $$
begin
  if new.reference is null then
    new.reference := next_reference('SQ', new.create_date);
  end if;
  return new;
end
$$;

create trigger orders_reference before insert on orders for each row execute function assign_order_reference();
create trigger support_queries_reference before insert on support_queries for each row execute function assign_support_query_reference();

alter table orders alter column reference set not null;
alter table support_queries alter column reference set not null;
create unique index orders_reference_idx on orders (reference);
create unique index support_queries_reference_idx on support_queries (reference);
