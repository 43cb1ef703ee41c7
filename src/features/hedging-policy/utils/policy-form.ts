import * as z from 'zod/mini';

import type { PolicyBand } from '@generated/model/policyBand';
import { policyBandProblems } from '@domain/hedging-policy';

/**
 * The policy form's values as typed: per band its start in months and its floor and ceiling in
 * per cent. A band's end is the start of the band before it (the first band has none), so the
 * table can never leave a gap; the nearest band starts at 0. The rules are
 * domain/hedging-policy.ts, the ones the server checks again (docs/hedging-policy.md).
 */
export interface BandRow {
  fromMonths: string;
  floorPercent: string;
  ceilingPercent: string;
}

export interface PolicyFormValues {
  bands: BandRow[];
  reason: string;
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

const asNumber = (text: string, pattern: RegExp) => (pattern.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export const toRows = (bands: readonly PolicyBand[]): BandRow[] =>
  bands.map((band) => ({ fromMonths: String(band.fromMonths), floorPercent: String(band.floorPercent), ceilingPercent: String(band.ceilingPercent) }));

/** The rows as the contract's bands: each band ends where the band before it starts. */
export function toBands(rows: readonly BandRow[]): PolicyBand[] {
  return rows.map((row, index) => {
    const previous = index > 0 ? rows[index - 1] : undefined;
    return {
      fromMonths: index === rows.length - 1 ? 0 : asNumber(row.fromMonths, WHOLE),
      toMonths: previous ? asNumber(previous.fromMonths, WHOLE) : null,
      floorPercent: asNumber(row.floorPercent, DECIMAL),
      ceilingPercent: asNumber(row.ceilingPercent, DECIMAL),
    };
  });
}

/** A band's end is typed as the start of the band before it: a problem with it shows there. */
export function formField(field: string): string {
  const match = /^bands\.(\d+)\.toMonths$/.exec(field);
  return match && Number(match[1]) > 0 ? `bands.${Number(match[1]) - 1}.fromMonths` : field;
}

/** Every problem of the typed policy, by the form's field. */
export function policyFormProblems(values: PolicyFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const problem of policyBandProblems(toBands(values.bands))) problems[formField(problem.field)] ??= `${problem.message}.`;
  if (values.reason.trim().length < 5) problems.reason = 'Say why, in at least 5 characters.';
  return problems;
}

export const policyFormSchema = z
  .object({
    bands: z.array(z.object({ fromMonths: z.string(), floorPercent: z.string(), ceilingPercent: z.string() })),
    reason: z.string(),
  })
  .check(
    z.superRefine((values, check) => {
      for (const [field, message] of Object.entries(policyFormProblems(values))) {
        check.addIssue({ code: 'custom', message, path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), input: values });
      }
    }),
  );

/** The fields the server may name, as the form's. */
export function serverFields(rows: number): Record<string, string> {
  const fields: Record<string, string> = { reason: 'reason', bands: 'bands.0.floorPercent' };
  for (let index = 0; index < rows; index += 1) {
    for (const name of ['fromMonths', 'floorPercent', 'ceilingPercent']) fields[`bands.${index}.${name}`] = `bands.${index}.${name}`;
    fields[`bands.${index}.toMonths`] = formField(`bands.${index}.toMonths`);
  }
  return fields;
}
