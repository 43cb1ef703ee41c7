import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';

import { apiErrorField, apiErrorMessage } from './api-error';

export interface ContractFormOptions<Values> {
  /**
   * When a field is first checked: at the first submit (the default), or when the user first
   * leaves it (`onTouched`, for long forms). Either way it is then checked as the user types.
   */
  mode?: 'onSubmit' | 'onTouched';
  /** Values that arrive later (the session's active account): they fill the fields the user has not changed. */
  values?: Values;
}

/**
 * The one way a Market Lens form is made (docs/forms.md): react-hook-form keeps what is typed,
 * a zod/mini schema written from the contract's generated limits (generated/zod) checks it.
 */
export function useContractForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  { mode = 'onSubmit', values }: ContractFormOptions<z.input<Schema>> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    ...(values ? { values, resetOptions: { keepDirtyValues: true } } : {}),
    mode,
    reValidateMode: 'onChange',
    // Focus stays where the user pressed submit, as before the forms shared this hook; the
    // messages sit under their fields, and the invalid fields are announced by aria-invalid.
    shouldFocusError: false,
  });
}

/**
 * A refused save, as the form shows it: the message goes under the field the API blamed when
 * the form has that field, and the answer is undefined; otherwise the answer is the message for
 * the form's alert (`fallback` when the API said nothing). Nothing typed is lost. `fields` lists
 * the form's fields named as the contract names them, or maps the contract's names to the
 * form's (a product field answers for `tradeIndex` and `deliveryPeriod`).
 */
export function showApiError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, never>, 'setError'>,
  error: unknown,
  fields: readonly Path<Values>[] | Readonly<Record<string, Path<Values>>>,
  fallback: string,
): string | undefined {
  const message = apiErrorMessage(error) ?? fallback;
  const named = apiErrorField(error);
  const field = named === undefined ? undefined : isFieldList(fields) ? fields.find((name) => name === named) : fields[named];
  if (field === undefined) return message;
  form.setError(field, { type: 'server', message });
  return undefined;
}

const isFieldList = <Field extends string>(fields: readonly Field[] | Readonly<Record<string, Field>>): fields is readonly Field[] => Array.isArray(fields);

/** What a schema says of some values, field by field (the first message of each): for tests and previews. */
export function formProblems<Schema extends z.ZodMiniType>(schema: Schema, values: z.input<Schema>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}
