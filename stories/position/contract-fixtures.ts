/**
 * Fixed contract periods and dated changes of the story account's baseload power contract, for
 * the "Contract" (desk) and "Contract changes" (customer) cards under the position overview.
 */
import type { ContractChange } from '@generated/model/contractChange';
import type { ContractPeriod } from '@generated/model/contractPeriod';

import { singleAccount } from '../kit/portal-session-fixtures';

const power = (figures: Pick<ContractPeriod, 'deliveryPeriod' | 'deliveryStart' | 'deliveryEnd' | 'forecastVolume' | 'budgetPrice' | 'minimumClipPercent' | 'hedgedVolume'>): ContractPeriod => ({
  accountId: singleAccount.id,
  tradeIndex: 'POWERUKBASECAL',
  unit: 'MW',
  priceUnit: '£/MWh',
  ...figures,
});

export const CONTRACT_PERIODS: ContractPeriod[] = [
  power({ deliveryPeriod: 'Jan-27', deliveryStart: '2027-01-01', deliveryEnd: '2027-01-31', forecastVolume: 4, budgetPrice: 82, minimumClipPercent: 10, hedgedVolume: 3.6 }),
  power({ deliveryPeriod: 'Feb-27', deliveryStart: '2027-02-01', deliveryEnd: '2027-02-28', forecastVolume: 4.2, budgetPrice: 80.5, minimumClipPercent: 10, hedgedVolume: 2.5 }),
  power({ deliveryPeriod: 'Q2-27', deliveryStart: '2027-04-01', deliveryEnd: '2027-06-30', forecastVolume: 3.5, budgetPrice: 71.25, minimumClipPercent: 12.5, hedgedVolume: 0 }),
  power({ deliveryPeriod: 'Win-27', deliveryStart: '2027-10-01', deliveryEnd: '2028-03-31', forecastVolume: 3.8, budgetPrice: 84, minimumClipPercent: 10, hedgedVolume: 1.2 }),
];

export const CONTRACT_CHANGES: ContractChange[] = [
  {
    id: '0c9a1d5e-2b7f-4c3a-9e8d-1f2a3b4c5d6e',
    accountId: singleAccount.id,
    tradeIndex: 'POWERUKBASECAL',
    deliveryPeriod: 'Win-27',
    changedAt: '2026-11-20T14:05:00Z',
    changedBy: 'Sam Okafor',
    reason: 'The second site closes next spring: demand revised with the customer, and the budget with it.',
    changes: [
      { field: 'forecastVolume', before: 4.3, after: 3.8 },
      { field: 'budgetPrice', before: 87, after: 84 },
    ],
    unit: 'MW',
    priceUnit: '£/MWh',
  },
  {
    id: '7d4e2f1a-9b8c-4d6e-8f0a-3b2c1d4e5f6a',
    accountId: singleAccount.id,
    tradeIndex: 'POWERUKBASECAL',
    deliveryPeriod: 'Q2-27',
    changedAt: '2026-10-02T09:30:00Z',
    changedBy: 'the Market Lens desk',
    reason: 'Minimum clip agreed at the annual review.',
    changes: [{ field: 'minimumClipPercent', before: 10, after: 12.5 }],
    unit: 'MW',
    priceUnit: '£/MWh',
  },
];
