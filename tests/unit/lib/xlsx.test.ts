// @vitest-environment node
// The portal's .xlsx writer (server/lib/xlsx.ts), read back with the library that wrote it, cell by
// cell: title, filter lines, a frozen bold header, typed cells with their formats, text never a formula.
import type { Readable } from 'node:stream';

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { DATE_FORMAT, formatDay, GBP_FORMAT, PERCENT_FORMAT, unitFormat, type XlsxCell, xlsxStream } from '../../../server/lib/xlsx';
import { excelDay, readWorkbook, zipEntry } from '../../harness/xlsx';

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function* batchesOf(...batches: XlsxCell[][][]) {
  for (const batch of batches) yield batch;
}

const SHEET = {
  name: 'Transactions',
  title: 'Transactions, exported 28 Nov 2026',
  filters: ['Filters: account 51001, all indices', 'Second line'],
  columns: [
    { header: 'Trade date', width: 13 },
    { header: 'Name', width: 30 },
    { header: 'Volume', width: 18 },
    { header: 'Value', width: 17 },
    { header: 'Share', width: 10 },
  ],
};

describe('an .xlsx the portal writes', () => {
  it('has the title, the filters, an empty row and a frozen bold header above the rows', async () => {
    const file = await bytes(xlsxStream(SHEET, batchesOf([['x', null, null, null, null]])));
    const sheet = await readWorkbook(file);
    expect(sheet.name).toBe('Transactions');
    expect(sheet.getCell('A1').value).toBe('Transactions, exported 28 Nov 2026');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('Filters: account 51001, all indices');
    expect(sheet.getCell('A3').value).toBe('Second line');
    expect(sheet.getRow(4).cellCount).toBe(0);
    expect([1, 2, 3, 4, 5].map((column) => sheet.getRow(5).getCell(column).value)).toEqual(['Trade date', 'Name', 'Volume', 'Value', 'Share']);
    expect(sheet.getCell('B5').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5, topLeftCell: 'A6' });
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.getCell('A6').value).toBe('x');
    expect(sheet.rowCount).toBe(6);
  });

  it('writes days as Excel dates, figures as numbers with their £, unit or percent format, empty as empty', async () => {
    const rows: XlsxCell[][] = [
      [{ day: '2026-02-28' }, 'Northwind', { number: 2.5, format: unitFormat('MW') }, { number: -1250.5, format: GBP_FORMAT }, { number: 0.625, format: PERCENT_FORMAT }],
      [{ day: '2027-01-29' }, 'Gas', { number: 1500, format: unitFormat('therms/day') }, null, null],
    ];
    const sheet = await readWorkbook(await bytes(xlsxStream(SHEET, batchesOf(rows))));
    const first = sheet.getRow(6);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(1).value).toEqual(excelDay('2026-02-28'));
    expect(first.getCell(1).numFmt).toBe(DATE_FORMAT);
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(3).value).toBe(2.5);
    expect(first.getCell(3).numFmt).toBe('#,##0.00" MW"');
    expect(first.getCell(4).value).toBe(-1250.5);
    expect(first.getCell(4).numFmt).toBe('"£"#,##0.00;-"£"#,##0.00');
    expect(first.getCell(5).value).toBe(0.625);
    expect(first.getCell(5).numFmt).toBe('0.00%');
    const second = sheet.getRow(7);
    expect(second.getCell(1).value).toEqual(excelDay('2027-01-29'));
    expect(second.getCell(3).numFmt).toBe('#,##0.00" therms/day"');
    expect(second.getCell(4).type).toBe(ExcelJS.ValueType.Null);
  });

  it('writes text starting with =, +, - or @ as a string cell, never a formula', async () => {
    const texts = ['=HYPERLINK("http://evil","x")', '+44 20 7946 0321', '-cmd', '@SUM(A1)', '=1+2'];
    const file = await bytes(xlsxStream(SHEET, batchesOf(texts.map((text) => [null, text, null, null, null]))));
    const sheet = await readWorkbook(file);
    texts.forEach((text, i) => {
      const cell = sheet.getRow(6 + i).getCell(2);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(text);
      expect(cell.formula).toBeUndefined();
    });
    // No formula element anywhere in the sheet's XML: every text is a plain string value.
    const xml = zipEntry(file, 'xl/worksheets/sheet1.xml');
    expect(xml).not.toMatch(/<f[ >]/);
    expect(xml).toContain('<c r="B6" t="str"><v>=HYPERLINK(&quot;http://evil&quot;,&quot;x&quot;)</v></c>');
  });

  it('writes batch after batch in order', async () => {
    const batch = (start: number): XlsxCell[][] => Array.from({ length: 300 }, (_, i) => [null, `row ${start + i}`, { number: start + i, format: GBP_FORMAT }, null, null]);
    const sheet = await readWorkbook(await bytes(xlsxStream(SHEET, batchesOf(batch(0), batch(300), batch(600)))));
    expect(sheet.rowCount).toBe(5 + 900);
    expect(sheet.getRow(6).getCell(2).value).toBe('row 0');
    expect(sheet.getRow(905).getCell(3).value).toBe(899);
  });

  it('fails the download when reading the rows fails', async () => {
    async function* failing(): AsyncGenerator<XlsxCell[][]> {
      yield [[null, 'first', null, null, null]];
      throw new Error('the database went away');
    }
    await expect(bytes(xlsxStream(SHEET, failing()))).rejects.toThrow('the database went away');
  });

  it('names days in the portal’s short form', () => {
    expect(formatDay('2027-01-29')).toBe('29 Jan 2027');
    expect(formatDay('2026-12-01')).toBe('1 Dec 2026');
  });
});
