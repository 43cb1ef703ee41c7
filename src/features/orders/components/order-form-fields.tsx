import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

import type { TradableProduct } from '@generated/model/tradableProduct';
import { TradeIndex } from '@generated/model/tradeIndex';
import { formatShortDate } from '@/lib/dates';
import { formatPercent } from '@/lib/money';
import { TRADE_INDEX_LABELS } from '@/lib/trading-format';

import { shareOfForecast } from '../utils/order-estimate';
import { productKey, type OrderFormErrors, type OrderFormField, type OrderFormValues } from '../utils/order-form';
import { ProductSummary } from './product-summary';

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The inputs of a new order. Each shows its error under it (aria-describedby), the product
 * its market and position, the volume its share of the forecast.
 */
export function OrderFormFields({
  products,
  product,
  values,
  errors,
  executionDay,
  onChange,
  onBlur,
}: {
  products: TradableProduct[];
  product: TradableProduct | undefined;
  values: OrderFormValues;
  /** The errors to show now (already limited to touched fields). */
  errors: OrderFormErrors;
  executionDay: string;
  onChange: (patch: Partial<OrderFormValues>, field: OrderFormField | null) => void;
  onBlur: (field: OrderFormField) => void;
}) {
  const id = useId();
  const feedback = (field: OrderFormField) =>
    errors[field] ? (
      <Form.Control.Feedback type="invalid" id={`${id}-${field}-error`} className="d-block">
        {errors[field]}
      </Form.Control.Feedback>
    ) : null;
  const describedBy = (field: OrderFormField, help?: string) => [errors[field] ? `${id}-${field}-error` : null, help ?? null].filter(Boolean).join(' ') || undefined;
  const volumeText = values.volume.trim();
  const share = product && DECIMAL.test(volumeText) ? shareOfForecast(product, Number(volumeText)) : null;

  return (
    <div className="d-flex flex-column gap-3">
      <Form.Group controlId={`${id}-product`}>
        <Form.Label>Product</Form.Label>
        <Form.Select
          value={values.product}
          isInvalid={Boolean(errors.deliveryPeriod)}
              aria-invalid={Boolean(errors.deliveryPeriod)}
          aria-describedby={describedBy('deliveryPeriod')}
          onChange={(event) => onChange({ product: event.target.value }, 'deliveryPeriod')}
          onBlur={() => onBlur('deliveryPeriod')}
        >
          <option value="">Choose a trade index and delivery period</option>
          {Object.values(TradeIndex).map((index) => {
            const ofIndex = products.filter((candidate) => candidate.tradeIndex === index);
            return ofIndex.length ? (
              <optgroup key={index} label={TRADE_INDEX_LABELS[index]}>
                {ofIndex.map((candidate) => (
                  <option key={productKey(candidate)} value={productKey(candidate)}>
                    {TRADE_INDEX_LABELS[index]} {candidate.deliveryPeriod} ({formatPercent(candidate.hedgedPercent)} hedged)
                  </option>
                ))}
              </optgroup>
            ) : null;
          })}
        </Form.Select>
        {feedback('deliveryPeriod')}
      </Form.Group>
      {product ? (
        <div className="border rounded p-3 bg-body-tertiary">
          <ProductSummary product={product} />
        </div>
      ) : null}

      <fieldset>
        <legend className="form-label fs-6 mb-1">Direction</legend>
        {(['buy', 'sell'] as const).map((direction) => (
          <Form.Check
            key={direction}
            inline
            type="radio"
            id={`${id}-direction-${direction}`}
            name={`${id}-direction`}
            label={direction === 'buy' ? 'Buy' : 'Sell back'}
            checked={values.tradeDirection === direction}
            onChange={() => onChange({ tradeDirection: direction }, null)}
          />
        ))}
      </fieldset>

      <Form.Group controlId={`${id}-volume`}>
        <Form.Label>Volume</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            inputMode="decimal"
            autoComplete="off"
            value={values.volume}
            isInvalid={Boolean(errors.volume)}
              aria-invalid={Boolean(errors.volume)}
            aria-describedby={describedBy('volume', `${id}-volume-help`)}
            onChange={(event) => onChange({ volume: event.target.value }, 'volume')}
            onBlur={() => onBlur('volume')}
          />
          <InputGroup.Text>{product?.unit ?? 'MW or therms/day'}</InputGroup.Text>
        </InputGroup>
        {feedback('volume')}
        <Form.Text id={`${id}-volume-help`}>
          {share !== null && product ? `${formatPercent(share)} of the ${product.deliveryPeriod} forecast.` : 'At most two decimals.'}
        </Form.Text>
      </Form.Group>

      <fieldset>
        <legend className="form-label fs-6 mb-1">Price</legend>
        {(['market', 'limit'] as const).map((type) => (
          <Form.Check
            key={type}
            inline
            type="radio"
            id={`${id}-type-${type}`}
            name={`${id}-type`}
            label={type === 'market' ? 'Market' : 'Limit'}
            checked={values.priceType === type}
            onChange={() => onChange({ priceType: type }, null)}
          />
        ))}
        <Form.Text as="p" className="mb-0">
          {values.priceType === 'market'
            ? `A market order executes at the ${formatShortDate(executionDay)} closing price.`
            : `A limit order executes at the first closing price from ${formatShortDate(executionDay)} at or better than your limit: a buy at or below it, a sell at or above.`}
        </Form.Text>
      </fieldset>

      {values.priceType === 'limit' ? (
        <div className="row g-3">
          <Form.Group controlId={`${id}-limit`} className="col-12 col-sm-6">
            <Form.Label>Limit price</Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                inputMode="decimal"
                autoComplete="off"
                value={values.limitPrice}
                isInvalid={Boolean(errors.limitPrice)}
              aria-invalid={Boolean(errors.limitPrice)}
                aria-describedby={describedBy('limitPrice')}
                onChange={(event) => onChange({ limitPrice: event.target.value }, 'limitPrice')}
                onBlur={() => onBlur('limitPrice')}
              />
              <InputGroup.Text>{product?.priceUnit ?? '£/MWh or p/therm'}</InputGroup.Text>
            </InputGroup>
            {feedback('limitPrice')}
          </Form.Group>
          <Form.Group controlId={`${id}-expiry`} className="col-12 col-sm-6">
            <Form.Label>Expiry date (optional)</Form.Label>
            <Form.Control
              type="date"
              value={values.expiryDate}
              min={executionDay}
              max={product?.tradeDeadline}
              isInvalid={Boolean(errors.expiryDate)}
              aria-invalid={Boolean(errors.expiryDate)}
              aria-describedby={describedBy('expiryDate', `${id}-expiry-help`)}
              onChange={(event) => onChange({ expiryDate: event.target.value }, 'expiryDate')}
              onBlur={() => onBlur('expiryDate')}
            />
            {feedback('expiryDate')}
            <Form.Text id={`${id}-expiry-help`}>
              {product ? `Empty keeps the order until the trade deadline, ${formatShortDate(product.tradeDeadline)}.` : 'Empty keeps the order until the trade deadline.'}
            </Form.Text>
          </Form.Group>
        </div>
      ) : null}
    </div>
  );
}
