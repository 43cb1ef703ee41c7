/**
 * Reads a whole RFC 4180 file, as the portal's CSV exports write it: CRLF line ends, quoted
 * fields that may hold commas, line breaks and doubled quotes. Throws when the file does not
 * end with CRLF (a cut-off download). Used by the API tests and the browser tests alike.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field || row.length) throw new Error('the CSV does not end with CRLF');
  return rows;
}
