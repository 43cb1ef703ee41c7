/**
 * When a closing price fires a price alert (docs/price-alerts.md): a "rises above" alert fires
 * on a close at or above its target, a "falls below" alert on a close at or below it. Reaching
 * the target counts, and so does a gap straight past it (a close far beyond the target from one
 * day to the next). Only closes of days from the alert's creation day to its expiry day, both
 * inclusive, are watched; an alert fires at most once.
 */
import Decimal from 'decimal.js';

import type { AlertDirection } from '../../generated/model/alertDirection';

export function crossesTarget(direction: AlertDirection, target: number | string, close: number | string): boolean {
  const comparison = new Decimal(close).comparedTo(new Decimal(target));
  return direction === 'rises_above' ? comparison >= 0 : comparison <= 0;
}

export interface WatchedAlert {
  direction: AlertDirection;
  targetPrice: number | string;
  /** London day the alert was created. */
  createdOn: string;
  /** Last day watched, inclusive. */
  expiryDate: string;
  /** True once it has fired. */
  triggered: boolean;
}

/** Whether the close published for `day` fires the alert. */
export function firesOn(alert: WatchedAlert, day: string, close: number | string): boolean {
  if (alert.triggered) return false;
  if (day < alert.createdOn || day > alert.expiryDate) return false;
  return crossesTarget(alert.direction, alert.targetPrice, close);
}
