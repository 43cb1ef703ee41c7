import * as z from 'zod/mini';

import type { ContractField } from '@generated/model/contractField';
import type { ContractPeriod } from '@generated/model/contractPeriod';
import type { ReforecastRequest } from '@generated/model/reforecastRequest';
import {
  reforecastContractPeriodBodyBudgetPriceMax,
  reforecastContractPeriodBodyBudgetPriceMin,
  reforecastContractPeriodBodyForecastVolumeExclusiveMin,
  reforecastContractPeriodBodyForecastVolumeMax,
  reforecastContractPeriodBodyMinimumClipPercentExclusiveMin,
  reforecastContractPeriodBodyMinimumClipPercentMax,
  reforecastContractPeriodBodyReasonMax,
} from '@generated/zod/contract/contract.zod';
import { CONTRACT_FIELDS, reforecastProblem } from '@domain/reforecast-rules';

/**
 * The desk's reforecast dialog: the period's three figures as typed (prefilled with the current
 * ones) and the reason. Limits are the contract's (generated/zod); the rules the server applies
 * too (two decimals, at least one figure changed) are domain/reforecast-rules.ts.
 */
export interface ReforecastFormValues {
  forecastVolume: string;
  budgetPrice: string;
  minimumClipPercent: string;
  reason: string;
}

export const REASON_MAX_LENGTH = reforecastContractPeriodBodyReasonMax;

/** The figures' names on the form. */
export const FIGURE_LABELS: Readonly<Record<ContractField, string>> = {
  forecastVolume: 'Forecast volume',
  budgetPrice: 'Budget price',
  minimumClipPercent: 'Minimum clip',
};

const NUMBER = /^\d+(\.\d+)?$/;

interface Range {
  /** Above this (exclusive) or from this (inclusive). */
  min: number;
  exclusive: boolean;
  max: number;
  missing: string;
}

const RANGES: Readonly<Record<ContractField, Range>> = {
  forecastVolume: { min: reforecastContractPeriodBodyForecastVolumeExclusiveMin, exclusive: true, max: reforecastContractPeriodBodyForecastVolumeMax, missing: 'Enter the forecast volume.' },
  budgetPrice: { min: reforecastContractPeriodBodyBudgetPriceMin, exclusive: false, max: reforecastContractPeriodBodyBudgetPriceMax, missing: 'Enter the budget price.' },
  minimumClipPercent: { min: reforecastContractPeriodBodyMinimumClipPercentExclusiveMin, exclusive: true, max: reforecastContractPeriodBodyMinimumClipPercentMax, missing: 'Enter the minimum clip.' },
};

/** What is wrong with one typed figure, or undefined. */
export function figureProblem(field: ContractField, typed: string): string | undefined {
  const value = typed.trim();
  const range = RANGES[field];
  if (value === '') return range.missing;
  if (!NUMBER.test(value) || (value.split('.')[1]?.length ?? 0) > 2) return 'Enter a number with at most two decimals, e.g. 3.50.';
  const number = Number(value);
  if (range.exclusive && number <= range.min) return `Must be more than ${range.min}.`;
  if (!range.exclusive && number < range.min) return `Must be at least ${range.min}.`;
  if (number > range.max) return `Must be at most ${range.max.toLocaleString('en-GB')}.`;
  return undefined;
}

export const currentValues = (period: ContractPeriod): ReforecastFormValues => ({
  forecastVolume: String(period.forecastVolume),
  budgetPrice: String(period.budgetPrice),
  minimumClipPercent: String(period.minimumClipPercent),
  reason: '',
});

/** The request: only the figures that differ from the period's current ones. */
export function toReforecastRequest(period: ContractPeriod, values: ReforecastFormValues): ReforecastRequest {
  const request: ReforecastRequest = { accountId: period.accountId, tradeIndex: period.tradeIndex, deliveryPeriod: period.deliveryPeriod, reason: values.reason.trim() };
  for (const field of CONTRACT_FIELDS) {
    const typed = Number(values[field].trim());
    if (typed !== period[field]) request[field] = typed;
  }
  return request;
}

/** Every rule at once, each problem on its field; `period` gives the current figures. */
export const reforecastFormSchema = (period: ContractPeriod) =>
  z.object({ forecastVolume: z.string(), budgetPrice: z.string(), minimumClipPercent: z.string(), reason: z.string() }).check(
    z.superRefine((values, check) => {
      let figuresValid = true;
      for (const field of CONTRACT_FIELDS) {
        const problem = figureProblem(field, values[field]);
        if (problem) {
          figuresValid = false;
          check.issues.push({ code: 'custom', message: problem, path: [field], input: values[field] });
        }
      }
      const reason = values.reason.trim();
      if (reason === '') check.issues.push({ code: 'custom', message: 'Enter the reason: the customer sees it with the change.', path: ['reason'], input: values.reason });
      else if (reason.length > REASON_MAX_LENGTH) check.issues.push({ code: 'custom', message: `Use at most ${REASON_MAX_LENGTH} characters.`, path: ['reason'], input: values.reason });
      if (!figuresValid) return;
      const request = toReforecastRequest(period, values);
      const problem = reforecastProblem(request, period);
      if (problem) check.issues.push({ code: 'custom', message: 'Change at least one figure: these are the period’s current ones.', path: [problem.field], input: values[problem.field as ContractField] });
    }),
  );
