import Decimal from 'decimal.js';

import type { TradableProduct } from '@generated/model/tradableProduct';
import type { TradeDirection } from '@generated/model/tradeDirection';
import { hedgedPercent, periodValue } from '@domain/energy';

/**
 * What the confirmation step shows before an order is sent: its estimated value in £ and the
 * period's hedged % once it executes, by the server's own rules (domain/energy.ts: exact London
 * hours, pennies at the end; hedged ÷ forecast to two decimals).
 * The first execution day is not worked out here: the server sends it with the tradable
 * products. The server's own estimate, stored on the order, is what the order page shows
 * afterwards.
 */

const dec = (value: Decimal.Value) => new Decimal(value);

/** £ of a volume over the period at a price (£/MWh, or p/therm for gas), rounded to pennies only at the end. */
export function estimatedValue(product: Pick<TradableProduct, 'tradeIndex' | 'deliveryStart' | 'deliveryEnd'>, volume: number, price: number): number {
  return periodValue(product.tradeIndex, product.deliveryStart, product.deliveryEnd, volume, price);
}

/** The period's hedged % once the order executes: a buy adds its volume, a sell takes it away. */
export function hedgedPercentAfter(product: Pick<TradableProduct, 'hedgedVolume' | 'forecastVolume'>, direction: TradeDirection, volume: number): number {
  const after = direction === 'buy' ? dec(product.hedgedVolume).plus(volume) : dec(product.hedgedVolume).minus(volume);
  return hedgedPercent(after, product.forecastVolume);
}

/** The volume as a share of the period's forecast, two decimals. */
export const shareOfForecast = (product: Pick<TradableProduct, 'forecastVolume'>, volume: number): number => hedgedPercent(volume, product.forecastVolume);
