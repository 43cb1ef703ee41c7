import Badge from 'react-bootstrap/Badge';

import type { PriceAlert } from '@generated/model/priceAlert';
import { formatShortDate } from '@/lib/dates';
import { productLabel } from '@/lib/trade-index-labels';
import { formatTwoDecimals } from '@/lib/money';

import { DIRECTION_LABELS, distanceToTarget, STATUS_LABELS } from '../utils/alert-form';

/** An alert in words: 'Power base UK Apr-27 rises above 85.00 £/MWh'. */
export const alertSummary = (alert: PriceAlert) =>
  `${productLabel(alert.tradeIndex, alert.deliveryPeriod)} ${DIRECTION_LABELS[alert.direction].toLowerCase()} ${formatTwoDecimals(alert.targetPrice)} ${alert.priceUnit}`;

const STATUS_VARIANTS: Record<PriceAlert['status'], string> = { active: 'primary', triggered: 'success', expired: 'secondary' };

export function AlertStatusBadge({ alert }: { alert: PriceAlert }) {
  return <Badge bg={STATUS_VARIANTS[alert.status]}>{STATUS_LABELS[alert.status]}</Badge>;
}

/** The latest close with its day, or a dash when none is published. */
export function LatestClose({ alert }: { alert: PriceAlert }) {
  if (alert.latestPrice === null) return <span className="text-body-secondary">—</span>;
  return (
    <span>
      {formatTwoDecimals(alert.latestPrice)} {alert.priceUnit}
      {alert.latestPriceDate ? <span className="d-block small text-body-secondary">{formatShortDate(alert.latestPriceDate)}</span> : null}
    </span>
  );
}

/** Target − latest close, signed, in the index's unit. */
export function DistanceToTarget({ alert }: { alert: PriceAlert }) {
  const distance = distanceToTarget(alert);
  if (distance === null) return <span className="text-body-secondary">—</span>;
  const sign = distance > 0 ? '+' : distance < 0 ? '−' : '';
  return (
    <span>
      {sign}
      {formatTwoDecimals(Math.abs(distance))} {alert.priceUnit}
    </span>
  );
}

/** How a fired alert fired: 'Closed at 86.10 £/MWh on 24 Nov 2026'. */
export function TriggeredWith({ alert }: { alert: PriceAlert }) {
  if (alert.status !== 'triggered' || alert.triggeredPrice === null) return null;
  return (
    <span className="small text-body-secondary d-block">
      Closed at {formatTwoDecimals(alert.triggeredPrice)} {alert.priceUnit}
      {alert.triggeredPriceDate ? ` on ${formatShortDate(alert.triggeredPriceDate)}` : ''}
    </span>
  );
}
