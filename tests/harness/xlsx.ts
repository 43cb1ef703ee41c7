/**
 * Reads back an .xlsx the portal writes (server/lib/xlsx.ts) with the library that wrote it
 * (exceljs), and gives the raw XML of its sheet: the zip's central directory lists each entry's
 * offset and sizes (the streaming writer leaves them out of the local headers), the entry is
 * inflated with node:zlib. Used by the unit and API tests.
 */
import { inflateRawSync } from 'node:zlib';

import ExcelJS from 'exceljs';

export async function readWorkbook(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const [sheet, ...others] = workbook.worksheets;
  if (!sheet || others.length > 0) throw new Error(`expected one sheet, found ${workbook.worksheets.length}`);
  return sheet;
}

/** The text of one zip entry, e.g. `xl/worksheets/sheet1.xml`. */
export function zipEntry(file: Buffer, name: string): string {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const entries = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    const method = file.readUInt16LE(at + 10);
    const compressed = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const entryName = file.toString('utf8', at + 46, at + 46 + nameLength);
    if (entryName === name) {
      const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
      const data = file.subarray(start, start + compressed);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`no ${name} in the zip`);
}

/** A day as exceljs reads an Excel date back: that day's UTC midnight. */
export const excelDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
