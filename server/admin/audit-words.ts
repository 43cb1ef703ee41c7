/**
 * The audit log in words: what an entry records, told as what a person did ("Sam Okafor approved
 * Isla Fraser onto account Loch Lomond Hotel (54001) of Caledonia Hotels"), and the portal page a
 * view-as request read. The server tells it because it knows the action vocabulary
 * (docs/audit-log.md); the portal shows the words as they come.
 */
import type { AuditAction } from '../../generated/model/auditAction';
import type { EnergyIndex } from '../../domain/energy';
import { CONTRACT_FIELD_WORDS, CONTRACT_FIELDS } from '../../domain/reforecast-rules';
import { productName, TRADE_INDEX_NAMES } from '../../domain/trade-index-names';

/** The API's base path, as the audit log stores request paths. */
const API = '/api/v2/';

/** What the portal page a request serves is called, by the API path's first segment. */
const PAGES: Record<string, string> = {
  orders: 'Orders',
  transactions: 'Transactions',
  position: 'Position overview',
  // The contract's periods and dated changes are read on the position overview.
  contract: 'Position overview',
  'closing-prices': 'Closing prices',
  'price-alerts': 'Price alerts',
  posts: 'Market news',
  'information-resources': 'Market information',
  files: 'Files',
  messages: 'Messages',
  support: 'Support',
  settings: 'Settings',
  owners: 'Account manager',
  search: 'Search',
};

/**
 * Requests every portal page makes for its frame (the user, their accounts and permissions, the
 * unread count, the view-as start and end): they say nothing about what was looked at.
 */
