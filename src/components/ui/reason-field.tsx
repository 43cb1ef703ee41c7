import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The "Reason" a decision is recorded with (an approval, a reforecast, a view-as session): a
 * textarea capped at the contract's length, its problem under it, and who will read it.
 */
export function ReasonField<Values extends FieldValues & { reason: string }, Output extends FieldValues>({
  form,
  maxLength,
  hint,
  rows = 3,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  maxLength: number;
  /** Who reads the reason, under the field. */
  hint?: ReactNode;
  rows?: number;
}) {
  const fieldId = useId();
  const feedbackId = useId();
  const shown = form.formState.errors.reason?.message as string | undefined;
  return (
    <Form.Group controlId={fieldId}>
      <Form.Label>Reason</Form.Label>
      <Form.Control
        as="textarea"
        rows={rows}
        maxLength={maxLength}
        {...form.register('reason' as Path<Values>)}
        isInvalid={shown !== undefined}
        aria-invalid={shown !== undefined || undefined}
        aria-describedby={shown !== undefined ? feedbackId : undefined}
        required
      />
      <Form.Control.Feedback type="invalid" id={feedbackId}>
        {shown}
      </Form.Control.Feedback>
      {hint ? <Form.Text>{hint}</Form.Text> : null}
    </Form.Group>
  );
}
