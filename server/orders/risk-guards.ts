/**
 * Risk guards (docs/trading.md, docs/price-alerts.md): requests that are allowed but likely a
 * slip of the finger need the user's explicit confirmation. The server decides, exactly in
 * decimals, and answers 409 with the figures (the contract's LimitPriceRisk / AlertAlreadyMet);
 * the browser only shows them and resends with `acknowledgeRisk: true`.
 */
import Decimal from 'decimal.js';

import type { AlertAlreadyMet } from '../../generated/model/alertAlreadyMet';
import type { AlertDirection } from '../../generated/model/alertDirection';
import type { LimitPriceRisk } from '../../generated/model/limitPriceRisk';
import type { PriceUnit } from '../../generated/model/priceUnit';
import { crossesTarget } from '../price-alerts/crossing';
import { dayMonthYear } from '../price-alerts/alert-message';
import { needsConfirmation } from '../errors';

/** A limit more than this many percent away from the latest close (either way) needs confirming. */
export const LIMIT_RISK_PERCENT = 25;

type Amount = number | string;
const price = (value: Amount) => new Decimal(value).toFixed(2);

/** The figures of a limit more than LIMIT_RISK_PERCENT % from `close`, or undefined when it is within. */
export function limitPriceRisk(limit: Amount, close: Amount, closeDate: string, priceUnit: PriceUnit): LimitPriceRisk | undefined {
  const latest = new Decimal(close);
  if (latest.lte(0)) return undefined;
  const away = new Decimal(limit).minus(latest).times(100).dividedBy(latest);
  if (away.abs().lte(LIMIT_RISK_PERCENT)) return undefined;
  return {
    limitPrice: new Decimal(limit).toNumber(),
    latestPrice: latest.toNumber(),
    latestPriceDate: closeDate,
    // Rounded away from zero: a limit just past the line (25.003 %) never shows as 25.00 %.
    percentAway: away.toDecimalPlaces(2, Decimal.ROUND_UP).toNumber(),
    thresholdPercent: LIMIT_RISK_PERCENT,
    priceUnit,
  };
}

/** 409 unless acknowledged: the order's limit is far from the latest close. */
export function checkLimitPriceRisk(risk: LimitPriceRisk | undefined, acknowledged: boolean | undefined): void {
  if (!risk || acknowledged === true) return;
  const side = risk.percentAway > 0 ? 'above' : 'below';
  throw needsConfirmation(
    `The limit of ${price(risk.limitPrice)} ${risk.priceUnit} is ${price(Math.abs(risk.percentAway))} % ${side} the latest close of ${price(risk.latestPrice)} ${risk.priceUnit} (${dayMonthYear(risk.latestPriceDate)}), more than ${risk.thresholdPercent} % away: confirm to place it anyway`,
    { limitPriceRisk: risk },
  );
}

/** The figures of an alert whose target the latest close already meets (the firing rule), or undefined. */
export function alertAlreadyMet(direction: AlertDirection, target: Amount, close: Amount, closeDate: string, priceUnit: PriceUnit): AlertAlreadyMet | undefined {
  if (!crossesTarget(direction, target, close)) return undefined;
  return { direction, targetPrice: new Decimal(target).toNumber(), latestPrice: new Decimal(close).toNumber(), latestPriceDate: closeDate, priceUnit };
}

/** 409 unless acknowledged: the new alert's target is already met. */
export function checkAlertAlreadyMet(met: AlertAlreadyMet | undefined, acknowledged: boolean | undefined): void {
  if (!met || acknowledged === true) return;
  const relation = new Decimal(met.latestPrice).eq(met.targetPrice) ? 'already at' : met.direction === 'rises_above' ? 'already above' : 'already below';
  throw needsConfirmation(
    `The latest close of ${price(met.latestPrice)} ${met.priceUnit} (${dayMonthYear(met.latestPriceDate)}) is ${relation} the target of ${price(met.targetPrice)} ${met.priceUnit}: confirm to create the alert anyway`,
    { alreadyMet: met },
  );
}
