/**
 * The seed's messages are about real seeded things (docs/messages.md): each drawn message kind
 * becomes a message about the newest object of that kind the user could see when it was sent
 * (an order, a fired alert, a support query, a portfolio report, a daily report), worded as the
 * running portal words it and linking to it. A kind with nothing to be about becomes a daily
 * report's message. No PRNG draws: the choice follows from the seeded rows.
 */
import type { Insertable } from 'kysely';

import type { PermissionName } from '../../../generated/model/permissionName';
import { alertMessage, alertPagePath } from '../../price-alerts/alert-message';
import { londonToday } from '../../../domain/business-days';
import { monthLabel } from '../../reports/portfolio-report-pdf';
import { reportViewerPath } from '../../reports/portfolio-report';
import { supportQueryPath } from '../../support/service';
import { orderPagePath, orderWhat } from '../../orders/order-messages';
import type { MessagesTable, OrdersTable, PriceAlertsTable, SupportQueriesTable } from '../schema';
import type { MessageSeed, SeedMessageKind } from './content';
import { marketLensPagePath } from '../../../domain/portal-routes';

type Row<T> = Insertable<T> & { id: string };

export interface SeededReport {
  id: string;
  accountId: string;
  /** The month end the report is as of ('YYYY-MM-DD'); published at 18:00 UTC that day. */
  asOf: string;
}

export interface SeedWorld {
  orders: Row<OrdersTable>[];
  alerts: Row<PriceAlertsTable>[];
  queries: Row<SupportQueriesTable>[];
  posts: { id: string; title: string; created_date: Date }[];
  reports: SeededReport[];
  userAccounts: { user_id: string; account_id: string }[];
  permissions: { user_id: string; account_id: string; permission: PermissionName }[];
}

const time = (value: Date | string | null | undefined) => (value === null || value === undefined ? Number.POSITIVE_INFINITY : new Date(value).getTime());

/** The newest of `rows` at or before `at`. */
function newestBefore<T>(rows: T[], at: Date, when: (row: T) => Date | string | null | undefined): T | undefined {
  let best: T | undefined;
  for (const row of rows) {
    const t = time(when(row));
    if (t <= at.getTime() && (best === undefined || t > time(when(best)))) best = row;
  }
  return best;
}

type Worded = Pick<MessageSeed, 'subject' | 'body' | 'category'> & { link: string | null };

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The seed's rows by account and user, so the ×100 seed stays linear. */
interface Index {
  world: SeedWorld;
  orders: Map<string, Row<OrdersTable>[]>;
  alerts: Map<string, Row<PriceAlertsTable>[]>;
  queries: Map<string, Row<SupportQueriesTable>[]>;
  reports: Map<string, SeededReport[]>;
  accounts: Map<string, { account_id: string }[]>;
  permissions: Map<string, { account_id: string }[]>;
}

function indexOf(world: SeedWorld): Index {
  return {
    world,
    orders: groupBy(world.orders, (row) => row.account_id),
    alerts: groupBy(world.alerts, (row) => row.account_id),
    queries: groupBy(world.queries, (row) => row.account_id),
    reports: groupBy(world.reports, (row) => row.accountId),
    accounts: groupBy(world.userAccounts, (row) => row.user_id),
    permissions: groupBy(world.permissions, (row) => `${row.user_id}|${row.permission}`),
  };
}

function wordedAs(kind: SeedMessageKind, message: MessageSeed, index: Index): Worded | undefined {
  const at = message.created_date;
  const { world } = index;
  const permitted = (permission: PermissionName) => (index.permissions.get(`${message.user_id}|${permission}`) ?? []).map((row) => row.account_id);
  const of = <T>(map: Map<string, T[]>, accounts: string[]) => accounts.flatMap((account) => map.get(account) ?? []);
  switch (kind) {
    case 'order_executed':
    case 'order_not_executed': {
      const statuses = kind === 'order_executed' ? ['executed'] : ['rejected', 'expired'];
      const order = newestBefore(
        of(index.orders, permitted('view:orders')).filter((row) => statuses.includes(row.status) && row.reference),
        at,
        (row) => row.status_changed_at,
      );
      if (!order?.reference) return undefined;
      const what = orderWhat({ ...order, volume: order.volume, reference: order.reference } as Parameters<typeof orderWhat>[0]);
      return {
        subject: `Order ${order.status}: ${what} (${order.reference})`,
        body: `${order.status_reason ?? `The order is ${order.status}`}.\n\nOrder ${order.reference}: ${what}.`,
        category: 'order',
        link: orderPagePath(order),
      };
    }
    case 'price_alert': {
      const alert = newestBefore(
        of(index.alerts, permitted('view:price_alerts')).filter((row) => row.triggered_at && row.triggered_price !== null && row.triggered_price !== undefined),
        at,
        (row) => row.triggered_at,
      );
      if (!alert?.triggered_at || alert.triggered_price === null || alert.triggered_price === undefined) return undefined;
      const fired = { id: alert.id, accountId: alert.account_id, tradeIndex: alert.trade_index, deliveryPeriod: alert.period_name_abs, direction: alert.direction, targetPrice: alert.target_price };
      const day = alert.triggered_price_date ?? londonToday(new Date(alert.triggered_at));
      return { ...alertMessage(fired, alert.triggered_price, day), category: 'price_alert', link: alertPagePath(fired) };
    }
    case 'support_query': {
      const accounts = (index.accounts.get(message.user_id) ?? []).map((row) => row.account_id);
      const query = newestBefore(
        of(index.queries, accounts).filter((row) => row.reference),
        at,
        (row) => row.create_date,
      );
      if (!query?.reference) return undefined;
      return {
        subject: `Your support query ${query.reference} has been updated: ${query.subject}`.slice(0, 200),
        body: `The support desk has updated your query ${query.reference} (${query.subject}). Open it to read the conversation.`,
        category: 'general',
        link: supportQueryPath(query.id, query.account_id),
      };
    }
    case 'portfolio_report': {
      const report = newestBefore(
        of(index.reports, permitted('view:user_files')),
        at,
        (row) => `${row.asOf}T18:00:00Z`,
      );
      if (!report) return undefined;
      const label = monthLabel(report.asOf.slice(0, 7));
      return {
        subject: `Your portfolio report for ${label} is ready`,
        body: `Your portfolio report for ${label} (account ${report.accountId}) is ready: hedged and open volume, average locked prices and cost against budget. Open it under Files.`,
        category: 'report',
        link: reportViewerPath(report.id),
      };
    }
    case 'daily_report': {
      const post = newestBefore(world.posts, at, (row) => row.created_date);
      if (!post) return undefined;
      return {
        subject: `New daily market report: ${post.title}`.slice(0, 200),
        body: `${post.title} is published under Market information.`,
        category: 'report',
        link: marketLensPagePath(`market-information/${post.id}`),
      };
    }
    case 'meeting':
      return {
        subject: message.subject,
        body: 'Your account manager has confirmed the meeting you requested. You can request another under Support.',
        category: 'general',
        link: marketLensPagePath('support/request-meeting'),
      };
    case 'reminder':
      return { subject: message.subject, body: message.body, category: 'general', link: null };
  }
}

export function linkSeedMessages(messages: MessageSeed[], world: SeedWorld): Insertable<MessagesTable>[] {
  const index = indexOf(world);
  return messages.map(({ kind, ...message }) => {
    const seed = message as MessageSeed;
    const worded = wordedAs(kind, seed, index) ?? wordedAs('daily_report', seed, index) ?? wordedAs('reminder', seed, index);
    return { ...message, ...worded };
  });
}
