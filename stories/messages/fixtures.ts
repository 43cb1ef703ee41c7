import { delay } from 'msw';

import {
  getGetMessageMockHandler,
  getGetUnreadMessageCountMockHandler,
  getListMessagesMockHandler,
  getMarkAllMessagesReadMockHandler,
  getMarkMessageReadMockHandler,
} from '@generated/api/messages/messages.msw';
import type { MessageCategory } from '@generated/model/messageCategory';
import type { MessageDetail } from '@generated/model/messageDetail';
import type { MessagePage } from '@generated/model/messagePage';

import { failWith, never } from '../kit/api-responses';

const HOUR = 60 * 60 * 1000;
const id = (n: number) => `b7e1c0de-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * A fixed inbox: every display rule (a relative date, always 3 hours before the story loads;
 * YYYY-MM-DD dates; 'No Subject'; 'No date provided'), read and unread, with and without a link.
 */
function baseInbox(): MessageDetail[] {
  return [
    {
      id: id(1),
      subject: 'Price alert triggered: Power base UK Q1-27 rose above £85.00/MWh',
      createdDate: new Date(Date.now() - 3 * HOUR).toISOString(),
      read: false,
      category: 'price_alert',
      link: '/app/market-lens/100234/price-alerts/edit/9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c55',
      body: 'Power base UK Q1-27 rose above your target of £85.00/MWh — closed at £86.40/MWh on 19/11/2026.\n\nThe alert has now been switched off.',
    },
    {
      id: id(2),
      subject: 'Order executed: Buy 5 MW Power base UK Q1-27 (ML-26-004190)',
      createdDate: '2026-11-18T17:05:00Z',
      read: false,
      category: 'order',
      link: '/app/market-lens/100234/orders/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a43',
      body: 'Executed at £84.10/MWh on 2026-11-18.',
    },
    {
      id: id(3),
      createdDate: '2026-11-16T09:30:00Z',
      read: false,
      category: 'general',
      body: 'A note from the Optimisation desk: your account manager will call you this week.',
    },
    {
      id: id(4),
      subject: 'Your October portfolio report is ready',
      read: true,
      category: 'report',
      link: '/app/market-lens/files/view/3c9d7e1a-2b4f-4c6d-8e0a-1b3c5d7e9f01',
      body: 'Your bespoke portfolio report for October is in Files.',
    },
    {
      id: id(5),
      subject: 'Order rejected: Sell 2 MW Power peak UK Win-27 (ML-26-004201)',
      createdDate: '2026-11-10T17:05:00Z',
      read: true,
      category: 'order',
      body: 'Rejected: the trade deadline of Win-27 passed before the order could execute.',
    },
  ];
}

const SUBJECTS = ['Daily market report', 'Order executed', 'Price alert triggered', 'Support query answered'];
const CATEGORIES: MessageCategory[] = ['report', 'order', 'price_alert', 'general'];

/** 25 messages: three pages of ten. */
function longInbox(): MessageDetail[] {
  return Array.from({ length: 25 }, (_, index) => ({
    id: id(100 + index),
    subject: `${SUBJECTS[index % 4]} #${25 - index}`,
    createdDate: new Date(Date.UTC(2026, 9, 31 - index, 17, 5)).toISOString(),
    read: index >= 4,
    category: CATEGORIES[index % 4] as MessageCategory,
    body: `Message number ${25 - index}.`,
  }));
}

const summary = (message: MessageDetail) => {
  const { body, ...rest } = message;
  void body;
  return rest;
};

/** The API's orderBy ({"createdDate":"desc"} by default) as a comparator. */
function byOrder(orderBy: string | null) {
  const [field, direction] = Object.entries(JSON.parse(orderBy ?? '{"createdDate":"desc"}') as Record<string, string>)[0] ?? ['createdDate', 'desc'];
  const sign = direction === 'asc' ? 1 : -1;
  const key = (message: MessageDetail) => (field === 'subject' ? message.subject : message.createdDate) ?? '';
  return (a: MessageDetail, b: MessageDetail) => (key(a) === key(b) ? 0 : key(a) < key(b) ? -sign : sign);
}

/**
 * An inbox the handlers read and change, as the API does: filter, sort and paging of the list;
 * opening and marking read; mark all read; the unread count follows. `reset()` in a story's
 * beforeEach starts every story from the same messages.
 */
export function inboxStore(make: () => MessageDetail[] = baseInbox) {
  let messages = make();
  const unread = () => messages.filter((message) => !message.read).length;
  const handlers = [
    getGetUnreadMessageCountMockHandler(() => ({ data: { unreadCount: unread() } })),
    getMarkAllMessagesReadMockHandler(async () => {
      await delay(150);
      const markedRead = unread();
      messages = messages.map((message) => ({ ...message, read: true }));
      return { data: { markedRead, unreadCount: 0 } };
    }),
    getListMessagesMockHandler(({ request }): MessagePage => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      const perPage = Number(url.searchParams.get('perPage') ?? '10');
      const filter = url.searchParams.get('filter');
      const matching = messages
        .filter((message) => (filter === 'unread' ? !message.read : filter === 'read' ? message.read : true))
        .sort(byOrder(url.searchParams.get('orderBy')));
      return { data: matching.slice((page - 1) * perPage, page * perPage).map(summary), total: matching.length, pagination: { page, perPage } };
    }),
    getMarkMessageReadMockHandler(({ params }) => {
      messages = messages.map((message) => (message.id === params.messageId ? { ...message, read: true } : message));
      const found = messages.find((message) => message.id === params.messageId);
      if (!found) return failWith(404, 'Message not found')();
      return { data: summary(found) };
    }),
    getGetMessageMockHandler(({ params }) => {
      const found = messages.find((message) => message.id === params.messageId);
      if (!found) return failWith(404, 'Message not found')();
      return { data: found };
    }),
  ];
  return {
    handlers,
    reset: () => {
      messages = make();
    },
  };
}

export const inbox = inboxStore();
export const longInboxStore = inboxStore(longInbox);
export const emptyInbox = inboxStore(() => []);
export const OPENED_ID = id(1);
export const MISSING_ID = 'b7e1c0de-0000-4000-8000-999999999999';

export const loadingHandlers = [getGetUnreadMessageCountMockHandler(never), getListMessagesMockHandler(never)];
export const errorHandlers = [getGetUnreadMessageCountMockHandler(failWith(500)), getListMessagesMockHandler(failWith(500))];
