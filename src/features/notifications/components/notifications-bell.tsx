import { forwardRef } from 'react';

import { useGetUnreadMessageCount } from '@generated/api/messages/messages';

import { IconButton } from '@/components/ui/icon-button';
import { BellIcon } from '@/components/ui/icons';

/** While loading or after a failure the count is 0. */
export function unreadCountOf(query: { data?: { data: { unreadCount: number } } | undefined; isError: boolean }): number {
  if (query.isError) return 0;
  return query.data?.data.unreadCount ?? 0;
}

/** Large counts stay inside the badge. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The notifications button with the unread count; the badge shows only
 * above 0. The count is part of the button's name for screen readers.
 */
export const NotificationsBell = forwardRef<HTMLButtonElement, { expanded: boolean; controls: string; onToggle: () => void }>(
  function NotificationsBell({ expanded, controls, onToggle }, ref) {
    const unread = unreadCountOf(useGetUnreadMessageCount());
    return (
      <IconButton
        ref={ref}
        // The name holds the badge's text, so what is seen is what is announced.
        label={unread > 0 ? `Notifications, ${badgeText(unread)} unread` : 'Notifications'}
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onToggle}
      >
        <BellIcon size={22} />
        {unread > 0 ? (
          <span className="ml-unread-badge" aria-hidden="true">
            {badgeText(unread)}
          </span>
        ) : null}
      </IconButton>
    );
  },
);
