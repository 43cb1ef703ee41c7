/**
 * The monthly portfolio report as a PDF (pdfkit, docs/files.md), made to be forwarded to a
 * board: page 1 answers "where do we stand?" (key figures, a hedged-vs-open bar per index,
 * a table by index; portfolio-report-summary.ts), then per traded index a page with the hedged
 * and open volume and the cost against budget period by period, then the month's trades.
 * Every page has the brand and account at the top and "Page n of m" at the foot.
 * Deterministic: the same data gives the same bytes (fixed creation date, no random ids).
 */
import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { PortfolioReportData } from './portfolio-report-data';
import { TRADE_INDEX_NAMES } from '../../domain/trade-index-names';
import { hedgedShare, reportSummary, type ReportSummary } from './portfolio-report-summary';

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
/** Hairline grey cell borders: the tables read as a report, not a grid. */
const TABLE_STYLE = { border: 0.5, borderColor: '#c8d0da', padding: 3 };
const header = (cells: string[]) => cells.map((text) => ({ ...HEADER, text }));

export function portfolioReportTitle(data: PortfolioReportData): string {
  return `${data.accountName} - portfolio report, ${monthLabel(data.month)}`;
}

/** The report's palette: brand navy, the hedged share in navy and the open share in a light blue (both with words, never colour alone). */
const BRAND = '#0b3d6e';
const OPEN_FILL = '#c9d8ea';
const MUTED = '#4a5568';
const RULE = '#c8d0da';

const mwhFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
/** Energy, whole MWh ('1,234 MWh'). */
export const formatMwh = (value: Decimal) => `${mwhFormat.format(value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber())} MWh`;
const money = (value: Decimal) => formatMoney(value.toFixed(2));
const percent = (value: Decimal) => formatPercent(value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber());

