/**
 * Bespoke monthly portfolio reports (docs/files.md). On the last business day of a month the
 * closing-price publication calls publishMonthEndPortfolioReports in its transaction: every
 * flexible account that trades gets a PDF of its position as of that day's close under Files
 * (category portfolio_report), and its users who may see the account's files get a message
 * linking to it. The file id is derived from the account and the month, so publishing the
 * same day again writes nothing and sends nothing twice.
 */
import { createHash } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { businessDayOnOrBefore, isBusinessDay, nextBusinessDay } from '../../domain/business-days';
import { accountReaders } from '../messages/queries';
import { sendMessage } from '../messages/send-message';
import { portfolioReportData } from './portfolio-report-data';
import { monthLabel, portfolioReportTitle, renderPortfolioReport } from './portfolio-report-pdf';
import { marketLensPagePath } from '../../domain/portal-routes';
import { insertReport, replaceReportContent, reportedAccounts, reportExists, storedReports } from './queries';

/** Whether `day` is the last business day of its month (the report's day). */
export function isMonthEnd(day: string): boolean {
  if (!isBusinessDay(day)) return false;
  return nextBusinessDay(day).slice(0, 7) !== day.slice(0, 7);
}

/** The last business day of the month `month` (YYYY-MM). */
export function monthEndOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return businessDayOnOrBefore(new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10));
}

/** A name-based UUID (version 5 layout) of the account and month: one report per account and month. */
export function portfolioReportId(accountId: string, month: string): string {
  const hex = createHash('sha1').update(`market-lens:portfolio-report:${accountId}:${month}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const id = hex.join('');
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}

/** The portal's report viewer (files/view/{id}), where the message links. */
export const reportViewerPath = (fileId: string) => marketLensPagePath(`files/view/${encodeURIComponent(fileId)}`);

/**
 * Writes one account's report for the month ending `asOf` and, when `announce`, tells its
 * readers; returns its id, or null when it already exists.
 */
export async function writePortfolioReport(trx: Kysely<Database>, accountId: string, asOf: string, announce = true): Promise<string | null> {
  const month = asOf.slice(0, 7);
  const id = portfolioReportId(accountId, month);
  if (await reportExists(trx, id)) return null;
  const data = await portfolioReportData(trx, accountId, asOf);
  const content = await renderPortfolioReport(data);
  const label = monthLabel(month);
  const inserted = await insertReport(trx, {
    id,
    account_id: accountId,
    category: 'portfolio_report',
    name: `Portfolio report ${label}.pdf`,
    description: portfolioReportTitle(data),
    content_type: 'application/pdf',
    size_bytes: content.byteLength,
    content,
    created_at: new Date(`${asOf}T18:00:00Z`),
  });
  if (!inserted) return null;
  if (!announce) return id;
  const readers = await accountReaders(trx, accountId, 'view:user_files');
  for (const userId of readers) {
    await sendMessage(trx, {
      userId,
      subject: `Your portfolio report for ${label} is ready`,
      body: `${portfolioReportTitle(data)}: your hedged and open volume, average locked prices, open volume at the close of ${asOf}, cost against budget and the month's trades. Open it under Files.`,
      category: 'report',
      event: 'market_report_published',
      link: reportViewerPath(id),
      now: new Date(`${asOf}T18:00:00Z`),
    });
  }
  return id;
}

/**
 * Renders again every stored report of `accountIds` from today's figures, keeping its id, name
 * and date: for a migration that corrected stored values the reports were made from. Returns
 * the ids rewritten.
 */
export async function rerenderPortfolioReports(trx: Kysely<Database>, accountIds: readonly string[]): Promise<string[]> {
  if (accountIds.length === 0) return [];
  const reports = await storedReports(trx, accountIds);
  const rewritten: string[] = [];
  for (const report of reports) {
    // A report is dated 18:00 UTC of its month end (writePortfolioReport).
    const asOf = report.created_at.toISOString().slice(0, 10);
    const accountId = report.account_id;
    if (accountId === null || report.id !== portfolioReportId(accountId, asOf.slice(0, 7))) continue;
    const data = await portfolioReportData(trx, accountId, asOf);
    const content = await renderPortfolioReport(data);
    await replaceReportContent(trx, report.id, content, portfolioReportTitle(data));
    rewritten.push(report.id);
  }
  return rewritten;
}

/** Called by the publication for each published day: on a month's last business day, every reported account's report. */
export async function publishMonthEndPortfolioReports(trx: Kysely<Database>, day: string): Promise<string[]> {
  if (!isMonthEnd(day)) return [];
  const written: string[] = [];
  for (const accountId of await reportedAccounts(trx)) {
    const id = await writePortfolioReport(trx, accountId, day);
    if (id) written.push(id);
  }
  return written;
}

/**
 * The seed's past months: each reported account's reports for the `months` month ends before
 * `today`, unannounced (the seeded inbox already holds its history).
 */
export async function writePastPortfolioReports(db: Kysely<Database>, today: string, months: number, includes: (accountId: string) => boolean = () => true): Promise<number> {
  const monthEnds: string[] = [];
  let month = today.slice(0, 7);
  for (let i = 0; i < months; i += 1) {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    month = new Date(Date.UTC(year, monthNumber - 2, 1)).toISOString().slice(0, 7);
    monthEnds.push(monthEndOf(month));
  }
  let written = 0;
  await db.transaction().execute(async (trx) => {
    for (const accountId of (await reportedAccounts(trx)).filter(includes)) {
      for (const asOf of monthEnds) {
        if (await writePortfolioReport(trx, accountId, asOf, false)) written += 1;
      }
    }
  });
  return written;
}
