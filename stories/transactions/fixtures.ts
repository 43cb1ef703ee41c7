/**
 * Fixed transactions data for the Transactions stories: trades of the two Northwind accounts of
 * the story session, valued as the server values them (docs/trading.md).
 */
import { periodValue } from '@domain/energy';
import type { TradeConfirmation } from '@generated/model/tradeConfirmation';
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

const NO_ANSWER = { respondedAt: null, respondedBy: null, disputeReason: null, supportQueryId: null, supportQueryReference: null } as const;
const fileOf = (id: number) => `5a1c0000-0000-4000-8000-${String(id).padStart(12, '0')}`;

/** Each state of a confirmation, as the server answers it (docs/trading.md, "Confirmations"). */
export const CONFIRMATIONS = {
  pending: { status: 'pending', issuedAt: '2026-11-20T18:02:00Z', respondBy: '2026-11-24T17:00:00Z', fileId: fileOf(1), ...NO_ANSWER, canRespond: true },
  confirmed: { status: 'confirmed', issuedAt: '2026-11-19T18:02:00Z', respondBy: '2026-11-23T17:00:00Z', fileId: fileOf(2), ...NO_ANSWER, respondedAt: '2026-11-20T09:14:00Z', respondedBy: 'Olivia Bennett', canRespond: false },
  disputed: {
    status: 'disputed', issuedAt: '2026-11-17T18:02:00Z', respondBy: '2026-11-19T17:00:00Z', fileId: fileOf(3), ...NO_ANSWER,
    respondedAt: '2026-11-18T10:40:00Z', respondedBy: 'Olivia Bennett', disputeReason: 'The volume should be 1 MW, as agreed by phone.',
    supportQueryId: '9d2e0000-0000-4000-8000-000000000003', supportQueryReference: 'SQ-26-000318', canRespond: false,
  },
  confirmedByDefault: { status: 'confirmed_by_default', issuedAt: '2026-11-12T18:02:00Z', respondBy: '2026-11-16T17:00:00Z', fileId: fileOf(4), ...NO_ANSWER, canRespond: false },
  issuing: { status: 'issuing', issuedAt: null, respondBy: null, fileId: null, ...NO_ANSWER, canRespond: false },
} as const satisfies Record<string, TradeConfirmation>;

const TRADES: Transaction[] = [
  // Q1-27 holds the spring clock change: 2,159 hours, £455,279.13 (24 h a day gave £455,490.00).
  trade(1, { accountId: singleAccount.id, tradeDate: '2026-11-20', tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Q1-27', delivery: ['2027-01-01', '2027-03-31'], tradeDirection: 'buy', volume: 2.5, price: 84.35 }),
  trade(2, { accountId: secondAccount.id, tradeDate: '2026-11-19', tradeIndex: 'GASNBP', deliveryPeriod: 'Sum-27', delivery: ['2027-04-01', '2027-09-30'], tradeDirection: 'buy', volume: 12000, price: 86.1 }),
  trade(3, { accountId: singleAccount.id, tradeDate: '2026-11-17', tradeIndex: 'POWERUKPEAKCAL', deliveryPeriod: 'Jan-27', delivery: ['2027-01-01', '2027-01-31'], tradeDirection: 'buy', volume: 1.25, price: 97.4 }),
  trade(4, { accountId: singleAccount.id, tradeDate: '2026-11-12', tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Dec-26', delivery: ['2026-12-01', '2026-12-31'], tradeDirection: 'sell', volume: 0.5, price: 88.02 }),
  trade(5, { accountId: secondAccount.id, tradeDate: '2026-11-05', tradeIndex: 'GASNBP', deliveryPeriod: 'Q1-27', delivery: ['2027-01-01', '2027-03-31'], tradeDirection: 'buy', volume: 8000, price: 91.25 }),
];

/** The ledger: the first four trades show each answered and unanswered state; the oldest predates confirmations. */
export const TRANSACTIONS: Transaction[] = TRADES.map((row, i) => ({
  ...row,
  confirmation: [CONFIRMATIONS.pending, CONFIRMATIONS.confirmed, CONFIRMATIONS.disputed, CONFIRMATIONS.confirmedByDefault][i] ?? null,
}));

/** The pending trade, after the answer the server gives. */
export const PENDING_TRADE = TRANSACTIONS[0] as Transaction;

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
