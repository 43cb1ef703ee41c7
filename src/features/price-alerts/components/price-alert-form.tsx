import { useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import type { PriceAlertConflict } from '@generated/model/priceAlertConflict';
import type { TradableProduct } from '@generated/model/tradableProduct';
import { apiErrorMessage, conflictFigures } from '@/lib/api-error';
import { showApiError, useContractForm } from '@/lib/contract-form';
import { formatShortDate } from '@/lib/dates';
import { formatTwoDecimals } from '@/lib/money';
import { productLabel } from '@/lib/trade-index-labels';
import { WriteGuard } from '@/lib/write-guard';
import { BusyButton } from '@/components/ui/busy-button';

import { AlreadyMetConfirmation } from './already-met-confirmation';
import { ALERT_SERVER_FIELDS, alertFormSchema, DIRECTION_LABELS, productKey, splitProduct, type AlertFormField, type AlertFormValues } from '../utils/alert-form';

export const SAVE_FAILED = 'The alert could not be saved.';

type AlreadyMet = NonNullable<PriceAlertConflict['alreadyMet']>;

/** The product of a form value ('POWERUKBASECAL|Apr-27') by its name: 'Power base UK Apr-27'. */
function productNameOfKey(key: string): string {
  const product = splitProduct(key);
  return product ? productLabel(product.tradeIndex, product.deliveryPeriod) : key;
}

/**
 * The add and edit form of a price alert: the product (from the account's tradable products),
 * direction, target in the index's unit and expiry. Errors show as the user leaves a field and
 * on submit; the server's 400 lands on the field it names; everything typed stays on an error.
 * The server's 409 "already met" shows its figures in place of the buttons until a field
 * changes; confirming submits the same values with `acknowledgeRisk` (docs/forms.md).
 */
export function PriceAlertForm({
  initial,
  products,
  today,
  saving,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: AlertFormValues;
  products: TradableProduct[];
  today: string;
  saving: boolean;
  submitLabel: string;
  /** Saves; `onError` hears a refusal (the API's error), which the form shows where it belongs. */
  onSubmit: (values: AlertFormValues, acknowledgeRisk: boolean, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const ids = { product: useId(), direction: useId(), targetPrice: useId(), expiryDate: useId() };
  const schema = useMemo(
    () => alertFormSchema(today, (key) => products.find((product) => productKey(product.tradeIndex, product.deliveryPeriod) === key)?.deliveryStart),
    [products, today],
  );
  const form = useContractForm(schema, initial, { mode: 'onTouched' });
  const { errors } = form.formState;
  const values = form.watch() as AlertFormValues;
  const [alert, setAlert] = useState<string>();
  // The server's "already met" question applies to the values it saw: any change withdraws it.
  const [question, setQuestion] = useState<{ met: AlreadyMet; message: string }>();
  useEffect(() => {
    const { unsubscribe } = form.watch(() => setQuestion(undefined));
    return unsubscribe;
  }, [form]);

  const chosen = products.find((product) => productKey(product.tradeIndex, product.deliveryPeriod) === values.product);
  const errorOf = (field: AlertFormField) => errors[field]?.message;

  const save = (acknowledgeRisk: boolean) =>
    form.handleSubmit((checked) => {
      setAlert(undefined);
      setQuestion(undefined);
      onSubmit(checked as AlertFormValues, acknowledgeRisk, (error) => {
        const met = conflictFigures<PriceAlertConflict, 'alreadyMet'>(error, 'alreadyMet');
        if (met) setQuestion({ met, message: apiErrorMessage(error) ?? '' });
        else setAlert(showApiError(form, error, ALERT_SERVER_FIELDS, SAVE_FAILED));
      });
    });
  const submit = save(false);
  const unit = chosen?.priceUnit ?? (values.product.startsWith('GASNBP') ? 'p/therm' : '£/MWh');

  return (
    <Form noValidate onSubmit={submit} className="d-flex flex-column gap-3" aria-busy={saving}>
      <Form.Group controlId={ids.product}>
        <Form.Label>Product</Form.Label>
        <Form.Select
          {...form.register('product')}
          isInvalid={errorOf('product') !== undefined}
          required
        >
          <option value="">Choose a product…</option>
          {values.product && !chosen ? <option value={values.product}>{productNameOfKey(values.product)} — no longer tradable</option> : null}
          {products.map((product) => (
            <option key={productKey(product.tradeIndex, product.deliveryPeriod)} value={productKey(product.tradeIndex, product.deliveryPeriod)}>
              {productLabel(product.tradeIndex, product.deliveryPeriod)}
              {product.latestPrice === null ? '' : ` — last close ${formatTwoDecimals(product.latestPrice)} ${product.priceUnit}`}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errorOf('product')}</Form.Control.Feedback>
        {chosen ? (
          <Form.Text>
            Delivery starts {formatShortDate(chosen.deliveryStart)}
            {chosen.latestPriceDate ? `; closed at ${formatTwoDecimals(chosen.latestPrice ?? 0)} ${chosen.priceUnit} on ${formatShortDate(chosen.latestPriceDate)}` : ''}.
          </Form.Text>
        ) : null}
      </Form.Group>
      <Form.Group>
        <fieldset aria-describedby={errorOf('direction') ? `${ids.direction}-error` : undefined}>
          <legend className="form-label fs-6 mb-2">Alert me when the closing price</legend>
          {(['rises_above', 'falls_below'] as const).map((direction) => (
            <Form.Check
              key={direction}
              type="radio"
              id={`${ids.direction}-${direction}`}
              label={DIRECTION_LABELS[direction].toLowerCase()}
              value={direction}
              {...form.register('direction', { onChange: () => void form.trigger('direction') })}
              isInvalid={errorOf('direction') !== undefined}
            />
          ))}
          {errorOf('direction') ? (
            <div id={`${ids.direction}-error`} className="invalid-feedback d-block">
              {errorOf('direction')}
            </div>
          ) : null}
        </fieldset>
      </Form.Group>
      <Form.Group controlId={ids.targetPrice}>
        <Form.Label>Target price ({unit})</Form.Label>
        <Form.Control
          inputMode="decimal"
          autoComplete="off"
          {...form.register('targetPrice')}
          isInvalid={errorOf('targetPrice') !== undefined}
          required
        />
        <Form.Control.Feedback type="invalid">{errorOf('targetPrice')}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={ids.expiryDate}>
        <Form.Label>Expiry date</Form.Label>
        <Form.Control
          type="date"
          min={today}
          {...form.register('expiryDate')}
          isInvalid={errorOf('expiryDate') !== undefined}
          required
        />
        <Form.Control.Feedback type="invalid">{errorOf('expiryDate')}</Form.Control.Feedback>
        <Form.Text>The last day the alert watches; before delivery of the product starts.</Form.Text>
      </Form.Group>
      {alert ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {alert}
        </Alert>
      ) : null}
      {question ? (
        <AlreadyMetConfirmation met={question.met} message={question.message} busy={saving} onConfirm={() => void save(true)()} onBack={() => setQuestion(undefined)} />
      ) : (
        <WriteGuard>
          {({ disabled, describedBy }) => (
            <div className="d-flex flex-wrap gap-2">
              <BusyButton type="submit" busy={saving} busyLabel="Saving…" disabled={disabled} aria-describedby={describedBy}>
                {submitLabel}
              </BusyButton>
              <Button variant="outline-primary" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          )}
        </WriteGuard>
      )}
    </Form>
  );
}
