/** Money is pounds sterling in UK notation (product brief §3): £1,234.56. */
const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export function formatGbp(value: number): string {
  return GBP.format(value);
}
