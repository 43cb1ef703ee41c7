// The month view's fixtures (getPositionMonths): fixed figures, London today 27 Nov 2026, the
// default staircase (under 3 months 80–100 %, 3–6 50–90 %, 6–12 30–70 %).
import type { FixingStep } from '@generated/model/fixingStep';
import type { PositionMonth } from '@generated/model/positionMonth';
import type { PositionMonths } from '@generated/model/positionMonths';
import type { PositionMonthsResponse } from '@generated/model/positionMonthsResponse';

const month = (
  m: string,
  name: string,
  end: string,
  ahead: number,
  quantity: number,
  volume: number,
  hedged: number,
  band: [number, number],
  status: PositionMonth['status'],
  toFloor: [number, number],
  next: [string, number] | null,
): PositionMonth => {
  const forecast = Math.round(volume * quantity * 100) / 100;
  return {
    month: m,
    deliveryPeriod: name,
    monthStart: `${m}-01`,
    monthEnd: end,
    monthsAhead: ahead,
    deliveryQuantity: quantity,
    forecastVolume: volume,
    forecastEnergy: forecast,
    hedgedEnergy: hedged,
    openEnergy: Math.round((forecast - hedged) * 1000) / 1000,
    hedgedPercent: forecast === 0 ? 0 : Math.round((hedged / forecast) * 10000) / 100,
    floorPercent: band[0],
    ceilingPercent: band[1],
    status,
    toFloorEnergy: toFloor[0],
    toFloorVolume: toFloor[1],
    nextStepDate: next?.[0] ?? null,
    nextFloorPercent: next?.[1] ?? null,
  };
};

/** Within, below and above: Jan, Apr, Jun and Jul below the floor, Mar above the ceiling. */
export const POWER_MONTHS_LIST: PositionMonth[] = [
  month('2026-12', 'Dec-26', '2026-12-31', 1, 744, 4, 2678.4, [80, 100], 'within', [0, 0], null),
  month('2027-01', 'Jan-27', '2027-01-31', 2, 744, 4, 1785.6, [80, 100], 'below_floor', [595.2, 0.8], null),
  month('2027-02', 'Feb-27', '2027-02-28', 3, 672, 4, 1344, [50, 90], 'within', [0, 0], ['2026-12-01', 80]),
  month('2027-03', 'Mar-27', '2027-03-31', 4, 743, 3.5, 2470.48, [50, 90], 'above_ceiling', [0, 0], ['2027-01-01', 80]),
  month('2027-04', 'Apr-27', '2027-04-30', 5, 720, 3, 648, [50, 90], 'below_floor', [432, 0.6], ['2027-02-01', 80]),
  month('2027-05', 'May-27', '2027-05-31', 6, 744, 3, 669.6, [30, 70], 'within', [0, 0], ['2026-12-01', 50]),
  month('2027-06', 'Jun-27', '2027-06-30', 7, 720, 3, 0, [30, 70], 'below_floor', [648, 0.9], ['2027-01-01', 50]),
  month('2027-07', 'Jul-27', '2027-07-31', 8, 744, 2.5, 0, [30, 70], 'below_floor', [558, 0.75], ['2027-02-01', 50]),
];

const step = (m: string, name: string, reason: FixingStep['reason'], byDate: string, floor: number, energy: number, volume: number, products: string[]): FixingStep => ({
  month: m,
  deliveryPeriod: name,
  reason,
  byDate,
  floorPercent: floor,
  energy,
  volume,
  products,
});

