import { describe, expect, it } from 'vitest';

import { csvCell } from '../../../server/lib/csv';

describe('a CSV cell the portal writes', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+44 20 7946 0321', "'+44 20 7946 0321"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
  ])('keeps %j as text, never a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each(['-1250.00', '-3', '1250.5', 'Northwind Foods', ''])('leaves %j as it is (numbers stay numbers)', (value) => {
    expect(csvCell(value)).toBe(value);
  });

  it('quotes a field with a comma, quote or line break (RFC 4180)', () => {
    expect(csvCell('Smith, "Jo"')).toBe('"Smith, ""Jo"""');
  });
});
