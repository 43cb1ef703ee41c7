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
}: {
  form: UseFormReturn<Values, unknown, Output>;
  maxLength: number;
  hint: ReactNode;
}) {
  const fieldId = useId();
  const feedbackId = useId();
  const shown = form.formState.errors.reason?.message as string | undefined;
  return (
    <Form.Group controlId={fieldId}>
      <Form.Label>Reason</Form.Label>
      <Form.Control
        as="textarea"
        rows={3}
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
      <Form.Text>{hint}</Form.Text>
    </Form.Group>
  );
}