/** Brand and account at the top of every page, "figures as at" and "Page n of m" at the foot (drawn once all pages exist). */
function drawFrame(doc: PDFKit.PDFDocument, data: PortfolioReportData) {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const { width, height } = doc.page;
    const bottom = doc.page.margins.bottom;
    // Text in the margins must not open a new page.
    doc.page.margins.bottom = 0;
    doc.rect(0, 0, width, 6).fill(BRAND);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(BRAND).text('Market Lens', 48, 22, { lineBreak: false });
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`${data.accountName} - account ${data.accountId}`, 48, 24, { width: width - 96, align: 'right', lineBreak: false });
    doc.moveTo(48, 42).lineTo(width - 48, 42).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.moveTo(48, height - 40).lineTo(width - 48, height - 40).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.fontSize(8).fillColor(MUTED).text(`Figures as at the close of ${dayLabel(data.asOf)}`, 48, height - 32, { lineBreak: false });
    doc.text(`Page ${page - start + 1} of ${count}`, 48, height - 32, { width: width - 96, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black').strokeColor('black');
}

/** A labelled figure in a box. */
function tile(doc: PDFKit.PDFDocument, x: number, y: number, width: number, label: string, value: string, note: string) {
  doc.roundedRect(x, y, width, 62, 4).lineWidth(0.75).strokeColor(RULE).stroke();
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(label, x + 8, y + 8, { width: width - 16, lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(13).fillColor('black').text(value, x + 8, y + 22, { width: width - 16, lineBreak: false });
  doc.font('Helvetica').fontSize(7.5).fillColor(MUTED).text(note, x + 8, y + 43, { width: width - 16, lineBreak: false });
}

/**
 * Per index a column chart: one column per delivery period, its hedged share of the forecast
 * in navy from the bottom and the open share in light blue above (over-hedged shows full), with
 * the index's totals in words above it. Returns the y below the charts.
 */
function hedgedOpenCharts(doc: PDFKit.PDFDocument, data: PortfolioReportData, summary: ReportSummary, y: number): number {
  const left = 48 + 26;
  const width = doc.page.width - 48 - left;
  const height = summary.indices.length >= 3 ? 56 : 84;
  let top = y;
  for (const [position, index] of data.positions.map((p, i) => [p, summary.indices[i]] as const)) {
    if (!index) continue;
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor('black').text(`${INDEX_LABELS[index.tradeIndex]}: ${percent(hedgedShare(index))} hedged`, 48, top, { continued: true });
    doc.font('Helvetica').fillColor(MUTED).text(` - ${formatMwh(index.hedgedMwh)} hedged, ${formatMwh(index.openMwh)} open of ${formatMwh(index.forecastMwh)}`);
    const chartTop = doc.y + 4;
    // The 0, 50 and 100 % lines.
    doc.font('Helvetica').fontSize(6.5).fillColor(MUTED);
    for (const level of [0, 50, 100]) {
      const lineY = chartTop + height - (height * level) / 100;
      doc.moveTo(left, lineY).lineTo(left + width, lineY).lineWidth(0.4).strokeColor(RULE).stroke();
      doc.text(`${level}%`, 48, lineY - 3, { width: 22, align: 'right', lineBreak: false });
    }
    const slot = width / Math.max(1, position.periods.length);
    const barWidth = Math.min(26, slot * 0.7);
    position.periods.forEach((period, i) => {
      const share = Math.min(100, Math.max(0, period.hedgedPercent)) / 100;
      const x = left + i * slot + (slot - barWidth) / 2;
      doc.rect(x, chartTop, barWidth, height).fill(OPEN_FILL);
      if (share > 0) doc.rect(x, chartTop + height * (1 - share), barWidth, height * share).fill(BRAND);
      doc.font('Helvetica').fontSize(6.5).fillColor('black').text(period.deliveryPeriod, left + i * slot, chartTop + height + 3, { width: slot, align: 'center', lineBreak: false });
    });
    top = chartTop + height + 18;
  }
  // Legend: the colours with their words.
  doc.rect(left, top, 9, 9).fill(BRAND);
  doc.font('Helvetica').fontSize(8).fillColor('black').text('Hedged (executed trades)', left + 13, top + 1, { lineBreak: false });
  doc.rect(left + 140, top, 9, 9).fill(OPEN_FILL);
  doc.fillColor('black').text('Open (still to buy), by delivery period', left + 153, top + 1, { lineBreak: false });
  return top + 20;
}

/** Page 1: where the account stands, in figures and one chart. */
function summaryPage(doc: PDFKit.PDFDocument, data: PortfolioReportData) {
  const summary = reportSummary(data);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(`Portfolio report - ${monthLabel(data.month)}`, 48, 60);
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(MUTED).text(`${data.accountName} (account ${data.accountId}) - position at the close of ${dayLabel(data.asOf)}, ${data.trades.length} trade${data.trades.length === 1 ? '' : 's'} this month.`);
  if (summary.indices.length === 0) {
    doc.moveDown().fillColor('black').fontSize(11).text('This account has no flexible contract periods.');
    return;
  }
  const variance = summary.estimatedCost.minus(summary.budgetCost);
  const gap = 10;
  const width = (doc.page.width - 96 - 3 * gap) / 4;
  let y = doc.y + 14;
  tile(doc, 48, y, width, 'Hedged (by energy)', percent(hedgedShare(summary)), `${mwhFormat.format(summary.hedgedMwh.round().toNumber())} of ${formatMwh(summary.forecastMwh)}`);
  tile(doc, 48 + (width + gap), y, width, 'Estimated cost', money(summary.estimatedCost), 'locked + open at the close');
  tile(doc, 48 + 2 * (width + gap), y, width, 'Budget cost', money(summary.budgetCost), 'forecast at budget prices');
  tile(doc, 48 + 3 * (width + gap), y, width, variance.gt(0) ? 'Over budget by' : 'Under budget by', money(variance.abs()), `estimated ${variance.gt(0) ? 'above' : 'within'} budget`);
  y += 62 + gap;
  tile(doc, 48, y, width, 'Forecast energy', formatMwh(summary.forecastMwh), `${data.positions.reduce((n, p) => n + p.periods.length, 0)} contract periods`);
  tile(doc, 48 + (width + gap), y, width, 'Hedged energy', formatMwh(summary.hedgedMwh), 'net executed volume');
  tile(doc, 48 + 2 * (width + gap), y, width, 'Open energy', formatMwh(summary.openMwh), 'forecast less hedged');
  tile(doc, 48 + 3 * (width + gap), y, width, 'Locked cost', money(summary.lockedCost), 'of the executed trades');
  y += 62 + 22;

  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text('Hedged and open, by index', 48, y);
  y = hedgedOpenCharts(doc, data, summary, doc.y + 6) + 6;

  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text('By index', 48, y);
  doc.moveDown(0.3).font('Helvetica').fontSize(8);
  doc.table({
    defaultStyle: TABLE_STYLE,
    columnStyles: ['*', 62, 62, 48, 62, 80, 80],
    data: [
      header(['Index', 'Forecast', 'Hedged', 'Hedged %', 'Avg locked price', 'Estimated cost', 'Budget cost']),
      ...summary.indices.map((index) => [
        INDEX_LABELS[index.tradeIndex],
        formatMwh(index.forecastMwh),
        formatMwh(index.hedgedMwh),
        percent(hedgedShare(index)),
        index.averageLockedPrice === null ? 'nothing hedged' : `${formatPrice(index.averageLockedPrice.toFixed(2))} ${index.priceUnit}`,
        money(index.estimatedCost),
        money(index.budgetCost),
      ]),
    ],
  });
  doc.moveDown(0.6).font('Helvetica').fontSize(7.5).fillColor(MUTED);
  doc.text(
    `Hedged % is weighted by energy (gas therms converted to MWh), so power and gas add up. The estimated cost is the locked cost of the executed trades plus the open volume at the close of ${dayLabel(data.asOf)}` +
      (summary.periodsAtBudget > 0 ? `; ${summary.periodsAtBudget} period${summary.periodsAtBudget === 1 ? ' has' : 's have'} no close that day (not listed yet) and ${summary.periodsAtBudget === 1 ? 'its' : 'their'} open volume is counted at the budget price.` : '.') +
      ' Period by period figures and the month\'s trades follow.',
    48,
    doc.y,
    { width: doc.page.width - 96 },
  );
  doc.fillColor('black');
}

export async function renderPortfolioReport(data: PortfolioReportData): Promise<Uint8Array> {
  const created = new Date(`${data.asOf}T18:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 60, bottom: 56, left: 48, right: 48 },
    bufferPages: true,
    info: { Title: portfolioReportTitle(data), Author: 'Market Lens', Producer: 'Market Lens', Creator: 'Market Lens', CreationDate: created, ModDate: created },
    lang: 'en-GB',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  summaryPage(doc, data);

  for (const position of data.positions) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(15).text(INDEX_LABELS[position.tradeIndex]);
    doc.font('Helvetica').fontSize(9).fillColor('#444444');
    doc.text(`Volumes in ${position.unit}, prices in ${position.priceUnit}. Closing prices of ${position.priceDate ? dayLabel(position.priceDate) : 'no day yet'}.`);
    doc.fillColor('black').moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(11).text('Hedged and open volume');
    doc.moveDown(0.3).font('Helvetica').fontSize(8);
    doc.table({
    defaultStyle: TABLE_STYLE,
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
    defaultStyle: TABLE_STYLE,
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
    defaultStyle: TABLE_STYLE,
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
  drawFrame(doc, data);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
