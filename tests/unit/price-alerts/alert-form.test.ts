// The price-alert form's rules as the user types (src/features/price-alerts/utils/alert-form.ts).
import { describe, expect, it } from 'vitest';

import { ALERT_SERVER_FIELDS, alertFormSchema, distanceToTarget, splitProduct, validateAlertForm, type AlertFormValues } from '@/features/price-alerts/utils/alert-form';
import { formProblems } from '@/lib/contract-form';

const valid: AlertFormValues = { product: 'POWERUKBASECAL|Apr-27', direction: 'rises_above', targetPrice: '85.50', expiryDate: '2027-03-15' };
const context = { today: '2026-11-24', deliveryStart: '2027-04-01' };

describe('validateAlertForm', () => {
  it('accepts a complete alert', () => {
    expect(validateAlertForm(valid, context)).toEqual({});
  });

  it('asks for every field', () => {
    expect(Object.keys(validateAlertForm({ product: '', direction: '', targetPrice: ' ', expiryDate: '' }, context)).sort()).toEqual(['direction', 'expiryDate', 'product', 'targetPrice']);
  });

  it.each([
    ['0', 'The target price must be more than 0.'],
    ['0.00', 'The target price must be more than 0.'],
    ['-5', 'Enter a number with at most two decimals, e.g. 85.50.'],
    ['85.123', 'Enter a number with at most two decimals, e.g. 85.50.'],
    ['abc', 'Enter a number with at most two decimals, e.g. 85.50.'],
    ['10000.01', 'The target price must be at most 10,000.'],
  ])('refuses a target of %s', (targetPrice, message) => {
    expect(validateAlertForm({ ...valid, targetPrice }, context).targetPrice).toBe(message);
  });

  it('accepts an expiry from today to the day before delivery starts', () => {
    expect(validateAlertForm({ ...valid, expiryDate: '2026-11-24' }, context)).toEqual({});
    expect(validateAlertForm({ ...valid, expiryDate: '2027-03-31' }, context)).toEqual({});
    expect(validateAlertForm({ ...valid, expiryDate: '2026-11-23' }, context).expiryDate).toBe('The expiry date must be today or later.');
    expect(validateAlertForm({ ...valid, expiryDate: '2027-04-01' }, context).expiryDate).toBe('The expiry date must be before delivery starts (2027-04-01).');
  });
});

describe('helpers', () => {
  it('maps the server’s field to the form’s', () => {
    expect(ALERT_SERVER_FIELDS.deliveryPeriod).toBe('product');
    expect(ALERT_SERVER_FIELDS.targetPrice).toBe('targetPrice');
    expect(ALERT_SERVER_FIELDS.idempotencyKey).toBeUndefined();
  });

  it('checks every field at once in the form’s schema, the expiry against the chosen product', () => {
    const schema = alertFormSchema('2026-11-24', (product) => (product === valid.product ? '2027-04-01' : undefined));
    expect(formProblems(schema, valid)).toEqual({});
    expect(formProblems(schema, { ...valid, targetPrice: '10000.01', expiryDate: '2027-04-01' })).toEqual({
      targetPrice: 'The target price must be at most 10,000.',
      expiryDate: 'The expiry date must be before delivery starts (2027-04-01).',
    });
  });

  it('splits a product key and measures the distance to target', () => {
    expect(splitProduct('GASNBP|Win-27')).toEqual({ tradeIndex: 'GASNBP', deliveryPeriod: 'Win-27' });
    expect(splitProduct('')).toBeNull();
    expect(distanceToTarget({ targetPrice: 85, latestPrice: 81.25 })).toBe(3.75);
    expect(distanceToTarget({ targetPrice: 0.3, latestPrice: 0.1 })).toBe(0.2);
    expect(distanceToTarget({ targetPrice: 85, latestPrice: null })).toBeNull();
  });
});
