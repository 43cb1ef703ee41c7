import { describe, expect, it } from 'vitest';

import { listParamsOf, MESSAGES_PER_PAGE, readInboxParams } from '@/features/messages/utils/inbox-params';

describe('the inbox state in the URL', () => {
  it('defaults: all, newest first, page 1, no open message; 10 a page', () => {
    const params = readInboxParams(new URLSearchParams(''));
    expect(params).toEqual({ filter: 'all', sort: 'newest', page: 1, messageId: null });
    expect(MESSAGES_PER_PAGE).toBe(10);
    // The API's defaults are left out: no filter for 'all', no orderBy for newest first.
    expect(listParamsOf(params)).toEqual({ page: 1, perPage: 10 });
  });

  it('reads filter, sort, page and messageId', () => {
    const params = readInboxParams(new URLSearchParams('filter=unread&sort=subject-asc&page=3&messageId=abc'));
    expect(params).toEqual({ filter: 'unread', sort: 'subject-asc', page: 3, messageId: 'abc' });
    expect(listParamsOf(params)).toEqual({ page: 3, perPage: 10, filter: 'unread', orderBy: '{"subject":"asc"}' });
    expect(listParamsOf(readInboxParams(new URLSearchParams('sort=oldest')))).toEqual({ page: 1, perPage: 10, orderBy: '{"createdDate":"asc"}' });
  });

  it('falls back to the defaults for anything unknown', () => {
    expect(readInboxParams(new URLSearchParams('filter=archived&sort=size&page=-2&messageId='))).toEqual({ filter: 'all', sort: 'newest', page: 1, messageId: null });
    expect(readInboxParams(new URLSearchParams('page=abc')).page).toBe(1);
  });
});
