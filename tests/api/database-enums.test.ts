// @vitest-environment node
// The database's enum columns (CHECK constraints of the migrations) allow exactly the values
// the contract (openapi/market-lens.yaml) gives the field they are served as.
import { readFileSync } from 'node:fs';

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';

import { CONTRACT_PATH } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { dropLocation, freshLocation } from './harness/test-app';

/** table.column → the contract schema (JSON pointer) whose enum the column stores. */
const CONTRACT_FIELD_OF_COLUMN: Record<string, string> = {
  'users.role': '#/components/schemas/UserProfile/properties/role',
  'users.account_status': '#/components/schemas/UserProfile/properties/accountStatus',
  'messages.category': '#/components/schemas/Message/properties/category',
  'closing_prices.trade_index': '#/components/schemas/ClosingPriceHistory/properties/tradeIndex',
  'closing_prices.period': '#/components/schemas/ClosingPriceHistory/properties/period',
  'orders.trade_direction': '#/components/schemas/Order/properties/tradeDirection',
  'orders.price_type': '#/components/schemas/Order/properties/priceType',
  'orders.status': '#/components/schemas/Order/properties/status',
  'trading_contracts.trade_index': '#/components/schemas/PositionOverview/properties/tradeIndex',
  'transactions.trade_direction': '#/components/schemas/Transaction/properties/tradeDirection',
  'price_alerts.direction': '#/components/schemas/PriceAlert/properties/direction',
  'files.category': '#/components/schemas/UserFile/properties/category',
  'support_queries.pipeline_stage': '#/components/schemas/SupportQuery/properties/pipelineStage',
  'meeting_requests.contact_method': '#/components/schemas/MeetingRequest/properties/contactMethod',
  'meeting_requests.status': '#/components/schemas/MeetingRequest/properties/status',
  'meeting_requests.attendee': '#/components/schemas/MeetingRequest/properties/attendee',
  'support_queries.category': '#/components/schemas/SupportQueryDetail/properties/category',
  'information_resources.resource_type': '#/components/schemas/InformationResource/properties/resourceType',
  'audit_log.action': '#/components/schemas/AuditLogEntry/properties/action',
  'hedging_policies.trade_index': '#/components/schemas/HedgingPolicy/properties/tradeIndex',
  'hedging_policy_proposals.status': '#/components/schemas/HedgingPolicyProposal/properties/status',
  'trade_authorities.trade_index': '#/components/schemas/TradeAuthorityLimit/properties/tradeIndex',
  'order_approvals.decision': '#/components/schemas/DecideOrderApprovalRequest/properties/decision',
};

/** Enum columns the API never serves (the mail worker's bookkeeping), with their values. */
const INTERNAL_ENUM_COLUMNS: Record<string, string[]> = {
  'mail_outbox.status': ['pending', 'sent', 'failed'],
  'mail_outbox.delivered_via': ['smtp', 'capture'],
  // Which running number a reference draws from (migration 072): never sent, the reference is.
  'reference_counters.kind': ['ML', 'SQ'],
  // Which breach message was told (migration 087): bookkeeping of the publication, never served.
  'hedging_breach_messages.kind': ['floor_stepped_up', 'below_five_days'],
  // The customer's stored answer (migration 090); the served TradeConfirmationStatus adds the derived issuing and confirmed_by_default.
  'trade_confirmations.status': ['pending', 'confirmed', 'disputed'],
};

type Node = Record<string, unknown>;
const contract = parse(readFileSync(CONTRACT_PATH, 'utf8')) as Node;

/** The node at a local JSON pointer (#/a/b) of the contract. */
const at = (pointer: string): Node =>
  pointer
    .slice(2)
    .split('/')
    .reduce<Node>((current, key) => current[key] as Node, contract);

/** The enum at a JSON pointer of the contract, following $refs. */
function contractEnum(pointer: string): unknown[] {
  let node = at(pointer);
  while (typeof node.$ref === 'string') node = at(node.$ref);
  if (!Array.isArray(node.enum)) throw new Error(`${pointer} has no enum in the contract`);
  return node.enum;
}

let db: Kysely<Database>;
let close: () => Promise<void>;
const location = freshLocation();
beforeAll(async () => {
  ({ db, close } = await openDatabase({ ...location, databaseUrl: process.env.DATABASE_URL }));
});
afterAll(async () => {
  await close?.();
  await dropLocation(location);
});

/** Every `column in (...)` CHECK of the database, as table.column → allowed values. */
async function databaseEnums(): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table_name: string; definition: string }>`
    select cls.relname as table_name, pg_get_constraintdef(con.oid) as definition
    from pg_constraint con join pg_class cls on cls.oid = con.conrelid
    where con.contype = 'c' and con.connamespace = current_schema()::regnamespace`.execute(db);
  const enums = new Map<string, string[]>();
  for (const row of rows) {
    // PostgreSQL shows `x in ('a', 'b')` as CHECK ((x = ANY (ARRAY['a'::text, 'b'::text])))
    const match = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(row.definition);
    if (!match?.[1] || match[2] === undefined) continue;
    const values = [...match[2].matchAll(/'((?:[^']|'')*)'::text/g)].map((value) => (value[1] ?? '').replace(/''/g, "'"));
    enums.set(`${row.table_name}.${match[1]}`, values);
  }
  return enums;
}

it('maps every enum CHECK constraint of the database to a field of the contract', async () => {
  const enums = await databaseEnums();
  expect([...enums.keys()].sort()).toEqual([...Object.keys(CONTRACT_FIELD_OF_COLUMN), ...Object.keys(INTERNAL_ENUM_COLUMNS)].sort());
  for (const [column, values] of Object.entries(INTERNAL_ENUM_COLUMNS)) expect(enums.get(column), column).toEqual(values);
});

it('allows in each enum column exactly the values of its contract field, in the same order', async () => {
  const enums = await databaseEnums();
  for (const [column, pointer] of Object.entries(CONTRACT_FIELD_OF_COLUMN)) {
    expect(enums.get(column), column).toEqual(contractEnum(pointer));
  }
});
