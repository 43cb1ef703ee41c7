// The desk's reforecast rules (domain/reforecast-rules.ts), the dialog's schema over them
// (src/features/position/utils/reforecast-form.ts) and the audit entry in words
// (server/admin/audit-words.ts): exact decimals, each problem on its field.
import { describe, expect, it } from 'vitest';

import type { ContractPeriod } from '@generated/model/contractPeriod';
import { changedFields, hedgedAboveForecast, reforecastProblem } from '@domain/reforecast-rules';
import { currentValues, reforecastFormSchema, toReforecastRequest } from '@/features/position/utils/reforecast-form';
import { formProblems } from '@/lib/contract-form';

import { accountIdsOf, describeEntry } from '../../../server/admin/audit-words';

const current = { forecastVolume: '4.20', budgetPrice: '80.50', minimumClipPercent: '10.00' };

describe('reforecast rules', () => {
  it('changes only the figures that differ, exactly', () => {
    expect(changedFields({ forecastVolume: 4.2, budgetPrice: 80.51 }, current).map((c) => [c.field, c.before.toString(), c.after.toString()])).toEqual([['budgetPrice', '80.5', '80.51']]);
    expect(changedFields({}, current)).toEqual([]);
  });

  it('names the field: two decimals, and at least one change', () => {
    expect(reforecastProblem({ forecastVolume: 4.205 }, current)).toEqual({ field: 'forecastVolume', message: 'The forecast volume may have at most two decimals' });
    expect(reforecastProblem({ minimumClipPercent: 10 }, current)?.field).toBe('minimumClipPercent');
    expect(reforecastProblem({}, current)?.field).toBe('forecastVolume');
    expect(reforecastProblem({ forecastVolume: 3.8 }, current)).toBeUndefined();
  });

  it('refuses a forecast below the hedged volume, not equal to it (decimals, not floats)', () => {
    expect(hedgedAboveForecast('2.50', '2.49')).toBe(true);
    expect(hedgedAboveForecast('2.50', '2.5')).toBe(false);
    // 0.1 + 0.2 in floats is 0.30000000000000004; the rule compares decimals.
    expect(hedgedAboveForecast('0.30', 0.3)).toBe(false);
  });
});

const period: ContractPeriod = {
  accountId: '100234', tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Feb-27', deliveryStart: '2027-02-01', deliveryEnd: '2027-02-28',
  forecastVolume: 4.2, budgetPrice: 80.5, minimumClipPercent: 10, hedgedVolume: 2.5, unit: 'MW', priceUnit: '£/MWh',
};

describe('the reforecast dialog’s schema', () => {
  const schema = reforecastFormSchema(period);
  it('puts each problem under its field', () => {
    expect(formProblems(schema, { forecastVolume: '', budgetPrice: '80.125', minimumClipPercent: '120', reason: ' ' })).toEqual({
      forecastVolume: 'Enter the forecast volume.',
      budgetPrice: 'Enter a number with at most two decimals, e.g. 3.50.',
      minimumClipPercent: 'Must be at most 100.',
      reason: 'Enter the reason: the customer sees it with the change.',
    });
    expect(formProblems(schema, { ...currentValues(period), forecastVolume: '0' }).forecastVolume).toBe('Must be more than 0.');
    expect(formProblems(schema, { ...currentValues(period), reason: 'No change' })).toEqual({ forecastVolume: 'Change at least one figure: these are the period’s current ones.' });
  });

  it('sends only the changed figures and the trimmed reason', () => {
    expect(toReforecastRequest(period, { ...currentValues(period), budgetPrice: '79.00', reason: '  Board decision ' })).toEqual({
      accountId: '100234', tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Feb-27', budgetPrice: 79, reason: 'Board decision',
    });
  });
});

describe('the audit entry in words', () => {
  it('names the desk member, the product, the account and each change with the reason', () => {
    const entry = {
      action: 'contract_change' as const, actor: 'Sam Okafor', target: '51001', method: 'POST', path: '/api/v2/contract/changes', refusal: null,
      before: '51001 POWERUKBASECAL Feb-27: forecast volume 4.20 MW, budget price 80.50 £/MWh, minimum clip 10.00 %',
      after: '51001 POWERUKBASECAL Feb-27: forecast volume 3.80 MW, budget price 80.50 £/MWh, minimum clip 12.50 %',
      reason: 'Site closure',
    };
    expect(accountIdsOf('contract_change', entry.before, entry.after)).toEqual(['51001']);
    expect(describeEntry(entry, (id) => `Northwind Foods (${id})`)).toBe(
      'Sam Okafor reforecast Power base UK Feb-27 of Northwind Foods (51001): forecast volume 4.20 MW → 3.80 MW; minimum clip 10.00 % → 12.50 % — reason: Site closure',
    );
  });
});
