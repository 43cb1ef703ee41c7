import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormReturn } from 'react-hook-form';

import type { TradableProduct } from '@generated/model/tradableProduct';
import { TradeIndex } from '@generated/model/tradeIndex';
import { formatShortDate } from '@/lib/dates';
import { formatPercent } from '@/lib/money';
import { formatUnitPrice, TRADE_INDEX_LABELS } from '@/lib/trading-format';
import { conditionalOrderWords } from '@domain/order-rules';

import { shareOfForecast } from '../utils/order-estimate';
import { ORDER_FORM_TYPES, productKey, type OrderFormType, type OrderFormValues } from '../utils/order-form';
import { ProductSummary } from './product-summary';

const DECIMAL = /^\d+(\.\d+)?$/;

type Input = keyof OrderFormValues;

const TYPE_LABELS: Record<OrderFormType, string> = { market: 'Market', limit: 'Limit', stop: 'Stop', bracket: 'One-cancels-other' };

/** What each kind of order does, in a sentence; stops and brackets are decided on the published close, never intraday. */
function typeHelp(type: OrderFormType, direction: 'buy' | 'sell', day: string): string {
  const buy = direction === 'buy';
  switch (type) {
    case 'market':
      return `A market order executes at the ${day} closing price.`;
    case 'limit':
      return `A limit order executes at the first closing price from ${day} at or better than your limit: a buy at or below it, a sell at or above.`;
    case 'stop':
      return `A stop order executes at the published close once that close ${buy ? 'rises to or above' : 'falls to or below'} your trigger, from ${day}. It is decided on closing prices only, never during the day.`;
    case 'bracket':
      return `Two orders placed together: a take-profit limit and a stop-loss trigger${buy ? ' (the limit below the trigger)' : ' (the limit above the trigger)'}. The first one a published close reaches executes at that close and the other is cancelled. The volume counts once.`;
  }
}

/** The order in plain words, once its prices read as numbers (a bracket needs both). */
function orderWords(values: OrderFormValues, product: TradableProduct): string | null {
  const limit = values.limitPrice.trim();
  const trigger = values.triggerPrice.trim();
  const volume = values.volume.trim();
  if (!DECIMAL.test(volume)) return null;
  const limitPrice = (values.priceType === 'limit' || values.priceType === 'bracket') && DECIMAL.test(limit) ? Number(limit) : null;
  const triggerPrice = (values.priceType === 'stop' || values.priceType === 'bracket') && DECIMAL.test(trigger) ? Number(trigger) : null;
  if (values.priceType === 'market' || (values.priceType === 'bracket' ? limitPrice === null || triggerPrice === null : limitPrice === null && triggerPrice === null)) return null;
  const sentence = conditionalOrderWords(
    { tradeDirection: values.tradeDirection, volume, unit: product.unit, deliveryPeriod: product.deliveryPeriod, priceUnit: product.priceUnit, limitPrice, triggerPrice },
    (value) => formatUnitPrice(Number(value), product.priceUnit),
  );
  return `${sentence}, at the published close.`;
}

/**
 * The inputs of a new order. Each shows its error under it (aria-describedby), the product
 * its market and position, the volume its share of the forecast. `visit` tells the page which
 * input the user touched: a change anywhere re-checks every input visited so far, since the
 * contract rules tie them together (a sell's volume, a limit's expiry).
 */
