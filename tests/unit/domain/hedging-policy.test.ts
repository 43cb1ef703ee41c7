// The hedging policy's band rules (domain/hedging-policy.ts): the default staircase is valid, and
// each broken rule is named by its band and field with a clear message.
import { describe, expect, it } from 'vitest';

import { bandFor, bandMonthsLabel, DEFAULT_POLICY_BANDS, isPolicyPercent, monthsAhead, type PolicyBand, policyBandProblems } from '../../../domain/hedging-policy';

const bands = (): PolicyBand[] => DEFAULT_POLICY_BANDS.map((band) => ({ ...band }));
const fields = (value: PolicyBand[]) => policyBandProblems(value).map((problem) => problem.field);

describe('policy band rules', () => {
  it('accepts the default staircase and a single open band from 0 months', () => {
    expect(policyBandProblems(DEFAULT_POLICY_BANDS)).toEqual([]);
    expect(policyBandProblems([{ fromMonths: 0, toMonths: null, floorPercent: 12.5, ceilingPercent: 100 }])).toEqual([]);
  });

  it('refuses no bands and more than twelve', () => {
    expect(policyBandProblems([])).toEqual([{ field: 'bands', message: 'A policy needs at least one band' }]);
    const many = Array.from({ length: 13 }, (_, i): PolicyBand => ({ fromMonths: 12 - i, toMonths: i === 0 ? null : 13 - i, floorPercent: 0, ceilingPercent: 100 }));
    expect(fields(many)).toEqual(['bands']);
  });

  it('refuses a floor that falls as delivery nears, naming the nearer band', () => {
    const value = bands();
    value[3]!.floorPercent = 25; // 3–6 months below 6–12 months' 30 %
    expect(policyBandProblems(value)).toEqual([
      { field: 'bands.3.floorPercent', message: 'Floors may not fall as delivery nears: 25 % is below the 30 % of 6–12 months' },
    ]);
  });

  it('compares a floor with the highest floor of every farther band, not only the one before', () => {
    const value = bands();
    value[2]!.floorPercent = 60;
    value[2]!.ceilingPercent = 70;
    value[3]!.floorPercent = 55;
    expect(fields(value)).toEqual(['bands.3.floorPercent']);
    // Equal floors are allowed (a flat step).
    value[3]!.floorPercent = 60;
    expect(fields(value)).toEqual([]);
  });

  it('refuses a ceiling below its floor', () => {
    const value = bands();
    value[1]!.ceilingPercent = 5;
    expect(policyBandProblems(value)).toEqual([{ field: 'bands.1.ceilingPercent', message: 'The ceiling (5 %) must not be below the floor (10 %)' }]);
  });

  it('refuses per cents outside 0–100 or with more than two decimals', () => {
    const value = bands();
    value[0]!.ceilingPercent = 100.01;
    value[1]!.floorPercent = -1;
    value[2]!.floorPercent = 30.125;
    value[4]!.ceilingPercent = Number.NaN;
    expect(fields(value)).toEqual(['bands.0.ceilingPercent', 'bands.1.floorPercent', 'bands.2.floorPercent', 'bands.4.ceilingPercent']);
    expect(policyBandProblems(value)[2]?.message).toBe('The floor must be a per cent from 0 to 100 with at most two decimals');
    expect(isPolicyPercent(33.33)).toBe(true);
    expect(isPolicyPercent(0)).toBe(true);
    expect(isPolicyPercent(100)).toBe(true);
    expect(isPolicyPercent(1e-7)).toBe(false);
  });

  it('refuses a gap or an overlap between bands', () => {
    const gap = bands();
    gap[2]!.toMonths = 11; // 6–11, but the band before starts at 12
    expect(policyBandProblems(gap)).toEqual([
      { field: 'bands.2.toMonths', message: 'Bands must meet: this band must end at 12 months, where the band before it starts' },
    ]);
  });

  it('needs exactly one open-ended band, the first', () => {
    const closedFirst = bands();
    closedFirst[0]!.toMonths = 24;
    expect(fields(closedFirst)).toEqual(['bands.0.toMonths']);
    const openLater = bands();
    openLater[2]!.toMonths = null;
    expect(policyBandProblems(openLater)).toEqual([{ field: 'bands.2.toMonths', message: 'Only the earliest (first) band is open-ended' }]);
  });

  it('needs the nearest band to start at 0 months, and no other', () => {
    const notZero = bands();
    notZero[4]!.fromMonths = 1;
    expect(policyBandProblems(notZero)).toEqual([
      { field: 'bands.4.fromMonths', message: 'The nearest band must start at 0 months, so every month is covered' },
    ]);
    const early = bands().slice(0, 4);
    early[3]!.fromMonths = 0;
    expect(fields(early)).toEqual([]);
    const zeroTwice = bands();
    zeroTwice[3]!.fromMonths = 0;
    expect(fields(zeroTwice)).toContain('bands.3.fromMonths');
  });

  it('refuses a band that ends where it starts, and months that are not whole', () => {
    const value = bands();
    value[1]!.fromMonths = 18;
    value[2]!.toMonths = 18;
    expect(fields(value)).toEqual(['bands.1.fromMonths']);
    const half = bands();
    half[3]!.fromMonths = 2.5;
    half[4]!.toMonths = 2.5;
    expect(fields(half)).toEqual(['bands.3.fromMonths', 'bands.4.toMonths']);
  });

  it('names the months of a band in words', () => {
    expect(DEFAULT_POLICY_BANDS.map(bandMonthsLabel)).toEqual(['18+ months', '12–18 months', '6–12 months', '3–6 months', 'under 3 months']);
  });

  it('keeps months ahead and the band in force', () => {
    expect(monthsAhead('2026-11-23', '2027-07')).toBe(8);
    expect(bandFor(DEFAULT_POLICY_BANDS, 8).floorPercent).toBe(30);
    expect(bandFor(DEFAULT_POLICY_BANDS, -1).floorPercent).toBe(80);
    expect(bandFor(DEFAULT_POLICY_BANDS, 40).floorPercent).toBe(0);
  });
});
