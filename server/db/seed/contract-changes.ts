/**
 * One dated reforecast of the demo's flexible buyer (Northwind, account 51001), so the customer's
 * "Contract changes" list is not empty: the desk (Sam Okafor) lowered the furthest Power base UK
 * period's forecast by 0.50 MW and its budget price by 3.00 £/MWh six days before the reference
 * date. The contract rows hold the figures after the change; the record holds both.
 */
import Decimal from 'decimal.js';
import type { Insertable } from 'kysely';

import type { ContractChangesTable } from '../schema';
import type { TradingRows } from './trading';

/** The demo account and the desk member who made the change. */
const ACCOUNT_ID = '51001';
const DESK_USER_ID = 'ml|1005';
const DAY_MS = 24 * 60 * 60 * 1000;

export function contractChangesFor(contracts: TradingRows['contracts'], referenceDate: Date): Insertable<ContractChangesTable>[] {
  const power = contracts.filter((contract) => contract.account_id === ACCOUNT_ID && contract.trade_index === 'POWERUKBASECAL');
  const contract = power.sort((a, b) => a.delivery_start.localeCompare(b.delivery_start)).at(-1);
  if (!contract) return [];
  const changedAt = new Date(referenceDate.getTime() - 6 * DAY_MS);
  changedAt.setUTCHours(14, 5, 0, 0);
  return [
    {
      id: '5eed0c4a-0000-4000-8000-000000051001',
      account_id: ACCOUNT_ID,
      trade_index: contract.trade_index,
      period_name_abs: contract.period_name_abs,
      changed_by: DESK_USER_ID,
      changed_at: changedAt,
      reason: 'The second site closes next spring: demand revised with the customer, and the budget with it.',
      forecast_volume_before: new Decimal(contract.forecast_volume).plus('0.5').toFixed(2),
      forecast_volume_after: new Decimal(contract.forecast_volume).toFixed(2),
      budget_price_before: new Decimal(contract.budget_price).plus(3).toFixed(2),
      budget_price_after: new Decimal(contract.budget_price).toFixed(2),
      minimum_clip_percent_before: contract.minimum_clip_percent,
      minimum_clip_percent_after: contract.minimum_clip_percent,
    },
  ];
}
