/**
 * A fixed position for the Position overview stories and the dashboard widget: the
 * story account's baseload power contract, nearest delivery period first.
 */
import { deliveryQuantity, exactValue, pennies, type Amount, type EnergyIndex } from '@domain/energy';
import Decimal from 'decimal.js';

import type { PositionMoneyTotals } from '@generated/model/positionMoneyTotals';
import type { PositionOverview } from '@generated/model/positionOverview';
import type { PositionOverviewResponse } from '@generated/model/positionOverviewResponse';
import type { PositionPeriod } from '@generated/model/positionPeriod';
import type { PositionTotals } from '@generated/model/positionTotals';

import { singleAccount } from '../kit/portal-session-fixtures';

const METHOD =
  'P5–P95 of each period’s final cost: the hedged volume at its locked prices plus the open volume at the latest close moved by ±1.645 standard deviations of the product’s daily log price changes over its last 250 closes, scaled by the square root of the business days left until delivery starts.';

type Figures = Pick<PositionPeriod, 'deliveryPeriod' | 'deliveryStart' | 'deliveryEnd' | 'forecastVolume' | 'hedgedVolume' | 'budgetPrice' | 'tradeDeadline'> & {
  pastTradeDeadline?: boolean;
  locked: number | null;
  close: number | null;
  spread: number;
};

/**
 * A period's money as the server computes it (server/position/position-overview.ts): volume ×
 * the period's exact hours or days (domain/energy.ts) × price, rounded to pennies at the end.
 */
const period =
  (index: EnergyIndex) =>
  ({ locked, close, spread, pastTradeDeadline = false, ...figures }: Figures): PositionPeriod => {
    const quantity = deliveryQuantity(index, figures.deliveryStart, figures.deliveryEnd);
    const value = (volume: Amount, price: Amount) => exactValue(index, quantity, volume, price);
    const open = new Decimal(figures.forecastVolume).minus(figures.hedgedVolume);
    const lockedCost = locked === null ? new Decimal(0) : value(figures.hedgedVolume, locked);
    const openValue = close === null ? null : value(open, close);
    const budgetCost = value(figures.forecastVolume, figures.budgetPrice);
    const estimated = openValue === null ? null : lockedCost.plus(openValue);
    return {
      ...figures,
      pastTradeDeadline,
      openVolume: open.toNumber(),
      hedgedPercent: pennies(new Decimal(figures.hedgedVolume).dividedBy(figures.forecastVolume).times(100)),
      averageLockedPrice: locked,
      latestClosingPrice: close,
      openValue: openValue === null ? null : pennies(openValue),
      lockedCost: pennies(lockedCost),
      budgetCost: pennies(budgetCost),
      estimatedTotalCost: estimated === null ? null : pennies(estimated),
      variance: estimated === null ? null : pennies(estimated.minus(budgetCost)),
      budgetAtRiskP5: estimated === null || openValue === null ? null : pennies(estimated.minus(openValue.times(spread))),
      budgetAtRiskP95: estimated === null || openValue === null ? null : pennies(estimated.plus(openValue.times(spread).times(1.15))),
    };
  };

const power = period('POWERUKBASECAL');
const gas = period('GASNBP');

const sum = (values: number[]) => values.reduce((total, value) => total.plus(value), new Decimal(0)).toNumber();
const sumOrNull = (values: (number | null)[]) => (values.some((value) => value === null) ? null : sum(values as number[]));

/** £ totals as the server sums them (server/position/position-totals.ts): the rows' pennies, null while a period has no price. */
const moneyTotals = (periods: PositionPeriod[]): PositionMoneyTotals => ({
  lockedCost: sum(periods.map((row) => row.lockedCost)),
  openValue: sumOrNull(periods.map((row) => row.openValue)),
  estimatedTotalCost: sumOrNull(periods.map((row) => row.estimatedTotalCost)),
  budgetCost: sum(periods.map((row) => row.budgetCost)),
  variance: sumOrNull(periods.map((row) => row.variance)),
  unpricedPeriods: periods.filter((row) => row.estimatedTotalCost === null).length,
});

/** An index's totals: energy over each period's hours or days, the hedged share of it, the £ sums. */
const indexTotals = (index: EnergyIndex, periods: PositionPeriod[]): PositionTotals => {
  const energy = (pick: (row: PositionPeriod) => number) =>
    periods.reduce((total, row) => total.plus(new Decimal(pick(row)).times(deliveryQuantity(index, row.deliveryStart, row.deliveryEnd))), new Decimal(0));
  const forecast = energy((row) => row.forecastVolume);
  const hedged = energy((row) => row.hedgedVolume);
  return {
    energyUnit: index === 'GASNBP' ? 'therms' : 'MWh',
    forecastEnergy: forecast.toNumber(),
    hedgedEnergy: hedged.toNumber(),
    openEnergy: energy((row) => row.openVolume).toNumber(),
    hedgedPercent: forecast.isZero() ? 0 : pennies(hedged.times(100).dividedBy(forecast)),
    ...moneyTotals(periods),
  };
};