export function OrderFormFields({
  products,
  product,
  form,
  executionDay,
  visit,
}: {
  products: TradableProduct[];
  product: TradableProduct | undefined;
  form: UseFormReturn<OrderFormValues>;
  executionDay: string;
  visit: (input: Input | null) => void;
}) {
  const id = useId();
  const values = form.watch();
  const { errors } = form.formState;
  const messageOf = (input: Input) => errors[input]?.message;
  const feedback = (input: Input) =>
    messageOf(input) ? (
      <Form.Control.Feedback type="invalid" id={`${id}-${input}-error`} className="d-block">
        {messageOf(input)}
      </Form.Control.Feedback>
    ) : null;
  const describedBy = (input: Input, help?: string) => [messageOf(input) ? `${id}-${input}-error` : null, help ?? null].filter(Boolean).join(' ') || undefined;
  const field = (input: Input, visits: Input | null = input) => form.register(input, { onChange: () => visit(visits), onBlur: () => visit(visits) });
  const hasLimit = values.priceType === 'limit' || values.priceType === 'bracket';
  const hasTrigger = values.priceType === 'stop' || values.priceType === 'bracket';
  const words = product ? orderWords(values, product) : null;
  const volumeText = values.volume.trim();
  const share = product && DECIMAL.test(volumeText) ? shareOfForecast(product, Number(volumeText)) : null;

  return (
    <div className="d-flex flex-column gap-3">
      <Form.Group controlId={`${id}-product`}>
        <Form.Label>Product</Form.Label>
        <Form.Select {...field('product')} isInvalid={Boolean(messageOf('product'))} aria-invalid={Boolean(messageOf('product'))} aria-describedby={describedBy('product')}>
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
        {feedback('product')}
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
            label={direction === 'buy' ? 'Buy' : 'Sell back'}
            value={direction}
            {...field('tradeDirection', null)}
          />
        ))}
      </fieldset>

      <Form.Group controlId={`${id}-volume`}>
        <Form.Label>Volume</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            inputMode="decimal"
            autoComplete="off"
            {...field('volume')}
            isInvalid={Boolean(messageOf('volume'))}
            aria-invalid={Boolean(messageOf('volume'))}
            aria-describedby={describedBy('volume', `${id}-volume-help`)}
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
        {ORDER_FORM_TYPES.map((type) => (
          <Form.Check key={type} inline type="radio" id={`${id}-type-${type}`} label={TYPE_LABELS[type]} value={type} {...field('priceType', null)} />
        ))}
        <Form.Text as="p" className="mb-0">
          {typeHelp(values.priceType, values.tradeDirection, formatShortDate(executionDay))}
        </Form.Text>
      </fieldset>

      {values.priceType !== 'market' ? (
        <div className="row g-3">
          {hasLimit ? (
            <Form.Group controlId={`${id}-limit`} className="col-12 col-sm-6">
              <Form.Label>{values.priceType === 'bracket' ? 'Take-profit limit price' : 'Limit price'}</Form.Label>
              <InputGroup hasValidation>
                <Form.Control
                  inputMode="decimal"
                  autoComplete="off"
                  {...field('limitPrice')}
                  isInvalid={Boolean(messageOf('limitPrice'))}
                  aria-invalid={Boolean(messageOf('limitPrice'))}
                  aria-describedby={describedBy('limitPrice')}
                />
                <InputGroup.Text>{product?.priceUnit ?? '£/MWh or p/therm'}</InputGroup.Text>
              </InputGroup>
              {feedback('limitPrice')}
            </Form.Group>
          ) : null}
          {hasTrigger ? (
            <Form.Group controlId={`${id}-trigger`} className="col-12 col-sm-6">
              <Form.Label>{values.priceType === 'bracket' ? 'Stop-loss trigger price' : 'Trigger price'}</Form.Label>
              <InputGroup hasValidation>
                <Form.Control
                  inputMode="decimal"
                  autoComplete="off"
                  {...field('triggerPrice')}
                  isInvalid={Boolean(messageOf('triggerPrice'))}
                  aria-invalid={Boolean(messageOf('triggerPrice'))}
                  aria-describedby={describedBy('triggerPrice')}
                />
                <InputGroup.Text>{product?.priceUnit ?? '£/MWh or p/therm'}</InputGroup.Text>
              </InputGroup>
              {feedback('triggerPrice')}
            </Form.Group>
          ) : null}
          {words ? (
            <p className="col-12 mb-0 fw-medium" id={`${id}-words`} aria-live="polite">
              {words}
            </p>
          ) : null}
          <Form.Group controlId={`${id}-expiry`} className="col-12 col-sm-6">
            <Form.Label>Expiry date (optional)</Form.Label>
            <Form.Control
              type="date"
              min={executionDay}
              max={product?.tradeDeadline}
              {...field('expiryDate')}
              isInvalid={Boolean(messageOf('expiryDate'))}
              aria-invalid={Boolean(messageOf('expiryDate'))}
              aria-describedby={describedBy('expiryDate', `${id}-expiry-help`)}
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
