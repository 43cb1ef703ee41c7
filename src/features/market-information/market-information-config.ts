/**
 * The tag of the daily market report shown by the latest-report card: one fixed
 * tag id (docs/constants.md). The default is the seeded "Daily Report" tag
 * (server/db/seed/content.ts); a deployment sets VITE_LATEST_REPORT_TAG_ID.
 */
const SEEDED_DAILY_REPORT_TAG_ID = '184993428780';

const configured = import.meta.env.VITE_LATEST_REPORT_TAG_ID as string | undefined;

export const latestReportTagId: string = configured !== undefined && configured !== '' ? configured : SEEDED_DAILY_REPORT_TAG_ID;

/** Posts per page on the market information lists. */
export const POSTS_PER_PAGE = 9;