const POWER_PERIODS = [
  power({ deliveryPeriod: 'Jan-27', deliveryStart: '2027-01-01', deliveryEnd: '2027-01-31', forecastVolume: 4, hedgedVolume: 3.6, budgetPrice: 82, tradeDeadline: '2026-12-23', locked: 83.1, close: 86.4, spread: 0.06 }),
  power({ deliveryPeriod: 'Feb-27', deliveryStart: '2027-02-01', deliveryEnd: '2027-02-28', forecastVolume: 4, hedgedVolume: 3, budgetPrice: 82, tradeDeadline: '2027-01-25', locked: 82.45, close: 85.9, spread: 0.08 }),
  power({ deliveryPeriod: 'Mar-27', deliveryStart: '2027-03-01', deliveryEnd: '2027-03-31', forecastVolume: 3.8, hedgedVolume: 2.2, budgetPrice: 80, tradeDeadline: '2027-02-22', locked: 79.8, close: 81.25, spread: 0.1 }),
  power({ deliveryPeriod: 'Q2-27', deliveryStart: '2027-04-01', deliveryEnd: '2027-06-30', forecastVolume: 3.2, hedgedVolume: 1.2, budgetPrice: 75, tradeDeadline: '2027-03-24', locked: 72.9, close: 71.8, spread: 0.14 }),
  power({ deliveryPeriod: 'Q3-27', deliveryStart: '2027-07-01', deliveryEnd: '2027-09-30', forecastVolume: 3, hedgedVolume: 0.5, budgetPrice: 72, tradeDeadline: '2027-06-23', locked: 70.4, close: 69.55, spread: 0.18 }),
  power({ deliveryPeriod: 'Win-27', deliveryStart: '2027-10-01', deliveryEnd: '2028-03-31', forecastVolume: 4, hedgedVolume: 0, budgetPrice: 84, tradeDeadline: '2027-09-23', locked: null, close: 88.7, spread: 0.22 }),
];

/** The story account's gas contract, priced: it only adds to the totals across indices. */
const GAS_PERIODS = [
  gas({ deliveryPeriod: 'Sum-27', deliveryStart: '2027-04-01', deliveryEnd: '2027-09-30', forecastVolume: 9000, hedgedVolume: 4500, budgetPrice: 74, tradeDeadline: '2027-03-24', locked: 72.1, close: 75.35, spread: 0.1 }),
];

/** A position and its totals, across the indices given (the position's own first). */
const positionOf = (base: Omit<PositionOverview, 'totals' | 'acrossIndices'>, others: { index: EnergyIndex; periods: PositionPeriod[] }[]): PositionOverview => ({
  ...base,
  totals: indexTotals(base.tradeIndex, base.periods),
  acrossIndices: { tradeIndices: [base.tradeIndex, ...others.map((other) => other.index)], ...moneyTotals([...base.periods, ...others.flatMap((other) => other.periods)]) },
});

const POWER_BASE = {
  accountId: singleAccount.id,
  tradeIndex: 'POWERUKBASECAL',
  unit: 'MW',
  priceUnit: '£/MWh',
  priceDate: '2026-11-20',
  budgetAtRiskMethod: METHOD,
} as const;

export const POWER_POSITION: PositionOverview = positionOf({ ...POWER_BASE, periods: POWER_PERIODS }, [{ index: 'GASNBP', periods: GAS_PERIODS }]);

/** December's deadline (the business day before the last two before 1 December) has passed: no more orders on it. */
export const PAST_DEADLINE_POSITION: PositionOverview = positionOf(
  {
    ...POWER_BASE,
    periods: [
      power({ deliveryPeriod: 'Dec-26', deliveryStart: '2026-12-01', deliveryEnd: '2026-12-31', forecastVolume: 4.2, hedgedVolume: 4, budgetPrice: 84, tradeDeadline: '2026-11-26', pastTradeDeadline: true, locked: 85.2, close: 91.3, spread: 0.01 }),
      ...POWER_PERIODS,
    ],
  },
  [{ index: 'GASNBP', periods: GAS_PERIODS }],
);

/** The far periods of a gas contract have no published price yet: no value, estimate or band. */
export const UNPRICED_POSITION: PositionOverview = positionOf(
  {
    ...POWER_BASE,
    tradeIndex: 'GASNBP',
    unit: 'therms/day',
    priceUnit: 'p/therm',
    periods: [
      gas({ deliveryPeriod: 'Sum-29', deliveryStart: '2029-04-01', deliveryEnd: '2029-09-30', forecastVolume: 12000, hedgedVolume: 0, budgetPrice: 78, tradeDeadline: '2029-03-23', locked: null, close: null, spread: 0 }),
      gas({ deliveryPeriod: 'Win-29', deliveryStart: '2029-10-01', deliveryEnd: '2030-03-31', forecastVolume: 15000, hedgedVolume: 0, budgetPrice: 92, tradeDeadline: '2029-09-21', locked: null, close: null, spread: 0 }),
    ],
  },
  [{ index: 'POWERUKBASECAL', periods: POWER_PERIODS }],
);

export const positionResponse = (position: PositionOverview): PositionOverviewResponse => ({ data: position });
