/**
 * The seed gives its orders and queries their references itself, exactly as the insert trigger
 * of migrations/072-order-and-query-references.sql would (kind, London year, running number in
 * the order given), so its messages can name them (message-links.ts).
 */
import { londonToday } from '../../../domain/business-days';

export function assignReferences<T extends { reference?: string }>(rows: T[], kind: 'ML' | 'SQ', madeAt: (row: T) => Date | string | undefined): void {
  const last = new Map<string, number>();
  for (const row of rows) {
    const year = londonToday(new Date(madeAt(row) ?? 0)).slice(2, 4);
    const number = (last.get(year) ?? 0) + 1;
    last.set(year, number);
    row.reference = `${kind}-${year}-${number < 1_000_000 ? String(number).padStart(6, '0') : String(number)}`;
  }
}
