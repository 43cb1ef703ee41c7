/**
 * A hedging policy: how much of each delivery month must be fixed (floor) and may be fixed
 * (ceiling), by how many whole calendar months remain before that month starts
 * (docs/hedging-policy.md). One rule for the server (which enforces and reports compliance) and
 * the policy page (which checks bands as they are typed).
 */
export interface PolicyBand {
  /** The band applies when the months ahead are at least this … */
  fromMonths: number;
  /** … and fewer than this; null: no upper end (the earliest band). */
  toMonths: number | null;
  /** Per cent of the month's forecast energy, 0–100, at most two decimals. */
  floorPercent: number;
  ceilingPercent: number;
}

/** The staircase every seeded account starts on, "not adopted" (18+ months 0–30 %, …, under 3 80–100 %). */
export const DEFAULT_POLICY_BANDS: readonly PolicyBand[] = [
  { fromMonths: 18, toMonths: null, floorPercent: 0, ceilingPercent: 30 },
  { fromMonths: 12, toMonths: 18, floorPercent: 10, ceilingPercent: 50 },
  { fromMonths: 6, toMonths: 12, floorPercent: 30, ceilingPercent: 70 },
  { fromMonths: 3, toMonths: 6, floorPercent: 50, ceilingPercent: 90 },
  { fromMonths: 0, toMonths: 3, floorPercent: 80, ceilingPercent: 100 },
];

/**
 * Whole calendar months from London today's month to the delivery month ('YYYY-MM'): 0 in the
 * delivery month itself, negative once it has begun earlier.
 */
export function monthsAhead(today: string, deliveryMonth: string): number {
  const [ty = 0, tm = 0] = today.split('-').map(Number);
  const [dy = 0, dm = 0] = deliveryMonth.split('-').map(Number);
  return (dy - ty) * 12 + (dm - tm);
}

/** The band in force `ahead` months before delivery (the nearest band once delivery has begun). */
export function bandFor(bands: readonly PolicyBand[], ahead: number): PolicyBand {
  const months = Math.max(0, ahead);
  const band = bands.find((b) => months >= b.fromMonths && (b.toMonths === null || months < b.toMonths));
  if (!band) throw new Error(`no band covers ${months} months ahead`);
  return band;
}
