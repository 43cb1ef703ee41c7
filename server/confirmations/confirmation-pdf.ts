/**
 * A trade confirmation as a one-page PDF (pdfkit, the library of the portfolio reports;
 * docs/files.md "PDF library"): header with company and account, the trade's figures in a table,
 * the response window and the supplier's details, footer "Page 1 of 1" with the close it executed
 * at. Deterministic: the same data gives the same bytes (fixed dates, no random ids).
 */
import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import { energyMwh, deliveryQuantity } from '../../domain/energy';
import { productName } from '../../domain/trade-index-names';
import { formatMoney, formatPrice, formatVolume } from '../reports/portfolio-report-pdf';

export interface SupplierDetails {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface ConfirmationData {
  reference: string;
  transactionId: string;
  accountId: string;
  accountName: string;
  companyName: string | null;
  tradeIndex: TradeIndex;
  deliveryPeriod: string;
  deliveryStart: string;
  deliveryEnd: string;
  direction: 'buy' | 'sell';
  /** Exact decimal text. */
  volume: string;
  price: string;
  value: string;
  executedAt: Date;
  issuedAt: Date;
  respondBy: Date;
  supplier: SupplierDetails;
}

const LONDON_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
const LONDON_TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' });
/** '27 Nov 2026' of a London calendar day. */
export const dayText = (day: string) => LONDON_DAY.format(new Date(`${day}T12:00:00Z`));
/** '27 Nov 2026 16:00 London time'. */
export const instantText = (instant: Date) => `${LONDON_DAY.format(instant)} ${LONDON_TIME.format(instant)} London time`;

const energyFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });
/** The trade's energy, exact: MWh for power (volume × real London hours), therms for gas (volume × days). */
export function energyText(index: TradeIndex, start: string, end: string, volume: string): string {
  const quantity = deliveryQuantity(index, start, end);
  const energy = index === 'GASNBP' ? new Decimal(volume).times(quantity) : energyMwh(index, quantity, volume);
  return `${energyFormat.format(energy.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toNumber())} ${index === 'GASNBP' ? 'therms' : 'MWh'}`;
}

export const confirmationFileName = (data: Pick<ConfirmationData, 'reference'>) => `Trade confirmation ${data.reference}.pdf`;
export const confirmationTitle = (data: ConfirmationData) =>
  `${data.direction === 'buy' ? 'Bought' : 'Sold'} ${formatVolume(data.volume)} ${data.tradeIndex === 'GASNBP' ? 'therms/day' : 'MW'} ${productName(data.tradeIndex, data.deliveryPeriod)} at ${formatPrice(data.price)} ${data.tradeIndex === 'GASNBP' ? 'p/therm' : '£/MWh'}`;

const BRAND = '#0b3d6e';
const MUTED = '#4a5568';
const RULE = '#c8d0da';
const LABEL = { backgroundColor: '#e8eef5', type: 'TH' as const, font: { src: 'Helvetica-Bold' } };

export async function renderConfirmation(data: ConfirmationData): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 60, bottom: 56, left: 48, right: 48 },
    info: { Title: `Trade confirmation ${data.reference}`, Author: data.supplier.name, Producer: 'Market Lens', Creator: 'Market Lens', CreationDate: data.issuedAt, ModDate: data.issuedAt },
    lang: 'en-GB',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const { width, height } = doc.page;
  const company = data.companyName ?? data.accountName;
  // Header: brand, company and account.
  doc.rect(0, 0, width, 6).fill(BRAND);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(BRAND).text('Market Lens', 48, 22, { lineBreak: false });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`${company} - account ${data.accountId}`, 48, 24, { width: width - 96, align: 'right', lineBreak: false });
  doc.moveTo(48, 42).lineTo(width - 48, 42).lineWidth(0.5).strokeColor(RULE).stroke();

  const unit = data.tradeIndex === 'GASNBP' ? 'therms/day' : 'MW';
  const priceUnit = data.tradeIndex === 'GASNBP' ? 'p/therm' : '£/MWh';
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(`Trade confirmation ${data.reference}`, 48, 60);
  doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(MUTED).text(`${confirmationTitle(data)}: ${formatMoney(data.value)}.`);
  doc.moveDown(0.8).font('Helvetica').fontSize(9.5).fillColor('black');
  doc.table({
    defaultStyle: { border: 0.5, borderColor: RULE, padding: 4 },
    columnStyles: [150, '*'],
    data: [
      [{ ...LABEL, text: 'Reference' }, data.reference],
      [{ ...LABEL, text: 'Company' }, company],
      [{ ...LABEL, text: 'Account' }, `${data.accountName} (${data.accountId})`],
      [{ ...LABEL, text: 'Product' }, productName(data.tradeIndex, data.deliveryPeriod)],
      [{ ...LABEL, text: 'Side' }, data.direction === 'buy' ? 'Buy' : 'Sell'],
      [{ ...LABEL, text: 'Delivery start' }, dayText(data.deliveryStart)],
      [{ ...LABEL, text: 'Delivery end' }, dayText(data.deliveryEnd)],
      [{ ...LABEL, text: 'Volume' }, `${formatVolume(data.volume)} ${unit}`],
      [{ ...LABEL, text: 'Energy' }, energyText(data.tradeIndex, data.deliveryStart, data.deliveryEnd, data.volume)],
      [{ ...LABEL, text: 'Price' }, `${formatPrice(data.price)} ${priceUnit}`],
      [{ ...LABEL, text: 'Value' }, formatMoney(data.value)],
      [{ ...LABEL, text: 'Executed' }, `${instantText(data.executedAt)}, at the published closing price`],
      [{ ...LABEL, text: 'Issued' }, instantText(data.issuedAt)],
    ],
  });
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text('Confirm or dispute', 48);
  doc.moveDown(0.3).font('Helvetica').fontSize(9.5).text(
    `Please check this trade and confirm it, or dispute it with a reason, in Market Lens under Transactions by ${instantText(data.respondBy)}. ` +
      'A dispute opens a support query with our trading desk. If we hear nothing by then, the trade stands as confirmed.',
  );
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text('Supplier');
  doc.moveDown(0.3).font('Helvetica').fontSize(9.5).text(data.supplier.name);
  doc.text(data.supplier.address);
  doc.text(`Trading desk: ${data.supplier.phone}, ${data.supplier.email}`);

  // Footer: the close it executed at and the page count (one page).
  doc.page.margins.bottom = 0;
  doc.moveTo(48, height - 40).lineTo(width - 48, height - 40).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(`Figures as at the close of ${LONDON_DAY.format(data.executedAt)}`, 48, height - 32, { lineBreak: false });
  doc.text('Page 1 of 1', 48, height - 32, { width: width - 96, align: 'right', lineBreak: false });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
