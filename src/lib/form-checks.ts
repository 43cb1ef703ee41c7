import * as z from 'zod/mini';

/**
 * The checks forms share, each with the words the page shows (docs/forms.md). Limits come from
 * the contract's generated constants (generated/zod), passed in by the form.
 */

/** Text that must not be blank (spaces alone are blank), within the contract's maximum length. */
export const requiredText = (missing: string, max: number) =>
  z.string().check(
    z.refine((value) => value.trim() !== '', missing),
    z.maxLength(max, `Use at most ${max} characters.`),
  );

/** Text that may be empty, within the contract's maximum length. */
export const optionalText = (max: number) => z.string().check(z.maxLength(max, `Use at most ${max} characters.`));

/** Text whose length without the spaces around it is from `min` to `max`: one message for each end. */
export const trimmedText = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().check(
    z.refine((value) => value.trim().length >= min, tooShort),
    z.refine((value) => value.trim().length <= max, tooLong),
  );
