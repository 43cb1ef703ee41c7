import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { ListMessagesFilter } from '@generated/model/listMessagesFilter';

/** The inbox's page size (and the API's default perPage). */
export const MESSAGES_PER_PAGE = 10;

export const INBOX_FILTERS: readonly { value: ListMessagesFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

/** Sort choices and the API's orderBy JSON for each; the first is the default (newest first). */
export const INBOX_SORTS = [
  { value: 'newest', label: 'Newest first', orderBy: '{"createdDate":"desc"}' },
  { value: 'oldest', label: 'Oldest first', orderBy: '{"createdDate":"asc"}' },
  { value: 'subject-asc', label: 'Subject A–Z', orderBy: '{"subject":"asc"}' },
  { value: 'subject-desc', label: 'Subject Z–A', orderBy: '{"subject":"desc"}' },
] as const;

export type InboxSort = (typeof INBOX_SORTS)[number]['value'];

export interface InboxParams {
  filter: ListMessagesFilter;
  sort: InboxSort;
  page: number;
  /** The open message (messages?messageId=…), or null. */
  messageId: string | null;
}

const isFilter = (value: string | null): value is ListMessagesFilter => INBOX_FILTERS.some((option) => option.value === value);
const isSort = (value: string | null): value is InboxSort => INBOX_SORTS.some((option) => option.value === value);

/** Reads the inbox's state from a query string; anything unknown falls back to the default. */
export function readInboxParams(params: URLSearchParams): InboxParams {
  const filter = params.get('filter');
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    filter: isFilter(filter) ? filter : 'all',
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    messageId: params.get('messageId') || null,
  };
}

/** The listMessages parameters: filter omitted when 'all', orderBy omitted when the default. */
export function listParamsOf({ filter, sort, page }: InboxParams) {
  const orderBy = INBOX_SORTS.find((option) => option.value === sort)?.orderBy ?? INBOX_SORTS[0].orderBy;
  return {
    page,
    perPage: MESSAGES_PER_PAGE,
    ...(filter !== 'all' ? { filter } : {}),
    ...(orderBy !== INBOX_SORTS[0].orderBy ? { orderBy } : {}),
  };
}

/**
 * The inbox's filter, sort, page and open message live in the URL, so a link such as
 * messages?messageId=… (from the notifications panel or an email) opens that message, and
 * the back button closes it again.
 */
export function useInboxParams() {
  const [params, setParams] = useSearchParams();
  const state = readInboxParams(params);
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );
  return {
    ...state,
    setFilter: (filter: ListMessagesFilter) => update({ filter: filter === 'all' ? null : filter, page: null }),
    setSort: (sort: InboxSort) => update({ sort: sort === 'newest' ? null : sort, page: null }),
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
    openMessage: (messageId: string | null) => update({ messageId }),
  };
}
