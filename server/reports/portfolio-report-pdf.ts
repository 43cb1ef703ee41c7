/**
 * The monthly portfolio report as a PDF (pdfkit, docs/files.md): a cover with the account
 * and the date the figures are as of, then per traded index a page with the hedged and open
 * volume and the cost against budget period by period, then the month's trades.
 * Deterministic: the same data gives the same bytes (fixed creation date, no random ids).
 */
import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import { hedgedPercent } from '../trading/valuation';
import type { PortfolioReportData } from './portfolio-report-data';
import { TRADE_INDEX_NAMES } from '../../domain/trade-index-names';

export const INDEX_LABELS: Readonly<Record<TradeIndex, string>> = TRADE_INDEX_NAMES;

const decimals = (digits: number) => new Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const twoPlaces = decimals(2);
const volumeFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

/** How the report writes each kind of figure; tests read the PDF with the same formats. */
export const formatMoney = (value: number | string | null) => (value === null ? '-' : `${Number(value) < 0 ? '-' : ''}£${twoPlaces.format(Math.abs(Number(value)))}`);
export const formatPrice = (value: number | string | null) => (value === null ? '-' : twoPlaces.format(Number(value)));
export const formatVolume = (value: number | string) => volumeFormat.format(Number(value));
export const formatPercent = (value: number) => `${twoPlaces.format(value)}%`;

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T12:00:00Z`));
const dayLabel = (day: string) => DAY.format(new Date(`${day}T12:00:00Z`));

const HEADER = { backgroundColor: '#e8eef5', type: 'TH' as const, font: { src: 'Helvetica-Bold' } };
const header = (cells: string[]) => cells.map((text) => ({ ...HEADER, text }));

export function portfolioReportTitle(data: PortfolioReportData): string {
  return `${data.accountName} - portfolio report, ${monthLabel(data.month)}`;
}

export async function renderPortfolioReport(data: PortfolioReportData): Promise<Uint8Array> {
  const created = new Date(`${data.asOf}T18:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: portfolioReportTitle(data), Author: 'Market Lens', Producer: 'Market Lens', Creator: 'Market Lens', CreationDate: created, ModDate: created },
    lang: 'en-GB',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(`Portfolio report - ${monthLabel(data.month)}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(12).text(`${data.accountName} (account ${data.accountId})`);
  doc.moveDown(0.5).fontSize(10).fillColor('#444444');
  doc.text(`Position as of ${dayLabel(data.asOf)}: trades made on or before that day, open volume valued at that day's closing prices.`);
  doc.text('Hedged volume is the net executed volume; open volume is the forecast less the hedged volume. The estimated total cost is the locked cost plus the open volume at the latest close; the variance compares it with the budget.');
  doc.fillColor('black').moveDown();

  const summary = data.positions.map((position) => {
    const total = (values: number[]) => values.reduce((sum, value) => sum.plus(value), new Decimal(0));
    const forecast = total(position.periods.map((period) => period.forecastVolume));
    const hedged = total(position.periods.map((period) => period.hedgedVolume));
    const estimated = position.periods.every((period) => period.estimatedTotalCost !== null) ? total(position.periods.map((period) => period.estimatedTotalCost ?? 0)) : null;
    return [
      INDEX_LABELS[position.tradeIndex],
      String(position.periods.length),
      formatPercent(hedgedPercent(hedged, forecast)),
      formatMoney(total(position.periods.map((period) => period.budgetCost)).toFixed(2)),
      formatMoney(estimated === null ? null : estimated.toFixed(2)),
    ];
  });
  doc.font('Helvetica-Bold').fontSize(13).text('Summary');
  doc.moveDown(0.3).font('Helvetica').fontSize(9);
  if (summary.length === 0) doc.text('This account has no flexible contract periods.');
  else doc.table({ columnStyles: ['*', 60, 80, 110, 110], data: [header(['Index', 'Periods', 'Hedged', 'Budget cost', 'Estimated cost']), ...summary] });

  for (const position of data.positions) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(15).text(INDEX_LABELS[position.tradeIndex]);
    doc.font('Helvetica').fontSize(9).fillColor('#444444');
    doc.text(`Volumes in ${position.unit}, prices in ${position.priceUnit}. Closing prices of ${position.priceDate ? dayLabel(position.priceDate) : 'no day yet'}.`);
    doc.fillColor('black').moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(11).text('Hedged and open volume');
    doc.moveDown(0.3).font('Helvetica').fontSize(8);
    doc.table({
      columnStyles: [70, '*', '*', '*', '*', '*', '*'],
      data: [
        header(['Period', 'Forecast', 'Hedged', 'Open', 'Hedged %', 'Avg locked price', 'Latest close']),
        ...position.periods.map((period) => [
          period.deliveryPeriod,
          formatVolume(period.forecastVolume),
          formatVolume(period.hedgedVolume),
          formatVolume(period.openVolume),
          formatPercent(period.hedgedPercent),
          formatPrice(period.averageLockedPrice),
          formatPrice(period.latestClosingPrice),
        ]),
      ],
    });
    doc.moveDown().font('Helvetica-Bold').fontSize(11).text('Cost against budget');
    doc.moveDown(0.3).font('Helvetica').fontSize(8);
    doc.table({
      columnStyles: [70, '*', '*', '*', '*', '*'],
      data: [
        header(['Period', 'Locked cost', 'Open volume at latest close', 'Estimated total cost', 'Budget cost', 'Variance']),
        ...position.periods.map((period) => [
          period.deliveryPeriod,
          formatMoney(period.lockedCost),
          formatMoney(period.openValue),
          formatMoney(period.estimatedTotalCost),
          formatMoney(period.budgetCost),
          formatMoney(period.variance),
        ]),
      ],
    });
  }

  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(15).text(`Trades in ${monthLabel(data.month)}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(8);
  if (data.trades.length === 0) doc.fontSize(10).text('No trades were made this month.');
  else
    doc.table({
      columnStyles: [60, 75, 65, 40, '*', '*', '*'],
      data: [
        header(['Date', 'Index', 'Period', 'Side', 'Volume', 'Price', 'Value']),
        ...data.trades.map((trade) => [
          trade.tradeDate,
          INDEX_LABELS[trade.tradeIndex],
          trade.deliveryPeriod,
          trade.direction === 'buy' ? 'Buy' : 'Sell',
          `${formatVolume(trade.volume)} ${trade.unit}`,
          formatPrice(trade.price),
          formatMoney(trade.value),
        ]),
      ],
    });
  doc.moveDown().fontSize(9).fillColor('#444444').text('Prepared by Market Lens from the account\'s recorded trades and the published closing prices.');
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
