import { delay, http, HttpResponse } from 'msw';

import { getGetUnreadMessageCountMockHandler, getListMessagesMockHandler } from '@generated/api/messages/messages.msw';
import type { MessagePage } from '@generated/model/messagePage';

const HOUR = 60 * 60 * 1000;

/**
 * Five unread messages covering every display rule: a relative date (always 2h10m
 * before the story loads, so it always reads "2 hours ago"), YYYY-MM-DD dates,
 * 'No Subject' and 'No date provided'.
 */
export const unreadMessages: MessagePage = {
  total: 12,
  pagination: { page: 1, perPage: 5 },
  data: [
    {
      id: 'd1c2b3a4-0001-4e5f-8a9b-0c1d2e3f4a51',
      subject: 'Price alert triggered: Power peak UK Sum-27 fell below £88.00/MWh',
      createdDate: new Date(Date.now() - 2 * HOUR - 10 * 60 * 1000).toISOString(),
      read: false,
      category: 'price_alert',
    },
    {
      id: 'd1c2b3a4-0002-4e5f-8a9b-0c1d2e3f4a52',
      subject: 'Order executed: Buy 5 MW Power base UK Q1-27',
      createdDate: '2026-03-12T09:30:00Z',
      read: false,
      category: 'order',
    },
    {
      id: 'd1c2b3a4-0003-4e5f-8a9b-0c1d2e3f4a53',
      createdDate: '2026-03-10T16:05:00Z',
      read: false,
      category: 'general',
    },
    {
      id: 'd1c2b3a4-0004-4e5f-8a9b-0c1d2e3f4a54',
      subject: 'Your February portfolio report is ready',
      read: false,
      category: 'report',
    },
    {
      id: 'd1c2b3a4-0005-4e5f-8a9b-0c1d2e3f4a55',
      subject: 'Market update: NBP gas closes higher on colder outlook',
      createdDate: '2026-03-02T07:45:00Z',
      read: false,
      category: 'general',
    },
  ],
};

export const noMessages: MessagePage = { total: 0, pagination: { page: 1, perPage: 5 }, data: [] };

const serverError = () =>
  HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Messages are unavailable' }, { status: 500 });

export const unreadCountHandlers = {
  zero: getGetUnreadMessageCountMockHandler({ data: { unreadCount: 0 } }),
  three: getGetUnreadMessageCountMockHandler({ data: { unreadCount: 3 } }),
  many: getGetUnreadMessageCountMockHandler({ data: { unreadCount: 128 } }),
  error: http.get('*/messages/unread-count', serverError),
  loading: http.get('*/messages/unread-count', async () => {
    await delay('infinite');
    return serverError();
  }),
};

export const messageListHandlers = {
  list: getListMessagesMockHandler(unreadMessages),
  empty: getListMessagesMockHandler(noMessages),
  error: http.get('*/messages', serverError),
  loading: http.get('*/messages', async () => {
    await delay('infinite');
    return serverError();
  }),
};
