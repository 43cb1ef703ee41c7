/**
 * The portal's .xlsx downloads (docs/files.md, "Spreadsheets"): one sheet written by exceljs's
 * streaming WorkbookWriter, a batch of rows at a time, straight into the HTTP response, so a
 * ledger of any length keeps the server's memory flat. The sheet has a bold title row, one row
 * per filter used ("Filters: …"), an empty row, a bold header row frozen with everything above
 * it, then the data. Cells are typed: a day is an Excel date, a figure a number with its own
 * format (the £, the unit), a text always a string cell: exceljs writes a formula only for a
 * `{ formula }` value, so text starting with =, +, - or @ is never evaluated (tests read it back).
 */
import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';

import ExcelJS from 'exceljs';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Number formats (Excel format codes): £ with two decimals, a unit after the figure. */
export const GBP_FORMAT = '"£"#,##0.00;-"£"#,##0.00';
export const DATE_FORMAT = 'dd mmm yyyy';
export const PERCENT_FORMAT = '0.00%';
/** A volume or price with two decimals and its unit: `2.50 MW`, `84.35 £/MWh`. */
export const unitFormat = (unit: string) => `#,##0.00" ${unit}"`;

/** A typed cell: a day ('YYYY-MM-DD' as `{ day }`), a figure with its format, a text, or empty. */
export type XlsxCell = string | { day: string } | { number: number; format: string } | null;

export interface XlsxColumn {
  header: string;
  /** In characters. */
  width: number;
}

export interface XlsxSheet {
  /** The sheet's tab name (at most 31 characters) and its first row. */
  name: string;
  title: string;
  /** The filters used, one line each ("Filters: account 18234567012, index …"). */
  filters: string[];
  columns: XlsxColumn[];
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day 'YYYY-MM-DD' in the portal's short form for the sheet's title and filter lines: `29 Jan 2027`. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${SHORT_MONTHS[month - 1]} ${year}`;
}

/** A London calendar day as the Excel date of that day (exceljs counts from UTC midnight). */
function excelDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

/**
 * One style object per number format, shared by every cell that has it: exceljs keeps the style
 * id of a style object it has seen (a WeakMap), so a shared object is looked up once instead of
 * being rendered again for each of the ledger's cells.
 */
const PLAIN: Partial<ExcelJS.Style> = {};
const STYLES = new Map<string, Partial<ExcelJS.Style>>();
function styleOf(numFmt: string): Partial<ExcelJS.Style> {
  let style = STYLES.get(numFmt);
  if (!style) STYLES.set(numFmt, (style = { numFmt }));
  return style;
}

function setCell(row: ExcelJS.Row, column: number, value: XlsxCell): void {
  if (value === null) return;
  const cell = row.getCell(column);
  if (typeof value === 'string') {
    cell.value = value;
    cell.style = PLAIN;
  } else if ('day' in value) {
    cell.value = excelDay(value.day);
    cell.style = styleOf(DATE_FORMAT);
  } else {
    cell.value = value.number;
    cell.style = styleOf(value.format);
  }
}

/** The row number of the header: title, filter lines, an empty row, then the header. */
export const headerRowOf = (sheet: Pick<XlsxSheet, 'filters'>) => sheet.filters.length + 3;

/**
 * The workbook as a stream for the response. The rows are read from `batches` as the response
 * is written; between batches the writer waits while the response's buffer is full. An error
 * while reading destroys the stream (the download fails rather than ending short).
 */
export function xlsxStream(sheet: XlsxSheet, batches: AsyncIterable<XlsxCell[][]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const headerRow = headerRowOf(sheet);
  const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31), { views: [{ state: 'frozen', xSplit: 0, ySplit: headerRow }] });
  worksheet.columns = sheet.columns.map(({ width }) => ({ width }));

  async function write(): Promise<void> {
    const title = worksheet.getRow(1);
    title.getCell(1).value = sheet.title;
    title.font = { bold: true, size: 14 };
    title.commit();
    sheet.filters.forEach((line, i) => {
      const row = worksheet.getRow(2 + i);
      row.getCell(1).value = line;
      row.commit();
    });
    const header = worksheet.getRow(headerRow);
    sheet.columns.forEach(({ header: text }, i) => {
      header.getCell(i + 1).value = text;
    });
    header.font = { bold: true };
    header.commit();
    let next = headerRow + 1;
    for await (const batch of batches) {
      for (const values of batch) {
        const row = worksheet.getRow(next++);
        values.forEach((value, i) => setCell(row, i + 1, value));
        row.commit();
      }
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
      if (output.destroyed) return; // the client went away: stop reading
    }
    worksheet.commit();
    await workbook.commit();
  }

  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
