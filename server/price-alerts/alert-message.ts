/**
 * The message a fired price alert sends: what crossed, the close and its day, a link to the
 * alert and an order form pre-filled with the product and the alert's price (the orders form
 * reads `?tradeIndex=&period=&limitPrice=`); the message's button is "Place an order".
 */
import Decimal from 'decimal.js';

import type { AlertDirection } from '../../generated/model/alertDirection';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { MONTHS } from '../lib/delivery-periods';
import { priceUnitOf } from '../representations';
import { productName } from '../../domain/trade-index-names';
import { marketLensPagePath } from '../../domain/portal-routes';

/** '2026-11-24' → '24 Nov 2026'. */
export function dayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

const price = (value: number | string) => new Decimal(value).toFixed(2);

export interface FiredAlert {
  id: string;
  accountId: string;
  tradeIndex: TradeIndex;
  deliveryPeriod: string;
  direction: AlertDirection;
  targetPrice: number | string;
}

export const alertPagePath = (alert: Pick<FiredAlert, 'id' | 'accountId'>) =>
  marketLensPagePath(`price-alerts/edit/${encodeURIComponent(alert.id)}`, alert.accountId);

/**
 * The order form pre-filled with the alert's product and, when given, its price as a limit
 * (`?tradeIndex=&period=&limitPrice=`; the form reads them, src/features/orders/utils/order-form.ts).
 */
export const placeOrderPath = (alert: Pick<FiredAlert, 'accountId' | 'tradeIndex' | 'deliveryPeriod'> & { targetPrice?: number | string }) => {
  const params = new URLSearchParams({ tradeIndex: alert.tradeIndex, period: alert.deliveryPeriod });
  if (alert.targetPrice !== undefined) params.set('limitPrice', price(alert.targetPrice));
  return marketLensPagePath(`orders/add-new?${params.toString()}`, alert.accountId);
};

export function alertMessage(alert: FiredAlert, close: number | string, day: string): { subject: string; body: string } {
  const unit = priceUnitOf(alert.tradeIndex);
  const moved = alert.direction === 'rises_above' ? 'rose above' : 'fell below';
  const product = productName(alert.tradeIndex, alert.deliveryPeriod);
  const subject = `${product} ${moved} ${price(alert.targetPrice)} ${unit} — closed at ${price(close)} on ${dayMonthYear(day)}`;
  const body = [
    `Your price alert on ${product} has triggered: the closing price of ${dayMonthYear(day)} was ${price(close)} ${unit}, ` +
      `${alert.direction === 'rises_above' ? 'at or above' : 'at or below'} your target of ${price(alert.targetPrice)} ${unit}. The alert has now been switched off.`,
    `See the alert: ${alertPagePath(alert)}`,
    `Place an order for ${product}: ${placeOrderPath(alert)}`,
  ].join('\n\n');
  return { subject, body };
}
