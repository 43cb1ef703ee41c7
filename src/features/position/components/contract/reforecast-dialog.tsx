import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

import type { ContractConflict } from '@generated/model/contractConflict';
import type { ContractField } from '@generated/model/contractField';
import type { ContractPeriod } from '@generated/model/contractPeriod';
import type { ReforecastConflict } from '@generated/model/reforecastConflict';
import { TRADE_INDEX_NAMES } from '@domain/trade-index-names';
import { WriteBusyButton } from '@/components/ui/busy-button';
import { FormDialog } from '@/components/ui/form-dialog';
import { ReasonField } from '@/components/ui/reason-field';
import { conflictFigures } from '@/lib/api-error';
import { showApiError, useContractForm } from '@/lib/contract-form';
import { formatQuantity, formatTwoDecimals } from '@/lib/money';

import { useReforecast } from '../../api/contract';
import { currentValues, FIGURE_LABELS, REASON_MAX_LENGTH, reforecastFormSchema, toReforecastRequest, type ReforecastFormValues } from '../../utils/reforecast-form';

const NOT_SAVED = 'The reforecast could not be saved. Try again.';
const FIELDS: (keyof ReforecastFormValues)[] = ['forecastVolume', 'budgetPrice', 'minimumClipPercent', 'reason'];

/** The 409's figures in words: what is hedged, what was asked, what is possible. */
export function conflictText(conflict: ReforecastConflict): string {
  const { deliveryPeriod, unit } = conflict;
  return `${deliveryPeriod} is already hedged ${formatTwoDecimals(conflict.hedgedVolume)} ${unit}, above the new forecast of ${formatTwoDecimals(conflict.newForecastVolume)} ${unit}. Choose a forecast of at least ${formatTwoDecimals(conflict.hedgedVolume)} ${unit}, or ask the customer to sell back first.`;
}

function Figure({ field, unit, form, hint }: { field: ContractField; unit: string; form: ReturnType<typeof useReforecastForm>; hint?: string }) {
  const id = useId();
  const feedbackId = useId();
  const hintId = useId();
  const shown = form.formState.errors[field]?.message;
  const describedBy = [shown !== undefined ? feedbackId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group controlId={id}>
      <Form.Label>{FIGURE_LABELS[field]}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control inputMode="decimal" autoComplete="off" {...form.register(field)} isInvalid={shown !== undefined} aria-invalid={shown !== undefined || undefined} aria-describedby={describedBy} />
        <InputGroup.Text>{unit}</InputGroup.Text>
        <Form.Control.Feedback type="invalid" id={feedbackId}>
          {shown}
        </Form.Control.Feedback>
      </InputGroup>
      {hint ? <Form.Text id={hintId}>{hint}</Form.Text> : null}
    </Form.Group>
  );
}

const useReforecastForm = (period: ContractPeriod) => useContractForm(reforecastFormSchema(period), currentValues(period));

/**
 * The desk's reforecast of one contract period: the forecast volume, budget price and minimum
 * clip prefilled with today's, and the reason the customer will read. The server decides
 * (docs/trading.md, "Reforecasts"): a forecast below the hedged volume comes back as a 409 whose
 * figures show here, with everything typed kept.
 */
export function ReforecastDialog({ period, onClose, onSaved }: { period: ContractPeriod; onClose: () => void; onSaved?: () => void }) {
  const form = useReforecastForm(period);
  const reforecast = useReforecast();
  const [alert, setAlert] = useState<string>();
  const [conflict, setConflict] = useState<ReforecastConflict | null>(null);

  const submit = form.handleSubmit((values) => {
    setAlert(undefined);
    setConflict(null);
    reforecast.mutate(
      { data: toReforecastRequest(period, values) },
      {
        onSuccess: () => {
          onSaved?.();
          onClose();
        },
        onError: (error) => {
          const figures = conflictFigures<ContractConflict, 'reforecastConflict'>(error, 'reforecastConflict');
          if (figures) {
            setConflict(figures);
            form.setError('forecastVolume', { type: 'server', message: `At least ${formatQuantity(figures.hedgedVolume)} ${figures.unit}: that much is already hedged.` });
            return;
          }
          setAlert(showApiError(form, error, FIELDS, NOT_SAVED));
        },
      },
    );
  });

  return (
    <FormDialog
      title={
        <>
          Reforecast {TRADE_INDEX_NAMES[period.tradeIndex]} {period.deliveryPeriod}
        </>
      }
      onSubmit={submit}
      onCancel={onClose}
      alert={alert}
      submit={
        <WriteBusyButton type="submit" variant="primary" busy={reforecast.isPending} busyLabel="Saving…">
          Save reforecast
        </WriteBusyButton>
      }
    >
      <p className="mb-0 text-body-secondary">
        Change the figures the customer agreed. The change, its date, your name and the reason are shown to the customer and recorded in the audit log.
      </p>
      <Figure field="forecastVolume" unit={period.unit} form={form} hint={`Hedged so far: ${formatQuantity(period.hedgedVolume)} ${period.unit}. The forecast cannot go below it.`} />
      <Figure field="budgetPrice" unit={period.priceUnit} form={form} />
      <Figure field="minimumClipPercent" unit="% of forecast" form={form} />
      <ReasonField form={form} maxLength={REASON_MAX_LENGTH} hint="The customer reads it with the change." />
      {conflict ? (
        <Alert variant="danger" className="mb-0" role="alert">
          <strong className="d-block">The forecast cannot go below the hedged volume.</strong>
          {conflictText(conflict)}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
