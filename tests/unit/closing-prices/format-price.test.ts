import { describe, expect, it } from 'vitest';

import { formatPrice, formatSignedChange, priceChangeDescription, priceDirection } from '@/features/closing-prices/utils/format-price';
import { priceUnitOf, tradeIndexLabel, TRADE_INDEX_OPTIONS, PERIOD_OPTIONS } from '@/features/closing-prices/utils/closing-price-options';

describe('formatPrice (2 decimals)', () => {
  it.each([
    [80.8, '80.80'],
    [80, '80.00'],
    [79.625, '79.63'],
    [1234.5, '1,234.50'],
    [0, '0.00'],
    [-0.001, '0.00'],
    [-2.17, '-2.17'],
  ])('%s → %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it('signs daily changes', () => {
    expect(formatSignedChange(1.32)).toBe('+1.32');
    expect(formatSignedChange(-0.84)).toBe('-0.84');
    expect(formatSignedChange(0)).toBe('+0.00');
  });
});

describe('priceDirection (arrow up/red when dailyChange ≥ 0, else down/green)', () => {
  it.each([
    [1.32, 'up'],
    [0, 'up'],
    [-0, 'up'],
    [-0.01, 'down'],
    [-5, 'down'],
  ] as const)('%s → %s', (change, direction) => {
    expect(priceDirection(change)).toBe(direction);
  });

  it('describes the arrow for screen readers with the unit', () => {
    expect(priceChangeDescription(1.3, '£/MWh')).toBe('Up 1.30 £/MWh on the day');
    expect(priceChangeDescription(-0.84, 'p/therm')).toBe('Down 0.84 p/therm on the day');
    expect(priceChangeDescription(0, '£/MWh')).toBe('Up 0.00 £/MWh on the day');
  });
});

describe('selector options and units', () => {
  it('lists the spec labels in order with their API values', () => {
    expect(PERIOD_OPTIONS.map((o) => [o.label, o.value])).toEqual([
      ['Day', 'day'],
      ['Month', 'month'],
      ['Quarter', 'quarter'],
      ['Season', 'season'],
    ]);
    expect(TRADE_INDEX_OPTIONS.map((o) => [o.label, o.value])).toEqual([
      ['Power base UK', 'POWERUKBASECAL'],
      ['Power peak UK', 'POWERUKPEAKCAL'],
      ['Gas NBP', 'GASNBP'],
    ]);
    expect(tradeIndexLabel('GASNBP')).toBe('Gas NBP');
  });

  it('quotes power in £/MWh and gas in p/therm', () => {
    expect(priceUnitOf('POWERUKBASECAL')).toBe('£/MWh');
    expect(priceUnitOf('POWERUKPEAKCAL')).toBe('£/MWh');
    expect(priceUnitOf('GASNBP')).toBe('p/therm');
  });
});
