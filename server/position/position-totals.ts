/**
 * Totals of the position overview (docs/trading.md, "Totals"): per index the energy of its
 * periods (each period's volume times its delivery hours or days, domain/energy.ts), the hedged
 * share of that energy, and the £ sums; across indices the £ sums only, since MWh and therms
 * do not add up. £ totals add the periods' penny figures exactly, so a total row equals the sum
 * of the rows above it.
 */
import Decimal from 'decimal.js';

import type { PositionMoneyTotals } from '../../generated/model/positionMoneyTotals';
import type { PositionPeriod } from '../../generated/model/positionPeriod';
import type { PositionTotals } from '../../generated/model/positionTotals';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { deliveryQuantity } from '../../domain/energy';
import { hedgedPercent } from '../../domain/energy';

type Money = Pick<PositionPeriod, 'lockedCost' | 'openValue' | 'estimatedTotalCost' | 'budgetCost' | 'variance'>;

const sum = (values: number[]) => values.reduce((total, value) => total.plus(value), new Decimal(0)).toNumber();

/** The sum of a figure that may be missing: null as soon as one period lacks it. */
const sumOrNull = (values: (number | null)[]) => (values.some((value) => value === null) ? null : sum(values as number[]));

/** £ sums of periods (of one index or of several). */
export function moneyTotals(periods: Money[]): PositionMoneyTotals {
  return {
    lockedCost: sum(periods.map((period) => period.lockedCost)),
    openValue: sumOrNull(periods.map((period) => period.openValue)),
    estimatedTotalCost: sumOrNull(periods.map((period) => period.estimatedTotalCost)),
    budgetCost: sum(periods.map((period) => period.budgetCost)),
    variance: sumOrNull(periods.map((period) => period.variance)),
    unpricedPeriods: periods.filter((period) => period.estimatedTotalCost === null).length,
  };
}

/** Totals of one index: energy in MWh (power) or therms (gas), energy-weighted hedged %, £ sums. */
export function indexTotals(tradeIndex: TradeIndex, periods: PositionPeriod[]): PositionTotals {
  let forecast = new Decimal(0);
  let hedged = new Decimal(0);
  let open = new Decimal(0);
  for (const period of periods) {
    const quantity = deliveryQuantity(tradeIndex, period.deliveryStart, period.deliveryEnd);
    forecast = forecast.plus(new Decimal(period.forecastVolume).times(quantity));
    hedged = hedged.plus(new Decimal(period.hedgedVolume).times(quantity));
    open = open.plus(new Decimal(period.openVolume).times(quantity));
  }
  return {
    energyUnit: tradeIndex === 'GASNBP' ? 'therms' : 'MWh',
    forecastEnergy: forecast.toNumber(),
    hedgedEnergy: hedged.toNumber(),
    openEnergy: open.toNumber(),
    hedgedPercent: Math.max(0, hedgedPercent(hedged, forecast)),
    ...moneyTotals(periods),
  };
}
