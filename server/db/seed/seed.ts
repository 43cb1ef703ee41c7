/**
 * Fills an empty database with the deterministic demo data: customer companies with their
 * accounts, users of every role and account status (demo-users.ts), account managers, posts,
 * closing prices, trading activity, support queries, files and messages. The PRNG
 * seed is fixed; dates are relative to the reference date (business now from the clock,
 * server/lib/clock.ts, so MARKET_LENS_NOW moves it too), so the newest closing prices are
 * always the last business day before it. SEED_SCALE=N adds N-1
 * copies of every customer company with their users, accounts and activity.
 */
import { sql, type Insertable, type Kysely } from 'kysely';

import type { TradeIndex } from '../../../generated/model/tradeIndex';
import { hashPassword } from '../../identity-provider';
import { londonToday } from '../../../domain/business-days';
import type { Database } from '../schema';
import { closingPriceHistory } from './closing-prices';
import { contractChangesFor } from './contract-changes';
import { messagesFor, POST_CATEGORIES, POST_TAGS, posts, type MessageSeed } from './content';
import { INFORMATION_RESOURCES } from './information-resources';
import { DEMO_PASSWORD } from './demo-users';
import { priceAlertsFor } from './price-alerts';
import { hasSeedMessages, organisationRows, OWNERS, PERMISSIONS, REPLICA_OFFSET } from './organisations';
import { tradeAuthorityFor } from './trade-authority';
import { linkSeedMessages } from './message-links';
import { seededReports, seedPortfolioReports } from './portfolio-reports';
import { seedTradeConfirmations } from './trade-confirmations';
import { assignReferences } from './references';
import { seedDefaultPolicies } from './hedging-policies';
import { Random } from '../../lib/random';
import { filesFor, supportFor } from './support';
import { priceLookup, tradingFor } from './trading';

export interface SeedOptions {
  scale?: number;
  /** Business now of the seeding process (its clock's now()). */
  referenceDate: Date;
}

export interface SeedSummary {
  rows: Record<string, number>;
  milliseconds: number;
}

/** Traded indices per base account id. */
const ACCOUNT_INDICES: Record<number, TradeIndex[]> = {
  51001: ['POWERUKBASECAL', 'GASNBP'],
  52001: ['POWERUKBASECAL', 'POWERUKPEAKCAL'],
  52002: ['POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP'],
  52003: ['POWERUKBASECAL', 'GASNBP'],
  53001: ['POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP'],
  54001: ['POWERUKBASECAL', 'GASNBP'],
  55001: ['POWERUKBASECAL', 'POWERUKPEAKCAL'],
};
const NOT_FLEXIBLE = new Set([55001]);

export async function isDatabaseSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('permissions').select('name').limit(1).executeTakeFirst();
  return row !== undefined;
}

type Rows = { [T in keyof Database]?: Insertable<Database[T]>[] };

async function insertMany<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]) {
  if (rows.length === 0) return;
  // PostgreSQL allows 65535 bind parameters per statement.
  const perChunk = Math.max(1, Math.floor(30_000 / Object.keys(rows[0] as object).length));
  for (let start = 0; start < rows.length; start += perChunk) {
    await db.insertInto(table).values(rows.slice(start, start + perChunk) as never).execute();
  }
}