export const POWER_FIXING_CALENDAR: FixingStep[] = [
  step('2027-01', 'Jan-27', 'below_floor', '2026-11-27', 80, 595.2, 0.8, ['Jan-27', 'Q1-27']),
  step('2027-04', 'Apr-27', 'below_floor', '2026-11-27', 50, 432, 0.6, ['Apr-27', 'Q2-27', 'Sum-27']),
  step('2027-06', 'Jun-27', 'below_floor', '2026-11-27', 30, 648, 0.9, ['Q2-27', 'Sum-27']),
  step('2027-07', 'Jul-27', 'below_floor', '2026-11-27', 30, 558, 0.75, ['Q3-27', 'Sum-27']),
  step('2027-02', 'Feb-27', 'floor_steps_up', '2026-11-30', 80, 806.4, 1.2, ['Feb-27', 'Q1-27']),
  step('2027-05', 'May-27', 'floor_steps_up', '2026-11-30', 50, 446.4, 0.6, ['May-27', 'Q2-27', 'Sum-27']),
  step('2027-06', 'Jun-27', 'floor_steps_up', '2026-12-31', 50, 432, 0.6, ['Q2-27', 'Sum-27']),
  step('2027-07', 'Jul-27', 'floor_steps_up', '2027-01-31', 50, 372, 0.5, ['Q3-27', 'Sum-27']),
  step('2027-04', 'Apr-27', 'floor_steps_up', '2027-01-31', 80, 648, 0.9, ['Apr-27', 'Q2-27', 'Sum-27']),
];

const base = { accountId: '100234', tradeIndex: 'POWERUKBASECAL', unit: 'MW', energyUnit: 'MWh', today: '2026-11-27', policy: { adopted: false, version: 1 } } as const;

export const POWER_MONTHS: PositionMonths = { ...base, months: POWER_MONTHS_LIST, fixingCalendar: POWER_FIXING_CALENDAR };

/** Every month within its band and covered for its next step: an empty fixing calendar (an adopted policy). */
export const WITHIN_MONTHS: PositionMonths = {
  ...base,
  policy: { adopted: true, version: 3 },
  months: [
    month('2026-12', 'Dec-26', '2026-12-31', 1, 744, 4, 2678.4, [80, 100], 'within', [0, 0], null),
    month('2027-01', 'Jan-27', '2027-01-31', 2, 744, 4, 2678.4, [80, 100], 'within', [0, 0], null),
    month('2027-02', 'Feb-27', '2027-02-28', 3, 672, 4, 2150.4, [50, 90], 'within', [0, 0], ['2026-12-01', 80]),
  ],
  fixingCalendar: [],
};

/** A contract with no trade yet: every month at 0 %, the near ones below their floor. */
export const NO_TRADE_MONTHS: PositionMonths = {
  ...base,
  months: [
    month('2026-12', 'Dec-26', '2026-12-31', 1, 744, 4, 0, [80, 100], 'below_floor', [2380.8, 3.2], null),
    month('2027-01', 'Jan-27', '2027-01-31', 2, 744, 4, 0, [80, 100], 'below_floor', [2380.8, 3.2], null),
    month('2028-06', 'Jun-28', '2028-06-30', 19, 720, 3, 0, [0, 30], 'within', [0, 0], ['2027-01-01', 10]),
  ],
  fixingCalendar: [
    step('2026-12', 'Dec-26', 'below_floor', '2026-11-27', 80, 2380.8, 3.2, ['Dec-26']),
    step('2027-01', 'Jan-27', 'below_floor', '2026-11-27', 80, 2380.8, 3.2, ['Jan-27', 'Q1-27']),
    step('2028-06', 'Jun-28', 'floor_steps_up', '2026-12-31', 10, 216, 0.3, []),
  ],
};

/** Gas: therms/day and therms, days not hours. */
export const GAS_MONTHS: PositionMonths = {
  ...base,
  tradeIndex: 'GASNBP',
  unit: 'therms/day',
  energyUnit: 'therms',
  months: [
    month('2026-12', 'Dec-26', '2026-12-31', 1, 31, 20000, 527000, [80, 100], 'within', [0, 0], null),
    month('2027-01', 'Jan-27', '2027-01-31', 2, 31, 20000, 403000, [80, 100], 'below_floor', [93000, 3000], null),
    month('2027-02', 'Feb-27', '2027-02-28', 3, 28, 12500, 322000, [50, 90], 'above_ceiling', [0, 0], ['2026-12-01', 80]),
  ],
  fixingCalendar: [step('2027-01', 'Jan-27', 'below_floor', '2026-11-27', 80, 93000, 3000, ['Jan-27', 'Q1-27', 'Win-26'])],
};

export const monthsResponse = (months: PositionMonths): PositionMonthsResponse => ({ data: months });
