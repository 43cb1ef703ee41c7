/**
 * The seed's past portfolio reports: each flexible account's reports for the last three
 * month ends, generated from its seeded trades and closes by the same code as the month-end
 * publication (server/reports/portfolio-report.ts). Only the first copy of the companies gets
 * them: a report takes about a quarter of a second to build, so the ×100 seed would spend
 * minutes on PDFs that the load test never reads (docs/files.md).
 */
import type { Kysely } from 'kysely';

import { writePastPortfolioReports } from '../../reports/portfolio-report';
import type { Database } from '../schema';
import { REPLICA_OFFSET } from './organisations';

export const SEEDED_REPORT_MONTHS = 3;

export function seedPortfolioReports(db: Kysely<Database>, today: string): Promise<number> {
  return writePastPortfolioReports(db, today, SEEDED_REPORT_MONTHS, (accountId) => Number(accountId) < REPLICA_OFFSET);
}
