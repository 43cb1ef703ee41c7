-- The customer's hedging policy per flexible account and trade index (docs/hedging-policy.md):
-- the policy's state (its version in force; adopted or not), every version kept with who, when and
-- why, and the desk's proposals, pending until the customer's admin accepts or rejects them.

create table hedging_policies (
  account_id text not null references accounts (id) on delete cascade,
  trade_index text not null check (trade_index in ('POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP')),
  -- The version in force (hedging_policy_versions.version).
  version integer not null check (version >= 1),
  -- Null: "not adopted" — compliance is shown, no breach message is sent.
  adopted_at timestamptz null,
  adopted_by text null references users (id),
  adopted_version integer null,
  primary key (account_id, trade_index)
);

create table hedging_policy_versions (
  account_id text not null,
  trade_index text not null,
  version integer not null check (version >= 1),
  -- The staircase: [{ fromMonths, toMonths, floorPercent, ceilingPercent }], earliest band first.
  bands jsonb not null,
  reason text not null,
  -- Null: written by the system (the default every account starts on).
  created_by text null references users (id),
  created_at timestamptz not null,
  -- The desk's proposal this version came from, when an admin accepted one.
  proposal_id uuid null,
  primary key (account_id, trade_index, version),
  foreign key (account_id, trade_index) references hedging_policies (account_id, trade_index) on delete cascade
);

create table hedging_policy_proposals (
  id uuid primary key,
  account_id text not null,
  trade_index text not null,
  bands jsonb not null,
  reason text not null,
  proposed_by text not null references users (id),
  proposed_at timestamptz not null,
  -- The version in force when the desk proposed.
  base_version integer not null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'rejected', 'superseded')),
  decided_by text null references users (id),
  decided_at timestamptz null,
  decision_reason text null,
  -- The version an accepted proposal became.
  accepted_version integer null,
  foreign key (account_id, trade_index) references hedging_policies (account_id, trade_index) on delete cascade
);
-- At most one proposal waits per policy.
create unique index hedging_policy_proposals_one_pending on hedging_policy_proposals (account_id, trade_index) where status = 'pending';
create index hedging_policy_proposals_policy_idx on hedging_policy_proposals (account_id, trade_index, proposed_at desc);

-- Every account and index with a contract today starts on the default staircase, version 1, not adopted.
insert into hedging_policies (account_id, trade_index, version)
select distinct account_id, trade_index, 1 from trading_contracts;
insert into hedging_policy_versions (account_id, trade_index, version, bands, reason, created_by, created_at)
select account_id, trade_index, 1,
  '[{"fromMonths":18,"toMonths":null,"floorPercent":0,"ceilingPercent":30},{"fromMonths":12,"toMonths":18,"floorPercent":10,"ceilingPercent":50},{"fromMonths":6,"toMonths":12,"floorPercent":30,"ceilingPercent":70},{"fromMonths":3,"toMonths":6,"floorPercent":50,"ceilingPercent":90},{"fromMonths":0,"toMonths":3,"floorPercent":80,"ceilingPercent":100}]'::jsonb,
  'The default policy every account starts on', null, now()
from hedging_policies;
