/**
 * The desk's reforecast of a contract period (docs/trading.md, "Reforecasts"), shared by the
 * server, which enforces it, and the desk's dialog, which checks the same as the user types.
 * Pure functions over decimals: which figures a reforecast changes, the first broken input rule
 * naming its field, and whether the hedged volume would stand above the new forecast.
 */
import Decimal from 'decimal.js';

import type { ContractField } from '../generated/model/contractField';
import type { RuleProblem } from './order-rules';

export type { RuleProblem } from './order-rules';

/** A period's figures the desk maintains, as stored (exact decimals or their text). */
export interface ContractPeriodFigures {
  forecastVolume: Decimal.Value;
  budgetPrice: Decimal.Value;
  minimumClipPercent: Decimal.Value;
}

/** What the desk asks to change: an omitted figure stays as it is. */
export type ReforecastInput = Partial<Record<ContractField, number>>;

export const CONTRACT_FIELDS: readonly ContractField[] = ['forecastVolume', 'budgetPrice', 'minimumClipPercent'];

/** The figures in words, for messages and labels. */
export const CONTRACT_FIELD_WORDS: Readonly<Record<ContractField, string>> = {
  forecastVolume: 'forecast volume',
  budgetPrice: 'budget price',
  minimumClipPercent: 'minimum clip',
};

export interface FieldChange {
  field: ContractField;
  before: Decimal;
  after: Decimal;
}

const dec = (value: Decimal.Value) => new Decimal(value);

/** Two decimals, as the contract shows volumes and prices: '3.50'. */
export const twoDecimals = (value: Decimal.Value): string => dec(value).toFixed(2, Decimal.ROUND_HALF_UP);

/** The figures the reforecast really changes, in the contract's order (equal values are no change). */
export function changedFields(input: ReforecastInput, current: ContractPeriodFigures): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of CONTRACT_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const before = dec(current[field]);
    const after = dec(value);
    if (!before.eq(after)) changes.push({ field, before, after });
  }
  return changes;
}

/**
 * The first broken input rule, naming its field: each figure at most two decimals, and at
 * least one figure different from the period's current one. The ranges (forecast above 0, budget
 * price from 0, clip above 0 and at most 100) are the contract's and its schema's.
 */
export function reforecastProblem(input: ReforecastInput, current: ContractPeriodFigures): RuleProblem | undefined {
  for (const field of CONTRACT_FIELDS) {
    const value = input[field];
    if (value !== undefined && dec(value).decimalPlaces() > 2) return { field, message: `The ${CONTRACT_FIELD_WORDS[field]} may have at most two decimals` };
  }
  if (changedFields(input, current).length === 0) {
    const field = CONTRACT_FIELDS.find((name) => input[name] !== undefined) ?? 'forecastVolume';
    return { field, message: 'Change at least one of the forecast volume, the budget price or the minimum clip: these are the period’s current figures' };
  }
  return undefined;
}

/** True when the period's hedged volume would stand above the new forecast (equal is allowed: 100 % hedged). */
export const hedgedAboveForecast = (hedgedVolume: Decimal.Value, newForecast: Decimal.Value): boolean => dec(hedgedVolume).gt(newForecast);