export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const scale = Math.max(1, Math.floor(options.scale ?? Number(process.env.SEED_SCALE ?? 1)));
  const { referenceDate } = options;
  const today = londonToday(referenceDate);
  const random = new Random(424242);
  // One hash for every demo login: scrypt is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const prices = closingPriceHistory(today);
  const lookup = priceLookup(prices);
  const latestDay = prices.reduce((latest, row) => (row.price_date > latest ? row.price_date : latest), '');
  // Daily reports: 15 at scale 1, the whole price history at the ×100 scale.
  const content = posts(prices, random, 15 * scale);
  const postRows = content.posts;
  const rows: Rows = {
    permissions: PERMISSIONS,
    owners: OWNERS,
    closing_prices: prices,
    post_tags: POST_TAGS,
    post_categories: POST_CATEGORIES,
    posts: postRows.map(({ tagIds: _tags, categoryIds: _categories, ...post }) => post),
    post_tag_links: postRows.flatMap((post) => post.tagIds.map((tag_id) => ({ post_id: post.id, tag_id }))),
    post_category_links: postRows.flatMap((post) => post.categoryIds.map((category_id) => ({ post_id: post.id, category_id }))),
    companies: [], company_owners: [], accounts: [], users: [], user_companies: [], user_accounts: [], user_account_permissions: [],
    messages: [], trading_contracts: [], orders: [], transactions: [], demand_forecasts: [], price_alerts: [], support_queries: [], support_query_comments: [],
    files: [...content.files],
    information_resources: INFORMATION_RESOURCES,
    trade_authorities: [],
    order_approvals: [],
  };
  const push = <T extends keyof Database>(table: T, items: Insertable<Database[T]>[]) => {
    (rows[table] as Insertable<Database[T]>[]).push(...items);
  };
  const managerName = `${OWNERS[0]?.first_name} ${OWNERS[0]?.last_name}`;
  const messageSeeds: MessageSeed[] = [];
  // Accounts that get portfolio reports (server/reports/portfolio-report.ts reportedAccounts).
  const reportedAccounts: string[] = [];

  for (let replica = 0; replica < scale; replica += 1) {
    const org = organisationRows(replica, passwordHash, referenceDate);
    push('companies', org.companies);
    push('company_owners', org.companyOwners);
    push('accounts', org.accounts.map((account) => ({ ...account, is_flexible: !NOT_FLEXIBLE.has(Number(account.id) - replica * REPLICA_OFFSET) })));
    push('users', org.users);
    push('user_companies', org.userCompanies);
    push('user_accounts', org.userAccounts);
    push('user_account_permissions', org.userAccountPermissions);
    const withCompany = new Set(org.userCompanies.map((link) => link.user_id));
    for (const user of org.users) {
      if (withCompany.has(user.id) && hasSeedMessages(user.id)) messageSeeds.push(...messagesFor(user.id, random, referenceDate));
    }
    for (const account of org.accounts) {
      const baseId = Number(account.id) - replica * REPLICA_OFFSET;
      // Activity belongs to the first approved user of the account.
      const owner = org.userAccounts
        .filter((link) => link.account_id === account.id)
        .map((link) => org.users.find((user) => user.id === link.user_id))
        .find((user) => user?.account_status === 'accountApproved');
      if (!owner) continue;
      // Only flexible accounts with a purchasing group trade; multi-purchase accounts cannot.
      const flexible = !NOT_FLEXIBLE.has(baseId);
      const tradable = flexible && account.purchasing_group_id !== null;
      const trading = tradingFor(account.id, owner.id, ACCOUNT_INDICES[baseId] ?? ['POWERUKBASECAL'], lookup, random, today, referenceDate, tradable);
      if (flexible) push('trading_contracts', trading.contracts);
      if (tradable && trading.contracts.length > 0) reportedAccounts.push(account.id);
      push('orders', trading.orders);
      if (baseId === 52001 && tradable) {
        const authority = tradeAuthorityFor(replica, trading, lookup, today, referenceDate);
        push('trade_authorities', authority.trade_authorities);
        push('orders', authority.orders);
        push('order_approvals', authority.order_approvals);
      }
      push('transactions', trading.transactions);
      push('demand_forecasts', trading.forecasts);
      push('price_alerts', trading.alerts);
      if (tradable) {
        push('price_alerts', priceAlertsFor(account.id, owner.id, trading.contracts, lookup, today, latestDay));
      }
      const support = supportFor(account.id, owner.id, `${owner.firstname} ${owner.lastname}`, managerName, random, referenceDate);
      push('support_queries', support.queries);
      push('support_query_comments', support.comments);
      push('files', filesFor(account.id, account.name, !NOT_FLEXIBLE.has(baseId), random, referenceDate));
    }
  }

  // A database still on the first release's schema (the migration test seeds one) has no
  // trading contracts, order execution columns nor the expired status yet: it gets the other
  // orders without those columns.
  const columns = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.columns
    where table_schema = current_schema() and table_name = 'orders' and column_name = 'execute_from'`.execute(db);
  if (Number(columns.rows[0]?.n ?? 0) === 0) {
    delete rows.trading_contracts;
    rows.price_alerts = (rows.price_alerts ?? []).map(({ triggered_price_date: _day, ...alert }) => alert);
    rows.orders = (rows.orders ?? []).filter((order) => order.status !== 'expired').map(({ expiry_date: _expiry, execute_from: _from, executed_on: _on, ...order }) => order);
  }

  // Orders and queries go in oldest first, numbered in that order as migration 072 numbers rows
  // that existed before it (the first release's schema gets its numbers from the migration).
  const oldestFirst = (a: Date | string | undefined, b: Date | string | undefined, idA: string, idB: string) =>
    new Date(a ?? 0).getTime() - new Date(b ?? 0).getTime() || (idA < idB ? -1 : idA > idB ? 1 : 0);
  rows.orders?.sort((a, b) => oldestFirst(a.order_date, b.order_date, a.id, b.id));
  rows.support_queries?.sort((a, b) => oldestFirst(a.create_date, b.create_date, a.id, b.id));
  // The seed numbers them itself, as the trigger would, so its messages can name them.
  assignReferences(rows.orders ?? [], 'ML', (row) => row.order_date);
  assignReferences(rows.support_queries ?? [], 'SQ', (row) => row.create_date);
  // A bracket leg shows its other leg's reference (migration 089); before 089 there are no stops nor brackets.
  const orderRows = (rows.orders ?? []) as { id: string; reference?: string; price_type?: string; bracket_id?: string | null; linked_order_id?: string | null; linked_order_reference?: string | null }[];
  const referenceOf = new Map(orderRows.map((order) => [order.id, order.reference]));
  for (const order of orderRows) if (order.linked_order_id) order.linked_order_reference = referenceOf.get(order.linked_order_id) ?? null;
  const hasTriggers = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.columns
    where table_schema = current_schema() and table_name = 'orders' and column_name = 'trigger_price'`.execute(db);
  if (rows.orders && Number(hasTriggers.rows[0]?.n ?? 0) === 0) {
    rows.orders = rows.orders
      .filter((order) => (order as { price_type?: string }).price_type !== 'stop' && !(order as { bracket_id?: string | null }).bracket_id)
      .map(({ trigger_price: _t, bracket_id: _b, linked_order_id: _l, linked_order_reference: _r, ...order }: Record<string, unknown>) => order) as typeof rows.orders;
  }
  rows.messages = linkSeedMessages(messageSeeds, {
    orders: (rows.orders ?? []) as never,
    alerts: (rows.price_alerts ?? []) as never,
    queries: (rows.support_queries ?? []) as never,
    posts: postRows,
    reports: rows.trading_contracts ? seededReports(reportedAccounts, today) : [],
    userAccounts: rows.user_accounts ?? [],
    permissions: rows.user_account_permissions ?? [],
  });
  const hasColumn = async (table: string, column: string) => {
    const found = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(db);
    return Number(found.rows[0]?.n ?? 0) > 0;
  };
  if (!(await hasColumn('messages', 'link'))) rows.messages = rows.messages.map(({ link: _link, ...message }) => message);
  // The desk's dated reforecast of the demo account (migration 084's table; not on older schemas).
  if (rows.trading_contracts && (await hasColumn('contract_changes', 'id'))) {
    rows.contract_changes = contractChangesFor(rows.trading_contracts as Parameters<typeof contractChangesFor>[0], referenceDate);
  }
  // Before migration 085 there is no trade authority nor an order awaiting approval.
  if (!(await hasColumn('trade_authorities', 'user_id'))) {
    delete rows.trade_authorities;
    delete rows.order_approvals;
    rows.orders = (rows.orders ?? []).filter((order) => order.status !== 'awaiting_approval');
  }
  const hasReferences = await hasColumn('orders', 'reference');
  if (!hasReferences) {
    // The first release's schema: migration 072 numbers the rows when it runs.
    rows.orders = (rows.orders ?? []).map(({ reference: _reference, ...order }) => order);
    rows.support_queries = (rows.support_queries ?? []).map(({ reference: _reference, ...query }) => query);
  }

  const counts: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    // Insert order follows the foreign keys.
    for (const table of Object.keys(rows) as (keyof Database)[]) {
      const tableRows = rows[table] ?? [];
      await insertMany(trx, table, tableRows as Insertable<Database[typeof table]>[]);
      counts[table] = tableRows.length;
    }
  });
  // The references were given by the seed: the counters go on from them.
  if (hasReferences) {
    await sql`
      insert into reference_counters (kind, year, last_number)
      select 'ML', extract(year from order_date at time zone 'Europe/London')::integer, count(*) from orders group by 2
      union all
      select 'SQ', extract(year from create_date at time zone 'Europe/London')::integer, count(*) from support_queries group by 2
      on conflict (kind, year) do update set last_number = greatest(reference_counters.last_number, excluded.last_number)`.execute(db);
  }
  // Every contract's account and index starts on the default hedging policy, version 1, not
  // adopted (docs/hedging-policy.md); at any scale, from the stored contracts.
  if (rows.trading_contracts && (await hasColumn('hedging_policies', 'adopted_at'))) {
    counts.hedging_policies = await seedDefaultPolicies(db, referenceDate);
  }
  // Portfolio reports are computed from the stored position (not on the first release's schema).
  if (rows.trading_contracts) counts.portfolio_reports = await seedPortfolioReports(db, today);
  // One pending trade confirmation for the demo buyer (docs/trading.md, "Confirmations").
  if (rows.trading_contracts && (await hasColumn('trade_confirmations', 'status'))) counts.trade_confirmations = await seedTradeConfirmations(db, referenceDate);
  // Fresh statistics after the bulk load, so the planner does not assume empty tables.
  await sql`analyze`.execute(db);
  return { rows: counts, milliseconds: Math.round(performance.now() - started) };
}
