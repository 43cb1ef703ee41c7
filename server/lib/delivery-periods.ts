/**
 * Delivery dates of the product names the price feed uses: `Day-ahead`, months `Jan-27`,
 * quarters `Q1-27`, seasons `Sum-27` (Apr–Sep) and `Win-27` (Oct–Mar of the next year).
 */
/** The months as product names and dates abbreviate them. */
export const MONTHS: readonly string[] = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** First delivery month as [year, 0-based month], or undefined for day-ahead/unknown names. */
export function deliveryStartMonth(name: string): [number, number] | undefined {
  const match = /^([A-Za-z0-9]{2,3})-(\d{2})$/.exec(name);
  if (!match) return undefined;
  const [, head = '', yy = ''] = match;
  const year = 2000 + Number(yy);
  const month = MONTHS.indexOf(head);
  if (month >= 0) return [year, month];
  const quarter = /^Q([1-4])$/.exec(head);
  if (quarter) return [year, (Number(quarter[1]) - 1) * 3];
  if (head === 'Sum') return [year, 3];
  if (head === 'Win') return [year, 9];
  return undefined;
}

/** Sort key: day-ahead first, then by delivery start, then shorter products first. */
export function deliverySortKey(name: string): number {
  const start = deliveryStartMonth(name);
  if (!start) return 0;
  const length = /^Q/.test(name) ? 1 : /^(Sum|Win)/.test(name) ? 2 : 0;
  return (start[0] * 12 + start[1]) * 10 + length;
}
