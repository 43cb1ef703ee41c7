/**
 * A fixed position for the Position overview stories and the dashboard widget: the
 * story account's baseload power contract, nearest delivery period first.
 */
import type { PositionOverview } from '@generated/model/positionOverview';
import type { PositionOverviewResponse } from '@generated/model/positionOverviewResponse';
import type { PositionPeriod } from '@generated/model/positionPeriod';

import { singleAccount } from '../kit/portal-session-fixtures';

const METHOD =
  'P5–P95 of each period’s final cost: the hedged volume at its locked prices plus the open volume at the latest close moved by ±1.645 standard deviations of the product’s daily log price changes over its last 250 closes, scaled by the square root of the business days left until delivery starts.';

type Figures = Pick<PositionPeriod, 'deliveryPeriod' | 'deliveryStart' | 'deliveryEnd' | 'forecastVolume' | 'hedgedVolume' | 'budgetPrice' | 'tradeDeadline'> & {
  locked: number | null;
  close: number | null;
  hours: number;
  spread: number;
};

/** A period's money as the server computes it: volume × hours × price, rounded to pennies. */
function period({ locked, close, hours, spread, ...figures }: Figures): PositionPeriod {
  const pennies = (value: number) => Math.round(value * 100) / 100;
  const open = pennies(figures.forecastVolume - figures.hedgedVolume);
  const lockedCost = locked === null ? 0 : pennies(figures.hedgedVolume * hours * locked);
  const openValue = close === null ? null : pennies(open * hours * close);
  const budgetCost = pennies(figures.forecastVolume * hours * figures.budgetPrice);
  const estimated = openValue === null ? null : pennies(lockedCost + openValue);
  return {
    ...figures,
    openVolume: open,
    hedgedPercent: pennies((figures.hedgedVolume / figures.forecastVolume) * 100),
    averageLockedPrice: locked,
    latestClosingPrice: close,
    openValue,
    lockedCost,
    budgetCost,
    estimatedTotalCost: estimated,
    variance: estimated === null ? null : pennies(estimated - budgetCost),
    budgetAtRiskP5: estimated === null || openValue === null ? null : pennies(estimated - openValue * spread),
    budgetAtRiskP95: estimated === null || openValue === null ? null : pennies(estimated + openValue * spread * 1.15),
  };
}

export const POWER_POSITION: PositionOverview = {
  accountId: singleAccount.id,
  tradeIndex: 'POWERUKBASECAL',
  unit: 'MW',
  priceUnit: '£/MWh',
  priceDate: '2026-11-20',
  budgetAtRiskMethod: METHOD,
  periods: [
    period({ deliveryPeriod: 'Jan-27', deliveryStart: '2027-01-01', deliveryEnd: '2027-01-31', forecastVolume: 4, hedgedVolume: 3.6, budgetPrice: 82, tradeDeadline: '2026-12-23', locked: 83.1, close: 86.4, hours: 744, spread: 0.06 }),
    period({ deliveryPeriod: 'Feb-27', deliveryStart: '2027-02-01', deliveryEnd: '2027-02-28', forecastVolume: 4, hedgedVolume: 3, budgetPrice: 82, tradeDeadline: '2027-01-25', locked: 82.45, close: 85.9, hours: 672, spread: 0.08 }),
    period({ deliveryPeriod: 'Mar-27', deliveryStart: '2027-03-01', deliveryEnd: '2027-03-31', forecastVolume: 3.8, hedgedVolume: 2.2, budgetPrice: 80, tradeDeadline: '2027-02-22', locked: 79.8, close: 81.25, hours: 743, spread: 0.1 }),
    period({ deliveryPeriod: 'Q2-27', deliveryStart: '2027-04-01', deliveryEnd: '2027-06-30', forecastVolume: 3.2, hedgedVolume: 1.2, budgetPrice: 75, tradeDeadline: '2027-03-24', locked: 72.9, close: 71.8, hours: 2184, spread: 0.14 }),
    period({ deliveryPeriod: 'Q3-27', deliveryStart: '2027-07-01', deliveryEnd: '2027-09-30', forecastVolume: 3, hedgedVolume: 0.5, budgetPrice: 72, tradeDeadline: '2027-06-23', locked: 70.4, close: 69.55, hours: 2208, spread: 0.18 }),
    period({ deliveryPeriod: 'Win-27', deliveryStart: '2027-10-01', deliveryEnd: '2028-03-31', forecastVolume: 4, hedgedVolume: 0, budgetPrice: 84, tradeDeadline: '2027-09-23', locked: null, close: 88.7, hours: 4391, spread: 0.22 }),
  ],
};

/** The far periods of a gas contract have no published price yet: no value, estimate or band. */
export const UNPRICED_POSITION: PositionOverview = {
  ...POWER_POSITION,
  tradeIndex: 'GASNBP',
  unit: 'therms/day',
  priceUnit: 'p/therm',
  periods: [
    period({ deliveryPeriod: 'Sum-29', deliveryStart: '2029-04-01', deliveryEnd: '2029-09-30', forecastVolume: 12000, hedgedVolume: 0, budgetPrice: 78, tradeDeadline: '2029-03-23', locked: null, close: null, hours: 1.83, spread: 0 }),
    period({ deliveryPeriod: 'Win-29', deliveryStart: '2029-10-01', deliveryEnd: '2030-03-31', forecastVolume: 15000, hedgedVolume: 0, budgetPrice: 92, tradeDeadline: '2029-09-21', locked: null, close: null, hours: 1.82, spread: 0 }),
  ],
};

export const positionResponse = (position: PositionOverview): PositionOverviewResponse => ({ data: position });
