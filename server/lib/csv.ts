/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A plain decimal number, which a spreadsheet reads as a number and never runs ("-1250.00"). */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell of any CSV the portal writes: text a spreadsheet would run as a formula (starting with
 * =, +, -, @, a tab or a carriage return, e.g. a name typed as `=HYPERLINK(…)`) gets a leading
 * apostrophe and stays text; plain numbers, negative ones included, stay numbers.
 */
export function csvCell(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value);
  return csvField(formula ? `'${value}` : value);
}
