/**
 * A confirmation's response window and its state as the ledger shows it (docs/trading.md,
 * "Confirmations"). The window closes at 17:00 London (the close of business, when the support
 * desk closes) on the second England-and-Wales business day after the London day the
 * confirmation was issued: weekends and bank holidays do not count. "Confirmed by default" is
 * derived here from the clock, not written by a job: a pending confirmation whose window has
 * closed reads as confirmed_by_default everywhere at the same instant.
 */
import type { TradeConfirmationStatus } from '../../generated/model/tradeConfirmationStatus';
import { londonToday, nextBusinessDay } from '../../domain/business-days';
import { londonInstant } from '../support/support-hours';

/** 17:00 London, minutes after midnight. */
export const CLOSE_OF_BUSINESS_MINUTE = 17 * 60;

/** The instant the window of a confirmation issued at `issuedAt` closes. */
export function respondByOf(issuedAt: Date): Date {
  const second = nextBusinessDay(nextBusinessDay(londonToday(issuedAt)));
  return londonInstant(second, CLOSE_OF_BUSINESS_MINUTE);
}

/** The state the ledger shows at `now`. */
export function confirmationStatus(row: { status: 'pending' | 'confirmed' | 'disputed'; issued_at: Date | null; respond_by: Date | null }, now: Date): TradeConfirmationStatus {
  if (row.status !== 'pending') return row.status;
  if (row.issued_at === null || row.respond_by === null) return 'issuing';
  return now.getTime() < row.respond_by.getTime() ? 'pending' : 'confirmed_by_default';
}
