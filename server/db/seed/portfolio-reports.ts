/**
 * The seed's past portfolio reports: each flexible account's reports for the last three
 * month ends, generated from its seeded trades and closes by the same code as the month-end
 * publication (server/reports/portfolio-report.ts). Only the first copy of the companies gets
 * them: a report takes about a quarter of a second to build, so the ×100 seed would spend
 * minutes on PDFs that the load test never reads (docs/files.md).
 */
import type { Kysely } from 'kysely';

import { monthEndOf, portfolioReportId, writePastPortfolioReports } from '../../reports/portfolio-report';
import type { Database } from '../schema';
import type { SeededReport } from './message-links';
import { REPLICA_OFFSET } from './organisations';

export const SEEDED_REPORT_MONTHS = 3;

export function seedPortfolioReports(db: Kysely<Database>, today: string): Promise<number> {
  return writePastPortfolioReports(db, today, SEEDED_REPORT_MONTHS, (accountId) => Number(accountId) < REPLICA_OFFSET);
}

/**
 * The reports seedPortfolioReports writes for `accountIds` (the accounts with a flexible
 * contract, a purchasing group and contract periods), known before they are written so the
 * seed's messages can link to them: the month ends of the SEEDED_REPORT_MONTHS months before today's.
 */
export function seededReports(accountIds: readonly string[], today: string): SeededReport[] {
  const monthEnds: string[] = [];
  let month = today.slice(0, 7);
  for (let i = 0; i < SEEDED_REPORT_MONTHS; i += 1) {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    month = new Date(Date.UTC(year, monthNumber - 2, 1)).toISOString().slice(0, 7);
    monthEnds.push(monthEndOf(month));
  }
  return accountIds
    .filter((accountId) => Number(accountId) < REPLICA_OFFSET)
    .flatMap((accountId) => monthEnds.map((asOf) => ({ id: portfolioReportId(accountId, asOf.slice(0, 7)), accountId, asOf })));
}
