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

/** Why version 1 of every policy exists, as its history tells it. */
export const DEFAULT_POLICY_REASON = 'The default policy every account starts on';

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

/** Most bands a policy may have (the contract's maxItems). */
export const MAX_POLICY_BANDS = 12;
/** Furthest band start, in months before delivery (ten years). */
export const MAX_POLICY_MONTHS = 120;

/** One broken rule: the field as the API names it (`bands.2.floorPercent`) and what is wrong, in words. */
export interface PolicyBandProblem {
  field: string;
  message: string;
}

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A per cent 0–100 with at most two decimals. */
export function isPolicyPercent(value: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && PERCENT.test(String(value)) && value >= 0 && value <= 100;
}

const isWholeMonths = (value: number | null) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_POLICY_MONTHS;

/** How a band's months read: "18+ months", "12–18 months", "under 3 months". */
export function bandMonthsLabel(band: Pick<PolicyBand, 'fromMonths' | 'toMonths'>): string {
  if (band.toMonths === null) return `${band.fromMonths}+ months`;
  if (band.fromMonths === 0) return `under ${band.toMonths} months`;
  return `${band.fromMonths}–${band.toMonths} months`;
}

/**
 * Every broken rule of a staircase, in the order of the bands (docs/hedging-policy.md). Bands run
 * from the earliest (open-ended: `toMonths` null) to the nearest (from 0 months), each band's
 * `toMonths` the `fromMonths` of the band before it; floors and ceilings are per cents 0–100 with
 * at most two decimals, each ceiling ≥ its floor, and a nearer band's floor ≥ a farther band's
 * floor. Empty when the policy may be saved.
 */
export function policyBandProblems(bands: readonly PolicyBand[]): PolicyBandProblem[] {
  const problems: PolicyBandProblem[] = [];
  if (bands.length === 0) return [{ field: 'bands', message: 'A policy needs at least one band' }];
  if (bands.length > MAX_POLICY_BANDS) return [{ field: 'bands', message: `A policy has at most ${MAX_POLICY_BANDS} bands` }];
  // The highest floor of the farther bands so far, and which band set it.
  let highestFloor: { value: number; band: PolicyBand } | undefined;
  bands.forEach((band, index) => {
    const at = (name: keyof PolicyBand) => `bands.${index}.${name}`;
    const previous = index > 0 ? bands[index - 1] : undefined;
    const last = index === bands.length - 1;
    if (!isWholeMonths(band.fromMonths)) {
      problems.push({ field: at('fromMonths'), message: `Months must be a whole number from 0 to ${MAX_POLICY_MONTHS}` });
    } else if (last && band.fromMonths !== 0) {
      problems.push({ field: at('fromMonths'), message: 'The nearest band must start at 0 months, so every month is covered' });
    } else if (!last && band.fromMonths === 0) {
      problems.push({ field: at('fromMonths'), message: 'Only the nearest (last) band starts at 0 months' });
    }
    if (index === 0) {
      if (band.toMonths !== null) problems.push({ field: at('toMonths'), message: 'The earliest band has no upper end: it covers every month further ahead' });
    } else if (band.toMonths === null) {
      problems.push({ field: at('toMonths'), message: 'Only the earliest (first) band is open-ended' });
    } else if (!isWholeMonths(band.toMonths)) {
      problems.push({ field: at('toMonths'), message: `Months must be a whole number from 0 to ${MAX_POLICY_MONTHS}` });
    } else if (previous && isWholeMonths(previous.fromMonths) && band.toMonths !== previous.fromMonths) {
      problems.push({ field: at('toMonths'), message: `Bands must meet: this band must end at ${previous.fromMonths} months, where the band before it starts` });
    } else if (isWholeMonths(band.fromMonths) && band.toMonths <= band.fromMonths) {
      problems.push({ field: at('fromMonths'), message: `A band must start before it ends: below ${band.toMonths} months` });
    }
    const floorOk = isPolicyPercent(band.floorPercent);
    const ceilingOk = isPolicyPercent(band.ceilingPercent);
    if (!floorOk) problems.push({ field: at('floorPercent'), message: 'The floor must be a per cent from 0 to 100 with at most two decimals' });
    if (!ceilingOk) problems.push({ field: at('ceilingPercent'), message: 'The ceiling must be a per cent from 0 to 100 with at most two decimals' });
    if (floorOk && ceilingOk && band.ceilingPercent < band.floorPercent) {
      problems.push({ field: at('ceilingPercent'), message: `The ceiling (${band.ceilingPercent} %) must not be below the floor (${band.floorPercent} %)` });
    }
    if (floorOk) {
      if (highestFloor && band.floorPercent < highestFloor.value) {
        problems.push({
          field: at('floorPercent'),
          message: `Floors may not fall as delivery nears: ${band.floorPercent} % is below the ${highestFloor.value} % of ${bandMonthsLabel(highestFloor.band)}`,
        });
      }
      if (!highestFloor || band.floorPercent > highestFloor.value) highestFloor = { value: band.floorPercent, band };
    }
  });
  return problems;
}