const FRAME = [/^accounts$/, /^accounts\/[^/]+\/user\/[^/]+\/permissions$/, /^permissions$/, /^user\/terms-status$/, /^messages\/unread-count$/, /^admin\//, /^health$/];

/** The frame requests in words, for the raw entries' descriptions. */
const FRAME_WORDS: [RegExp, string][] = [
  [/^accounts$/, 'the account list'],
  [/^accounts\/[^/]+\/user\/[^/]+\/permissions$/, 'the permissions on an account'],
  [/^permissions$/, 'the permission catalogue'],
  [/^user\/terms-status$/, 'the terms status'],
  [/^messages\/unread-count$/, 'the unread message count'],
];

const routeOf = (path: string) => (path.startsWith(API) ? path.slice(API.length) : path.replace(/^\//, '')).split('?')[0] ?? '';

/** The page a view-as request read, or undefined for the portal's frame and unknown paths. */
export function pageOf(path: string): string | undefined {
  const route = routeOf(path);
  if (FRAME.some((pattern) => pattern.test(route))) return undefined;
  if (/^user\/[^/]+\/profile$/.test(route)) return 'Profile';
  if (route === 'accounts/contacts') return 'Contacts';
  return PAGES[route.split('/')[0] ?? ''];
}

export const VIEW_AS_PATH = `${API}admin/view-as`;
export const isSessionStart = (method: string, path: string) => method === 'POST' && routeOf(path) === 'admin/view-as';
export const isSessionEnd = (method: string, path: string) => method === 'DELETE' && routeOf(path) === 'admin/view-as';

export interface DescribedEntry {
  action: AuditAction;
  actor: string;
  target: string;
  before: string | null;
  after: string | null;
  method: string;
  path: string;
  reason: string | null;
  refusal: string | null;
}

/** How an account is named in words: its name and number, and its company when known. */
export type AccountNamer = (accountId: string, companyId?: string) => string;

const withReason = (text: string, reason: string | null) => (reason ? `${text} — reason: ${reason}` : text);
const possessive = (name: string) => `${name}’s`;

/** "52002: view:orders, view:closing_prices" → ['52002', ['view:orders', 'view:closing_prices']] */
function permissionsOf(value: string | null): [string, string[]] {
  const [accountId = '', list = ''] = (value ?? '').split(/:\s(.*)/s);
  const permissions = list.trim() === 'none' ? [] : list.split(',').map((permission) => permission.trim()).filter(Boolean);
  return [accountId.trim(), permissions];
}

function describeStatus(entry: DescribedEntry, account: AccountNamer): string {
  const { actor, target, before } = entry;
  const [to, placement] = (entry.after ?? '').split(' on ');
  if (before === 'registered' && to === 'accountApproved') {
    const [companyId, accountId] = (placement ?? '').split('/');
    return accountId ? `${actor} approved ${target} onto ${account(accountId, companyId)}` : `${actor} approved ${target}`;
  }
  if (before === 'registered' && to === 'rejected') return `${actor} rejected ${possessive(target)} registration`;
  if (before === 'accountApproved' && to === 'revoked') return `${actor} revoked ${possessive(target)} access`;
  if (before === 'revoked' && to === 'accountApproved') return `${actor} reinstated ${target}`;
  return `${actor} changed ${possessive(target)} status from ${before ?? 'none'} to ${entry.after ?? 'none'}`;
}

function describePermissions(entry: DescribedEntry, account: AccountNamer): string {
  const [accountId, before] = permissionsOf(entry.before);
  const [, after] = permissionsOf(entry.after);
  const added = after.filter((permission) => !before.includes(permission));
  const removed = before.filter((permission) => !after.includes(permission));
  const changes = [added.length ? `added ${added.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : ''].filter(Boolean);
  return `${entry.actor} changed ${possessive(entry.target)} permissions on ${account(accountId)}: ${changes.join('; ') || 'no change'}`;
}

function describeViewAs(entry: DescribedEntry): string {
  const { actor, target, method, path, refusal } = entry;
  if (isSessionStart(method, path)) return withReason(`${actor} started viewing the portal as ${target}`, entry.reason);
  if (isSessionEnd(method, path)) return `${actor} stopped viewing the portal as ${target}`;
  const route = routeOf(path);
  const page = pageOf(path);
  const named = page ?? FRAME_WORDS.find(([pattern]) => pattern.test(route))?.[1];
  const what = (method === 'GET' || method === 'HEAD') && named ? named : `${method} ${route}`;
  if (refusal) return `${actor} was refused ${what} as ${target}: ${refusal}`;
  return page ? `${actor} read ${page} as ${target}` : `${actor}’s portal loaded ${what} as ${target}`;
}

/** `52002/POWERUKBASECAL: saved version 2 — …` → the account, the index and what was done. */
function policySubject(value: string | null): { accountId: string; index: string; what: string } | undefined {
  const match = /^(\d+)\/([A-Z]+): (.*)$/s.exec(value ?? '');
  return match ? { accountId: match[1] ?? '', index: match[2] ?? '', what: match[3] ?? '' } : undefined;
}

/** "Fiona MacLeod saved version 2 of the hedging policy for Power base UK on account … — 18+ months 0–30 %; …" */
function describePolicy(entry: DescribedEntry, account: AccountNamer): string {
  const subject = policySubject(entry.after);
  if (!subject) return `${entry.actor}: ${entry.after ?? routeOf(entry.path)}`;
  const index = TRADE_INDEX_NAMES[subject.index as EnergyIndex] ?? subject.index;
  const [what = '', bands] = subject.what.split(' — ');
  return `${entry.actor} ${what} of the hedging policy for ${index} on ${account(subject.accountId)}${bands ? `: ${bands}` : ''}`;
}

/** '51001 POWERUKBASECAL Q1-27: forecast volume 4.00 MW, budget price …' → its account, index, period and figures. */
function contractFiguresOf(value: string | null): { accountId: string; tradeIndex: string; period: string; figures: string[] } {
  const [head = '', list = ''] = (value ?? '').split(/:\s(.*)/s);
  const [accountId = '', tradeIndex = '', period = ''] = head.trim().split(' ');
  return { accountId, tradeIndex, period, figures: list.split(', ').map((figure) => figure.trim()).filter(Boolean) };
}

/** "Sam Okafor reforecast Power base UK Q1-27 of Northwind (51001): forecast volume 4.00 MW → 3.50 MW" */
function describeContractChange(entry: DescribedEntry, account: AccountNamer): string {
  const before = contractFiguresOf(entry.before);
  const after = contractFiguresOf(entry.after);
  if (!before.accountId) return `${entry.actor} changed a contract: ${entry.after ?? routeOf(entry.path)}`;
  const name = isTradeIndex(before.tradeIndex) ? productName(before.tradeIndex, before.period) : `${before.tradeIndex} ${before.period}`;
  const changes = after.figures
    .map((figure, index) => ({ figure, was: before.figures[index] ?? '' }))
    .filter(({ figure, was }) => figure !== was)
    .map(({ figure, was }) => {
      const label = CONTRACT_FIELDS.map((field) => CONTRACT_FIELD_WORDS[field]).find((words) => figure.startsWith(`${words} `)) ?? '';
      return label ? `${label} ${was.slice(label.length + 1)} → ${figure.slice(label.length + 1)}` : `${was} → ${figure}`;
    });
  return `${entry.actor} reforecast ${name} of ${account(before.accountId)}: ${changes.join('; ') || 'no change'}`;
}

const isTradeIndex = (value: string): value is keyof typeof TRADE_INDEX_NAMES => value in TRADE_INDEX_NAMES;

/** What an audit entry records, in words, naming the actor and the target. */
export function describeEntry(entry: DescribedEntry, account: AccountNamer): string {
  switch (entry.action) {
    case 'status':
      return withReason(describeStatus(entry, account), entry.reason);
    case 'role':
      return `${entry.actor} changed ${possessive(entry.target)} role from ${entry.before ?? 'none'} to ${entry.after ?? 'none'}`;
    case 'permissions':
      return describePermissions(entry, account);
    case 'value_correction':
      return withReason(`${entry.actor} corrected ${routeOf(entry.path)} (placed by ${entry.target}) from ${entry.before ?? '—'} to ${entry.after ?? '—'}`, entry.reason);
    case 'view_as':
      return describeViewAs(entry);
    case 'support_assignment':
      return `${entry.actor} assigned ${possessive(entry.target)} support query to ${entry.after ?? 'nobody'} (before: ${entry.before ?? 'nobody'})`;
    case 'contract_change':
      return withReason(describeContractChange(entry, account), entry.reason);
    case 'hedging_policy':
      return withReason(describePolicy(entry, account), entry.reason);
    case 'trade_authority':
    case 'order_approval':
      return withReason(`${entry.actor}: ${entry.after ?? routeOf(entry.path)}`, entry.reason);
  }
}

/** The account numbers an entry names, so their names are read in one query. */
export function accountIdsOf(action: AuditAction, before: string | null, after: string | null): string[] {
  if (action === 'permissions') return [permissionsOf(before)[0]].filter(Boolean);
  if (action === 'hedging_policy') return [policySubject(after)?.accountId ?? ''].filter(Boolean);
  if (action === 'contract_change') return [contractFiguresOf(before).accountId].filter(Boolean);
  if (action === 'status') {
    const placement = (after ?? '').split(' on ')[1];
    const accountId = placement?.split('/')[1];
    return accountId ? [accountId] : [];
  }
  return [];
}

export interface SessionFacts {
  actor: string;
  target: string;
  reason: string | null;
  minutes: number;
  running: boolean;
  pagesViewed: string[];
  refused: number;
}

/** A view-as session told as one thing the admin did. */
export function describeSession(session: SessionFacts): string {
  const { actor, target, minutes, running } = session;
  const length = minutes < 1 ? 'less than a minute' : `${minutes} min`;
  const lead = running ? `${actor} is viewing the portal as ${target} (${length} so far)` : `${actor} viewed the portal as ${target} for ${length}`;
  const parts = [session.reason ? `reason: ${session.reason}` : 'no reason recorded', session.pagesViewed.length ? `viewed: ${session.pagesViewed.join(', ')}` : 'no pages read'];
  if (session.refused) parts.push(`${session.refused} ${session.refused === 1 ? 'request' : 'requests'} refused`);
  return `${lead} — ${parts.join('; ')}`;
}
