/**
 * Fixed transactions data for the Transactions stories: trades of the two Northwind accounts of
 * the story session, valued as the server values them (docs/trading.md).
 */
import { periodValue } from '@domain/energy';
import type { Transaction } from '@generated/model/transaction';
import type { TransactionPage } from '@generated/model/transactionPage';

import { secondAccount, singleAccount } from '../kit/portal-session-fixtures';

type TradeFields = Omit<Transaction, 'id' | 'orderId' | 'unit' | 'priceUnit' | 'value'> & { delivery: [start: string, end: string] };

/** A trade valued as the server values it: its period's exact hours or days (domain/energy.ts). */
const trade = (id: number, { delivery: [start, end], ...fields }: TradeFields): Transaction => {
  const gas = fields.tradeIndex === 'GASNBP';
  return {
    id: `7c1e0000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    orderId: `3f8e0000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    unit: gas ? 'therms/day' : 'MW',
    priceUnit: gas ? 'p/therm' : '£/MWh',
    value: periodValue(fields.tradeIndex, start, end, fields.volume, fields.price),
    ...fields,
  };
};

export const TRANSACTIONS: Transaction[] = [
  // Q1-27 holds the spring clock change: 2,159 hours, £455,279.13 (24 h a day gave £455,490.00).
  trade(1, { accountId: singleAccount.id, tradeDate: '2026-11-20', tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Q1-27', delivery: ['2027-01-01', '2027-03-31'], tradeDirection: 'buy', volume: 2.5, price: 84.35 }),
  trade(2, { accountId: secondAccount.id, tradeDate: '2026-11-19', tradeIndex: 'GASNBP', deliveryPeriod: 'Sum-27', delivery: ['2027-04-01', '2027-09-30'], tradeDirection: 'buy', volume: 12000, price: 86.1 }),
  trade(3, { accountId: singleAccount.id, tradeDate: '2026-11-17', tradeIndex: 'POWERUKPEAKCAL', deliveryPeriod: 'Jan-27', delivery: ['2027-01-01', '2027-01-31'], tradeDirection: 'buy', volume: 1.25, price: 97.4 }),
  trade(4, { accountId: singleAccount.id, tradeDate: '2026-11-12', tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Dec-26', delivery: ['2026-12-01', '2026-12-31'], tradeDirection: 'sell', volume: 0.5, price: 88.02 }),
  trade(5, { accountId: secondAccount.id, tradeDate: '2026-11-05', tradeIndex: 'GASNBP', deliveryPeriod: 'Q1-27', delivery: ['2027-01-01', '2027-03-31'], tradeDirection: 'buy', volume: 8000, price: 91.25 }),
];

export const GAS_TRADES = TRANSACTIONS.filter((row) => row.tradeIndex === 'GASNBP');

/** A transactions page with the totals the server would compute over `total` trades. */
export function transactionsPage(rows: Transaction[], total = rows.length, page = 1): TransactionPage {
  const sum = (direction: Transaction['tradeDirection']) =>
    Math.round(rows.filter((row) => row.tradeDirection === direction).reduce((acc, row) => acc + row.value * 100, 0)) / 100;
  const boughtValue = sum('buy');
  const soldValue = sum('sell');
  return {
    data: rows,
    total,
    totals: { count: total, boughtValue, soldValue, netValue: Math.round((boughtValue - soldValue) * 100) / 100 },
    pagination: { page, perPage: 20 },
  };
}

export const CSV_TEXT =
  'tradeDate,accountId,accountName,orderId,tradeIndex,deliveryPeriod,tradeDirection,volume,unit,price,priceUnit,valueGBP\r\n' +
  '2026-11-19,100235,Northwind Logistics,3f8e0000-0000-4000-8000-000000000002,GASNBP,Sum-27,buy,12000,therms/day,86.1,p/therm,1890756\r\n';
