import type { FileCategory } from '@generated/model/fileCategory';

/** The categories Files filters by, in the order the filter lists them. */
export const FILE_CATEGORY_LABELS: Record<FileCategory, string> = {
  portfolio_report: 'Portfolio reports',
  invoice: 'Invoices',
  contract: 'Contracts',
  market_report: 'Market reports',
  trade_confirmation: 'Trade confirmations',
  other: 'Other',
};

/** One category's name in a list row: 'Portfolio report'. */
export const FILE_CATEGORY_SINGULAR: Record<FileCategory, string> = {
  portfolio_report: 'Portfolio report',
  invoice: 'Invoice',
  contract: 'Contract',
  market_report: 'Market report',
  trade_confirmation: 'Trade confirmation',
  other: 'Other',
};

export const FILE_SORTS = {
  newest: { label: 'Newest first', orderBy: '{"createdDate":"desc"}' },
  oldest: { label: 'Oldest first', orderBy: '{"createdDate":"asc"}' },
  'name-asc': { label: 'Name A–Z', orderBy: '{"name":"asc"}' },
  'name-desc': { label: 'Name Z–A', orderBy: '{"name":"desc"}' },
  largest: { label: 'Largest first', orderBy: '{"size":"desc"}' },
  smallest: { label: 'Smallest first', orderBy: '{"size":"asc"}' },
} as const;

export type FileSort = keyof typeof FILE_SORTS;

export const FILES_PER_PAGE = 10;

export const isFileCategory = (value: string | null): value is FileCategory => value !== null && value in FILE_CATEGORY_LABELS;
export const isFileSort = (value: string | null): value is FileSort => value !== null && value in FILE_SORTS;
