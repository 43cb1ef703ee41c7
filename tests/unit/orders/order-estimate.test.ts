// The confirmation step's figures, by the rules the server uses too (domain/energy.ts).
// Its first execution day is the server's own (listTradableProducts): stories/orders prove the page shows it.
import { describe, expect, it } from 'vitest';

import { estimatedValue, hedgedPercentAfter, shareOfForecast } from '@/features/orders/utils/order-estimate';

import { deliveryQuantity, hedgedPercent, tradeValue } from '../../../domain/energy';

const PERIODS: [string, string][] = [
  ['2027-01-01', '2027-01-31'],
  ['2027-03-01', '2027-03-31'],
  ['2027-04-01', '2027-09-30'],
  ['2027-10-01', '2028-03-31'],
  ['2027-02-01', '2027-02-28'],
  ['2027-10-01', '2027-10-31'],
  ['2027-03-28', '2027-03-28'],
];
const INDICES = ['POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP'] as const;

describe('the confirmation step’s estimate', () => {
  it('values March 2027 baseload on its 743 real hours, as the server does', () => {
    // 2.5 MW × 743 h × £84.35/MWh = £156,680.13 (744 h would give £156,891.00).
    expect(estimatedValue({ tradeIndex: 'POWERUKBASECAL', deliveryStart: '2027-03-01', deliveryEnd: '2027-03-31' }, 2.5, 84.35)).toBe(156680.13);
  });

  it('values a trade as domain/energy.ts does, to the penny', () => {
    const cases: [number, number][] = [
      [2.5, 84.35],
      [0.01, 0.01],
      [12.34, 99.99],
      [1_000_000, 10_000],
      [3.33, 71.17],
    ];
    for (const index of INDICES) {
      for (const [start, end] of PERIODS) {
        for (const [volume, price] of cases) {
          const quantity = deliveryQuantity(index, start, end);
          expect(estimatedValue({ tradeIndex: index, deliveryStart: start, deliveryEnd: end }, volume, price)).toBe(tradeValue(index, quantity, volume, price));
        }
      }
    }
  });

  it('gives hedged percentages to two decimals, half up, and 0 without a forecast', () => {
    expect(hedgedPercent('6.5', '10')).toBe(65);
    expect(hedgedPercent('1', '3')).toBe(33.33);
    expect(hedgedPercent('2', '3')).toBe(66.67);
    expect(hedgedPercent('1', '0')).toBe(0);
    expect(hedgedPercentAfter({ hedgedVolume: 6.5, forecastVolume: 10 }, 'buy', 2.5)).toBe(90);
    expect(hedgedPercentAfter({ hedgedVolume: 6.5, forecastVolume: 10 }, 'sell', 6.5)).toBe(0);
    expect(shareOfForecast({ forecastVolume: 80 }, 10)).toBe(12.5);
  });
});
