import type { MarketMove } from '@generated/model/marketMove';
import type { MarketMoveMonth } from '@generated/model/marketMoveMonth';
import type { OrderPreview } from '@generated/model/orderPreview';
import type { OrderPreviewMonth } from '@generated/model/orderPreviewMonth';
import type { WhatIfFigures } from '@generated/model/whatIfFigures';

/**
 * Fixed what-if answers for Northwind Foods (100234) on Monday 23 November 2026: buying 2 MW of
 * Q2-27 baseload (10 MW forecast, 6.5 MW hedged at £80.10/MWh) at the latest close of
 * £84.35/MWh. Apr-27 is 5 months ahead (band 50–90 %), May-27 and Jun-27 6 and 7 (30–70 %).
 */
const figures = (fields: Partial<WhatIfFigures> & Pick<WhatIfFigures, 'hedgedEnergy' | 'openEnergy' | 'hedgedPercent' | 'status'>): WhatIfFigures => ({
  averageLockedPrice: 80.1,
  estimatedCost: 590_742,
  budgetCost: 590_400,
  budgetVariance: 342,
  budgetAtRiskP5: 574_210.4,
  budgetAtRiskP95: 609_880.15,
  ...fields,
});

const month = (m: string, period: string, hours: number, floor: number, ceiling: number, after: WhatIfFigures['status']): OrderPreviewMonth => ({
  month: m,
  deliveryPeriod: period,
  floorPercent: floor,
  ceilingPercent: ceiling,
  before: figures({ hedgedEnergy: 6.5 * hours, openEnergy: 3.5 * hours, hedgedPercent: 65, status: 'within', budgetCost: 82 * 10 * hours }),
  after: figures({
    hedgedEnergy: 8.5 * hours,
    openEnergy: 1.5 * hours,
    hedgedPercent: 85,
    status: after,
    averageLockedPrice: 81.1,
    budgetCost: 82 * 10 * hours,
    budgetAtRiskP5: 583_020.1,
    budgetAtRiskP95: 598_410.65,
  }),
});

const base: OrderPreview = {
  accountId: '100234',
  tradeIndex: 'POWERUKBASECAL',
  deliveryPeriod: 'Q2-27',
  tradeDirection: 'buy',
  volume: 2,
  unit: 'MW',
  energyUnit: 'MWh',
  priceUnit: '£/MWh',
  priceDate: '2026-11-20',
  estimatedPrice: 84.35,
  value: 368_440.8,
  executionDay: '2026-11-23',
  approval: { needed: false, reasons: [], approverAvailable: true },
  limitPriceRisk: null,
  months: [month('2027-04', 'Apr-27', 720, 50, 90, 'within'), month('2027-05', 'May-27', 744, 30, 90, 'within'), month('2027-06', 'Jun-27', 720, 30, 90, 'within')],
};

/** Within the policy and the buyer's authority. */
export const PREVIEW_WITHIN: OrderPreview = base;

/** Beyond the buyer's £ limit per order: it will wait for a colleague. */
export const PREVIEW_NEEDS_APPROVAL: OrderPreview = {
  ...base,
  approval: { needed: true, reasons: [{ code: 'order_value', message: '£368,440.80 is above your largest value per order of £250,000.00' }], approverAvailable: true },
};

/** Takes May-27 and Jun-27 above their 70 % ceiling; nobody at the company could approve it. */
export const PREVIEW_ABOVE_CEILING: OrderPreview = {
  ...base,
  approval: {
    needed: true,
    reasons: [{ code: 'policy_ceiling', message: 'It takes a month above its policy ceiling: May-27 to 85.00 % (ceiling 70 %), Jun-27 to 85.00 % (ceiling 70 %)' }],
    approverAvailable: false,
  },
  months: [month('2027-04', 'Apr-27', 720, 50, 90, 'within'), month('2027-05', 'May-27', 744, 30, 70, 'above_ceiling'), month('2027-06', 'Jun-27', 720, 30, 70, 'above_ceiling')],
};

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

const moveMonth = (percent: number, m: string, period: string, open: number, close: number, lockedLessBudget: number): MarketMoveMonth => {
  const factor = 1 + percent / 100;
  const openCost = round(open * close);
  const movedCost = round(open * close * factor);
  return {
    month: m,
    deliveryPeriod: period,
    openEnergy: open,
    latestPrice: close,
    movedPrice: round(close * factor, 4),
    openCost,
    movedOpenCost: movedCost,
    budgetVariance: round(lockedLessBudget + openCost),
    movedBudgetVariance: round(lockedLessBudget + movedCost),
  };
};

/** A move of `percent`: per month the open energy's cost and the budget variance, now and moved (Oct-27 has no close yet). */
export function marketMove(percent: number): MarketMove {
  const months: MarketMoveMonth[] = [
    moveMonth(percent, '2026-12', 'Dec-26', 372, 91.2, -31_250),
    moveMonth(percent, '2027-01', 'Jan-27', 297.6, 86.2, -24_010.5),
    moveMonth(percent, '2027-02', 'Feb-27', 1_008, 85.9, -80_422),
    moveMonth(percent, '2027-04', 'Apr-27', 2_520, 84.35, -208_880),
    moveMonth(percent, '2027-05', 'May-27', 2_604, 84.35, -215_740.2),
    { month: '2027-10', deliveryPeriod: 'Oct-27', openEnergy: 7_440, latestPrice: null, movedPrice: null, openCost: null, movedOpenCost: null, budgetVariance: null, movedBudgetVariance: null },
  ];
  const sum = (pick: (m: MarketMoveMonth) => number | null) => round(months.reduce((total, m) => total + (m.latestPrice === null ? 0 : (pick(m) ?? 0)), 0));
  return {
    accountId: '100234',
    tradeIndex: 'POWERUKBASECAL',
    energyUnit: 'MWh',
    priceUnit: '£/MWh',
    movePercent: percent,
    priceDate: '2026-11-20',
    months,
    totals: { openCost: sum((m) => m.openCost), movedOpenCost: sum((m) => m.movedOpenCost), budgetVariance: sum((m) => m.budgetVariance), movedBudgetVariance: sum((m) => m.movedBudgetVariance) },
  };
}

/** The panel's first answer: a 10 % rise. */
export const MARKET_MOVE: MarketMove = marketMove(10);
