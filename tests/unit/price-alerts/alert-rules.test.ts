// The price alert's value rules (domain/alert-rules.ts), which the form and the server share.
import { describe, expect, it } from 'vitest';

import { createPriceAlertBodyTargetPriceMax, updatePriceAlertBodyTargetPriceMax } from '../../../generated/zod/price-alerts/price-alerts.zod';
import { expiryProblem, MAX_TARGET_PRICE, targetPriceProblem } from '../../../domain/alert-rules';

// domain/ reads the create call's limit from the generated constants; an edit must allow the same.
describe('MAX_TARGET_PRICE', () => {
  it('is the contract’s largest target price, for creating and editing alike', () => {
    expect(updatePriceAlertBodyTargetPriceMax).toBe(createPriceAlertBodyTargetPriceMax);
    expect(targetPriceProblem(String(MAX_TARGET_PRICE))).toBeNull();
    expect(targetPriceProblem(`${MAX_TARGET_PRICE}.01`)).toBe('too-high');
  });
});

describe('targetPriceProblem', () => {
  it('accepts a positive price with at most two decimals, typed or sent as a number', () => {
    expect(targetPriceProblem('85.5')).toBeNull();
    expect(targetPriceProblem(' 85.55 ')).toBeNull();
    expect(targetPriceProblem(85.12)).toBeNull();
    expect(targetPriceProblem(10_000)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(targetPriceProblem('0')).toBe('not-above-zero');
    expect(targetPriceProblem(0)).toBe('not-above-zero');
    expect(targetPriceProblem('85.123')).toBe('not-a-price');
    expect(targetPriceProblem(0.1 + 0.2)).toBe('not-a-price');
    expect(targetPriceProblem('-5')).toBe('not-a-price');
    expect(targetPriceProblem('abc')).toBe('not-a-price');
    expect(targetPriceProblem(10_000.01)).toBe('too-high');
  });
});

describe('expiryProblem', () => {
  it('allows today up to the day before delivery starts', () => {
    expect(expiryProblem('2026-11-24', '2026-11-24', '2027-04-01')).toBeNull();
    expect(expiryProblem('2027-03-31', '2026-11-24', '2027-04-01')).toBeNull();
    expect(expiryProblem('2027-03-31', '2026-11-24')).toBeNull();
  });

  it('refuses a past day and the delivery start itself', () => {
    expect(expiryProblem('2026-11-23', '2026-11-24', '2027-04-01')).toBe('in-the-past');
    expect(expiryProblem('2027-04-01', '2026-11-24', '2027-04-01')).toBe('not-before-delivery');
  });
});
