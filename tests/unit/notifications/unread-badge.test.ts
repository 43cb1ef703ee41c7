import { describe, expect, it } from 'vitest';

import { badgeText, unreadCountOf } from '@/features/notifications/components/notifications-bell';
import { NOTIFICATIONS_PARAMS } from '@/features/notifications/components/notifications-panel';

describe('unread badge (only above 0; 0 while loading or after a failure)', () => {
  it('is 0 while loading and after a failure', () => {
    expect(unreadCountOf({ data: undefined, isError: false })).toBe(0);
    expect(unreadCountOf({ data: { data: { unreadCount: 4 } }, isError: true })).toBe(0);
    expect(unreadCountOf({ data: { data: { unreadCount: 4 } }, isError: false })).toBe(4);
  });

  it('caps the visible text at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('asks for 5 unread messages, first page', () => {
    expect(NOTIFICATIONS_PARAMS).toEqual({ filter: 'unread', perPage: 5, page: 1 });
  });
});
