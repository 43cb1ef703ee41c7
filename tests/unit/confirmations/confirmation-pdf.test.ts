// @vitest-environment node
// A trade confirmation's PDF read back with pdftotext: every figure the buyer checks, worked out
// by hand (Q1-27 baseload has 2,159 London hours — the spring clock change — Sum-27 gas 183 days).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { type ConfirmationData, renderConfirmation } from '../../../server/confirmations/confirmation-pdf';

const SUPPLIER = { name: 'Market Lens Energy Ltd', address: '1 Energy Street, London EC2A 4NE', phone: '+44 20 7946 0321', email: 'optimisation@market-lens.local' };
const base: ConfirmationData = {
  reference: 'ML-26-004217',
  transactionId: 'c2e4a6b8-0d1f-4c3e-9a5b-7d9f1b3c5e7a',
  accountId: '51001',
  accountName: 'Northwind Foods - 7001',
  companyName: 'Northwind Foods Ltd',
  tradeIndex: 'POWERUKBASECAL',
  deliveryPeriod: 'Q1-27',
  deliveryStart: '2027-01-01',
  deliveryEnd: '2027-03-31',
  direction: 'buy',
  volume: '2.5',
  price: '84.35',
  value: '455279.13',
  executedAt: new Date('2026-11-23T16:00:00Z'),
  issuedAt: new Date('2026-11-23T18:05:00Z'),
  respondBy: new Date('2026-11-25T17:00:00Z'),
  supplier: SUPPLIER,
};

const dir = mkdtempSync(join(tmpdir(), 'confirmation-pdf-'));
async function textOf(data: ConfirmationData): Promise<string> {
  const file = join(dir, `${data.reference}-${data.tradeIndex}.pdf`);
  writeFileSync(file, await renderConfirmation(data));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('the trade confirmation PDF', () => {
  it('shows a power trade: reference, company and account, product, delivery, volume, energy in MWh, price, £ value, times, supplier', async () => {
    const text = await textOf(base);
    for (const expected of [
      'Trade confirmation ML-26-004217',
      'Bought 2.5 MW Power base UK Q1-27 at 84.35 £/MWh: £455,279.13.',
      'Reference ML-26-004217',
      'Company Northwind Foods Ltd',
      'Account Northwind Foods - 7001 (51001)',
      'Product Power base UK Q1-27',
      'Side Buy',
      'Delivery start 1 Jan 2027',
      'Delivery end 31 Mar 2027',
      'Volume 2.5 MW',
      'Energy 5,397.5 MWh',
      'Price 84.35 £/MWh',
      'Value £455,279.13',
      'Executed 23 Nov 2026 16:00 London time, at the published closing price',
      'Issued 23 Nov 2026 18:05 London time',
      'by 25 Nov 2026 17:00 London time',
      'Market Lens Energy Ltd 1 Energy Street, London EC2A 4NE Trading desk: +44 20 7946 0321, optimisation@market-lens.local',
      'Figures as at the close of 23 Nov 2026',
      'Page 1 of 1',
    ]) expect(text).toContain(expected);
  });

  it('shows a gas trade in therms and p/therm, and a summer execution in BST', async () => {
    const text = await textOf({
      ...base, reference: 'ML-27-000001', tradeIndex: 'GASNBP', deliveryPeriod: 'Sum-27', deliveryStart: '2027-04-01', deliveryEnd: '2027-09-30', direction: 'sell',
      volume: '12000', price: '86.1', value: '1890756', executedAt: new Date('2027-06-01T16:00:00Z'),
    });
    expect(text).toContain('Sold 12,000 therms/day Gas NBP Sum-27 at 86.10 p/therm: £1,890,756.00.');
    expect(text).toContain('Energy 2,196,000 therms');
    expect(text).toContain('Executed 1 Jun 2027 17:00 London time');
  });

  it('is the same bytes for the same data', async () => {
    expect(Buffer.from(await renderConfirmation(base)).equals(Buffer.from(await renderConfirmation(base)))).toBe(true);
  });
});
