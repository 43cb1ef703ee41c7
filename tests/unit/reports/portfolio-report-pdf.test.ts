// @vitest-environment node
// The portfolio report a buyer forwards to the board (docs/files.md): page 1 answers "where do
// we stand?" with the account's figures (hedged % by energy, volumes, estimated cost as a £
// figure even when a period has no close yet, budget), every page says "Page n of m".
// Fixed figures worked out by hand: Jan-27 has 744 baseload hours, Feb-27 672, gas days 31.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import type { PositionPeriod } from '../../../generated/model/positionPeriod';
import type { PortfolioReportData } from '../../../server/reports/portfolio-report-data';
import { renderPortfolioReport } from '../../../server/reports/portfolio-report-pdf';
import { reportSummary } from '../../../server/reports/portfolio-report-summary';

const period = (fields: Partial<PositionPeriod> & Pick<PositionPeriod, 'deliveryPeriod' | 'deliveryStart' | 'deliveryEnd'>): PositionPeriod => ({
  forecastVolume: 0,
  hedgedVolume: 0,
  openVolume: 0,
  hedgedPercent: 0,
  averageLockedPrice: null,
  latestClosingPrice: null,
  openValue: null,
  lockedCost: 0,
  budgetPrice: 0,
  budgetCost: 0,
  estimatedTotalCost: null,
  variance: null,
  budgetAtRiskP5: null,
  budgetAtRiskP95: null,
  tradeDeadline: '2026-12-24',
  pastTradeDeadline: false,
  ...fields,
});

const DATA: PortfolioReportData = {
  accountId: '51001',
  accountName: 'Northwind Foods',
  month: '2026-12',
  asOf: '2026-12-31',
  positions: [
    {
      tradeIndex: 'POWERUKBASECAL',
      unit: 'MW',
      priceUnit: '£/MWh',
      priceDate: '2026-12-31',
      periods: [
        // 4 of 10 MW locked at £80 (4 × 744 × 80), open 6 MW at the £90 close.
        period({ deliveryPeriod: 'Jan-27', deliveryStart: '2027-01-01', deliveryEnd: '2027-01-31', forecastVolume: 10, hedgedVolume: 4, openVolume: 6, hedgedPercent: 40, averageLockedPrice: 80, latestClosingPrice: 90, openValue: 401760, lockedCost: 238080, budgetPrice: 85, budgetCost: 632400, estimatedTotalCost: 639840, variance: 7440 }),
        // Not listed yet on the report day: no close, so the open 5 MW count at the £85 budget price (285,600).
        period({ deliveryPeriod: 'Feb-27', deliveryStart: '2027-02-01', deliveryEnd: '2027-02-28', forecastVolume: 5, openVolume: 5, budgetPrice: 85, budgetCost: 285600 }),
      ],
    },
    {
      tradeIndex: 'GASNBP',
      unit: 'therms/day',
      priceUnit: 'p/therm',
      priceDate: '2026-12-31',
      periods: [
        // 500 of 1,000 therms/day locked at 100p (500 × 31 × 100 ÷ 100), open 500 at the 110p close.
        period({ deliveryPeriod: 'Jan-27', deliveryStart: '2027-01-01', deliveryEnd: '2027-01-31', forecastVolume: 1000, hedgedVolume: 500, openVolume: 500, hedgedPercent: 50, averageLockedPrice: 100, latestClosingPrice: 110, openValue: 17050, lockedCost: 15500, budgetPrice: 100, budgetCost: 31000, estimatedTotalCost: 32550, variance: 1550 }),
      ],
    },
  ],
  trades: [{ tradeDate: '2026-12-14', tradeIndex: 'GASNBP', deliveryPeriod: 'Jan-27', direction: 'buy', volume: '500', unit: 'therms/day', price: '100', value: '15500' }],
};

/** The text of `pages` as pdftotext lays it out (columns in reading order), every run of blanks and line breaks as one space. */
function pageText(pdf: Uint8Array, first: number, last = first): string {
  const file = join(mkdtempSync(join(tmpdir(), 'portfolio-report-')), 'report.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-f', String(first), '-l', String(last), file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('the portfolio report summary', () => {
  it('adds power and gas up as energy and values open volume without a close at the budget price', () => {
    const summary = reportSummary(DATA);
    expect(summary.estimatedCost.toFixed(2)).toBe('957990.00');
    expect(summary.budgetCost.toFixed(2)).toBe('949000.00');
    expect(summary.periodsAtBudget).toBe(1);
    expect(summary.forecastMwh.toFixed(2)).toBe('11708.52');
    expect(summary.hedgedMwh.toFixed(2)).toBe('3430.26');
    expect(summary.indices.map((index) => index.averageLockedPrice?.toFixed(2))).toEqual(['80.00', '100.00']);
  });
});

describe('the portfolio report PDF', () => {
  it('opens with the account’s figures on page 1: hedged % by energy, volumes, a £ estimated cost, the budget', async () => {
    const page1 = pageText(await renderPortfolioReport(DATA), 1);
    expect(page1).toContain('Portfolio report - December 2026');
    expect(page1).toContain('Market Lens');
    expect(page1).toContain('Northwind Foods - account 51001');
    // The key figures, as tiles: label line, then value line.
    expect(page1).toMatch(/Hedged \(by energy\) Estimated cost Budget cost Over budget by 29\.30% £957,990\.00 £949,000\.00 £8,990\.00/);
    expect(page1).toMatch(/Forecast energy Hedged energy Open energy Locked cost 11,709 MWh 3,430 MWh 8,278 MWh £253,580\.00/);
    // The chart's headings per index, with the energy figures.
    expect(page1).toContain('Power base UK: 27.56% hedged - 2,976 MWh hedged, 7,824 MWh open of 10,800 MWh');
    expect(page1).toContain('Gas NBP: 50.00% hedged - 454 MWh hedged, 454 MWh open of 909 MWh');
    // By index: average locked price in the index's unit, estimated cost in £ (never "-").
    expect(page1).toMatch(/Power base UK 10,800 MWh 2,976 MWh 27\.56% 80\.00 £\/MWh £925,440\.00 £918,000\.00/);
    expect(page1).toMatch(/Gas NBP 909 MWh 454 MWh 50\.00% 100\.00 p\/therm £32,550\.00 £31,000\.00/);
    expect(page1).toContain('1 period has no close that day (not listed yet) and its open volume is counted at the budget price');
    expect(page1).toContain('Figures as at the close of 31 December 2026');
    expect(page1).toContain('Page 1 of 4');
  });

  it('numbers every page "Page n of m" under the brand header, detail after the summary', async () => {
    const pdf = await renderPortfolioReport(DATA);
    for (const page of [1, 2, 3, 4]) {
      const text = pageText(pdf, page);
      expect(text).toContain(`Page ${page} of 4`);
      expect(text).toContain('Northwind Foods - account 51001');
    }
    expect(pageText(pdf, 2)).toContain('Power base UK');
    expect(pageText(pdf, 3)).toContain('Gas NBP');
    expect(pageText(pdf, 4)).toContain('Trades in December 2026');
  });
});
