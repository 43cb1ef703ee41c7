// The approval seam (server/orders/authority-rules.ts, docs/trade-authority.md): each rule's reason
// and words, the daily limit adding the day's orders, today's rights without a row, and whose
// authority covers an order for approving it.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { type ApprovalFacts, approvalReasons, authorityOf, coversOrder, pounds, TODAYS_RIGHTS } from '../../../server/orders/authority-rules';

const facts = (fields: Partial<ApprovalFacts> = {}): ApprovalFacts => ({
  tradeIndex: 'POWERUKBASECAL',
  unit: 'MW',
  volume: new Decimal('3'),
  value: new Decimal('150000'),
  authority: TODAYS_RIGHTS,
  placedToday: new Decimal(0),
  ...fields,
});

const limits = (fields: Partial<Parameters<typeof authorityOf>[0] & object> = {}) =>
  authorityOf({ may_trade: true, max_order_volume: null, max_order_value: null, max_daily_value: null, may_approve: false, ...fields });

describe('approvalReasons', () => {
  it('finds nothing under today’s rights (no row)', () => {
    expect(approvalReasons(facts())).toEqual([]);
    expect(authorityOf(undefined)).toBe(TODAYS_RIGHTS);
  });

  it('names every broken limit, in the rules’ order, with the figures', () => {
    const authority = limits({ may_trade: false, max_order_volume: '2', max_order_value: 100000, max_daily_value: '250000' });
    expect(approvalReasons(facts({ authority, placedToday: new Decimal('120000.5') }))).toEqual([
      { code: 'no_trading_right', message: 'You have no right to trade Power base UK on your own' },
      { code: 'order_volume', message: '3 MW is above your largest volume per order of 2 MW' },
      { code: 'order_value', message: '£150,000.00 is above your largest value per order of £100,000.00' },
      { code: 'daily_value', message: '£150,000.00 with the £120,000.50 you placed earlier today is above your daily limit of £250,000.00' },
    ]);
  });

  it('lets an order exactly at a limit through, and catches the split order one penny over the day', () => {
    const authority = limits({ max_order_volume: '3', max_order_value: '150000', max_daily_value: '300000' });
    expect(approvalReasons(facts({ authority, placedToday: new Decimal('150000') }))).toEqual([]);
    expect(approvalReasons(facts({ authority, placedToday: new Decimal('150000.01') })).map((reason) => reason.code)).toEqual(['daily_value']);
  });

  it('takes further rules through the same seam', () => {
    const ceiling = () => ({ code: 'policy_ceiling' as const, message: 'Jul-27 would be 95 % hedged, above its ceiling of 90 %' });
    expect(approvalReasons(facts(), [ceiling]).map((reason) => reason.code)).toEqual(['policy_ceiling']);
  });
});

describe('coversOrder', () => {
  it('needs the right to trade and to approve, and per-order limits covering the order', () => {
    const order = { volume: '3', value: '150000' };
    expect(coversOrder(TODAYS_RIGHTS, order)).toBe(false);
    expect(coversOrder(limits({ may_approve: true }), order)).toBe(true);
    expect(coversOrder(limits({ may_approve: true, may_trade: false }), order)).toBe(false);
    expect(coversOrder(limits({ may_approve: true, max_order_volume: '2.99' }), order)).toBe(false);
    expect(coversOrder(limits({ may_approve: true, max_order_value: '150000' }), order)).toBe(true);
    expect(coversOrder(limits({ may_approve: true, max_daily_value: '1' }), order)).toBe(true);
  });
});

describe('pounds', () => {
  it('writes exact pounds with thousands separators and pence', () => {
    expect(pounds('1234567.8')).toBe('£1,234,567.80');
    expect(pounds(0)).toBe('£0.00');
    expect(pounds('999.995')).toBe('£1,000.00');
  });
});
