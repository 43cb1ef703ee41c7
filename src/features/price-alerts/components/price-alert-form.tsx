import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import type { PriceAlertConflict } from '@generated/model/priceAlertConflict';
import type { TradableProduct } from '@generated/model/tradableProduct';
import { apiErrorField, apiErrorMessage, conflictFigures } from '@/lib/api-error';
import { formatShortDate } from '@/lib/dates';
import { formatTwoDecimals } from '@/lib/money';
import { productLabel } from '@/lib/trade-index-labels';
import { WriteGuard } from '@/lib/write-guard';
import { BusyButton } from '@/components/ui/busy-button';

import { AlreadyMetConfirmation } from './already-met-confirmation';
import { DIRECTION_LABELS, formFieldOf, productKey, splitProduct, validateAlertForm, type AlertFormErrors, type AlertFormField, type AlertFormValues } from '../utils/alert-form';

export const SAVE_FAILED = 'The alert could not be saved.';

const FIELDS: AlertFormField[] = ['product', 'direction', 'targetPrice', 'expiryDate'];

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
 * changes; confirming submits the same values with `acknowledgeRisk`.
 */
export function PriceAlertForm({
  initial,
  products,
  today,
  saving,
  saveError,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: AlertFormValues;
  products: TradableProduct[];
  today: string;
  saving: boolean;
  /** The failed save (an API error), if any. */
  saveError: unknown;
  submitLabel: string;
  onSubmit: (values: AlertFormValues, acknowledgeRisk?: boolean) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<AlertFormValues>(initial);
  const [touched, setTouched] = useState<Partial<Record<AlertFormField, boolean>>>({});
  // The server's answer applies to the values it was given: typing again clears it per field.
  const [cleared, setCleared] = useState<Partial<Record<AlertFormField, boolean>>>({});
  const [lastError, setLastError] = useState<unknown>(null);
  const ids = { product: useId(), direction: useId(), targetPrice: useId(), expiryDate: useId() };
  if (saveError !== lastError) {
    setLastError(saveError);
    setCleared({});
  }

  const chosen = products.find((product) => productKey(product.tradeIndex, product.deliveryPeriod) === values.product);
  const errors: AlertFormErrors = validateAlertForm(values, { today, ...(chosen ? { deliveryStart: chosen.deliveryStart } : {}) });
  const serverField = formFieldOf(apiErrorField(saveError));
  const serverMessage = saveError ? (apiErrorMessage(saveError) ?? SAVE_FAILED) : null;
  const alreadyMet = conflictFigures<PriceAlertConflict, 'alreadyMet'>(saveError, 'alreadyMet');
  // The question applies to the values the server saw: any change withdraws it.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const askToConfirm = alreadyMet !== null && dismissed !== saveError && !Object.values(cleared).some(Boolean);
  const errorOf = (field: AlertFormField) => (touched[field] ? errors[field] : undefined) ?? (serverField === field && !cleared[field] ? (serverMessage ?? undefined) : undefined);

  const change = (field: AlertFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setCleared((current) => ({ ...current, [field]: true }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ product: true, direction: true, targetPrice: true, expiryDate: true });
    if (FIELDS.every((field) => errors[field] === undefined)) onSubmit(values);
  };
  const unit = chosen?.priceUnit ?? (values.product.startsWith('GASNBP') ? 'p/therm' : '£/MWh');

  return (
    <Form noValidate onSubmit={submit} className="d-flex flex-column gap-3" aria-busy={saving}>
      <Form.Group controlId={ids.product}>
        <Form.Label>Product</Form.Label>
        <Form.Select
          value={values.product}
          onChange={(event) => change('product', event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, product: true }))}
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
              name={ids.direction}
              label={DIRECTION_LABELS[direction].toLowerCase()}
              checked={values.direction === direction}
              onChange={() => {
                change('direction', direction);
                setTouched((current) => ({ ...current, direction: true }));
              }}
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
          value={values.targetPrice}
          onChange={(event) => change('targetPrice', event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, targetPrice: true }))}
          isInvalid={errorOf('targetPrice') !== undefined}
          required
        />
        <Form.Control.Feedback type="invalid">{errorOf('targetPrice')}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={ids.expiryDate}>
        <Form.Label>Expiry date</Form.Label>
        <Form.Control
          type="date"
          value={values.expiryDate}
          min={today}
          onChange={(event) => change('expiryDate', event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, expiryDate: true }))}
          isInvalid={errorOf('expiryDate') !== undefined}
          required
        />
        <Form.Control.Feedback type="invalid">{errorOf('expiryDate')}</Form.Control.Feedback>
        <Form.Text>The last day the alert watches; before delivery of the product starts.</Form.Text>
      </Form.Group>
      {serverMessage && serverField === null && alreadyMet === null ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {serverMessage}
        </Alert>
      ) : null}
      {askToConfirm ? (
        <AlreadyMetConfirmation met={alreadyMet} message={serverMessage ?? ''} busy={saving} onConfirm={() => onSubmit(values, true)} onBack={() => setDismissed(saveError)} />
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
