import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';

import type { CreateOrderBracketRequest } from '@generated/model/createOrderBracketRequest';
import type { CreateOrderRequest } from '@generated/model/createOrderRequest';
import type { TradableProduct } from '@generated/model/tradableProduct';
import { formatShortDate } from '@/lib/dates';
import { formatGbp, formatPercent, formatQuantity } from '@/lib/money';
import { formatUnitPrice } from '@/lib/trading-format';
import { WriteGuard } from '@/lib/write-guard';
import { conditionalOrderWords } from '@domain/order-rules';
import { BusyButton } from '@/components/ui/busy-button';

import type { LimitPriceRisk } from '@generated/model/limitPriceRisk';

import { estimatedValue, hedgedPercentAfter, shareOfForecast } from '../utils/order-estimate';
import { DIRECTION_LABELS, productLabel } from '../utils/order-labels';
import { useOrderPreview } from '../api/use-order-preview';
import { LimitRiskConfirmation } from './limit-risk-confirmation';
import { OrderPreviewPanel } from './order-preview';

/**
 * The confirmation step: the order as it will be sent, its estimated value in £ and the
 * period's hedged % once it executes. 'Place order' sends it; an error keeps everything. When
 * the server asks for confirmation (`risk`, a 409 with figures) that question replaces the buttons.
 * Under the order, the server's what-if (previewOrder): each month it covers, now → after, and
 * "Needs approval: …" when it will wait for a second person.
 */
export function OrderConfirmation({
  request,
  bracket = null,
  product,
  accountName,
  executionDay,
  submitting,
  error,
  risk = null,
  onBack,
  onSubmit,
  onConfirmRisk,
}: {
  request: CreateOrderRequest;
  /** A one-cancels-other bracket; `request` is then its dearer leg (the one it is assessed as). */
  bracket?: CreateOrderBracketRequest | null;
  product: TradableProduct;
  accountName: string;
  executionDay: string;
  submitting: boolean;
  error: string | null;
  /** The server's question about a limit far from the market, with its message. */
  risk?: { figures: LimitPriceRisk; message: string } | null;
  onBack: () => void;
  onSubmit: () => void;
  onConfirmRisk?: () => void;
}) {
  const preview = useOrderPreview(request);
  const isLimit = request.priceType === 'limit' && request.limitPrice != null;
  const isStop = request.priceType === 'stop' && request.triggerPrice != null;
  const estimatePrice = isLimit ? request.limitPrice : isStop ? request.triggerPrice : product.latestPrice;
  const value = estimatePrice == null ? null : estimatedValue(product, request.volume, estimatePrice);
  const after = hedgedPercentAfter(product, request.tradeDirection, request.volume);
  const price = (amount: number) => formatUnitPrice(amount, product.priceUnit);
  const priceText = bracket
    ? `One-cancels-other: take-profit limit ${price(bracket.limitPrice)}, stop-loss trigger ${price(bracket.triggerPrice)}, at the published close`
    : isLimit && request.limitPrice != null
      ? `Limit ${price(request.limitPrice)}`
      : isStop && request.triggerPrice != null
        ? `Stop: trigger ${price(request.triggerPrice)}, at the published close`
        : 'Market: the closing price';
  const words = conditionalOrderWords({ ...(bracket ?? request), unit: product.unit, priceUnit: product.priceUnit }, (amount) => price(Number(amount)));
  const rows: [string, string][] = [
    ['Account', accountName],
    ['Order', `${DIRECTION_LABELS[request.tradeDirection]} ${productLabel(product)}`],
    ['Volume', `${formatQuantity(request.volume)} ${product.unit} (${formatPercent(shareOfForecast(product, request.volume))} of the forecast${bracket ? ', counted once for both legs' : ''})`],
    ['Price', priceText],
    ...(request.priceType !== 'market' ? ([['In words', `${words}.`]] as [string, string][]) : []),
    ...(request.priceType !== 'market'
      ? ([['Valid until', request.expiryDate ? formatShortDate(request.expiryDate) : `The trade deadline, ${formatShortDate(product.tradeDeadline)}`]] as [string, string][])
      : []),
    ['First execution', `The ${formatShortDate(executionDay)} closing-price publication (orders placed after 16:00 wait a business day)`],
    [
      'Estimated value',
      value === null
        ? 'No closing price to estimate with yet'
        : `${formatGbp(value)} at ${isLimit ? 'your limit' : isStop ? 'your trigger' : `the latest close of ${formatUnitPrice(product.latestPrice ?? 0, product.priceUnit)}`}`,
    ],
    ['Hedged after execution', `${formatPercent(product.hedgedPercent)} → ${formatPercent(after)}`],
  ];
  return (
    <Card aria-busy={submitting}>
      <Card.Body className="d-flex flex-column gap-3">
        <h2 className="h5 mb-0">Check your order</h2>
        <dl className="row mb-0">
          {rows.map(([term, text]) => (
            <div key={term} className="col-12 d-sm-flex gap-3 py-1 border-bottom">
              <dt className="fw-normal text-body-secondary flex-shrink-0" style={{ minWidth: '12rem' }}>
                {term}
              </dt>
              <dd className="mb-0 fw-medium">{text}</dd>
            </div>
          ))}
        </dl>
        <OrderPreviewPanel preview={preview.data?.data} loading={preview.isFetching} error={preview.isError ? preview.error : null} />
        {error ? (
          <Alert variant="danger" className="mb-0" role="alert">
            {error} Your order is kept: you can place it again, or go back and change it.
          </Alert>
        ) : null}
        {risk ? (
          <LimitRiskConfirmation risk={risk.figures} message={risk.message} busy={submitting} onConfirm={() => onConfirmRisk?.()} onBack={onBack} />
        ) : (
          <WriteGuard>
            {({ disabled, describedBy }) => (
              <div className="d-flex flex-wrap gap-2">
                <BusyButton variant="primary" busy={submitting} busyLabel="Placing order…" disabled={disabled} aria-describedby={describedBy} onClick={onSubmit}>
                  Place order
                </BusyButton>
                <Button variant="outline-secondary" disabled={submitting} onClick={onBack}>
                  Back to edit
                </Button>
              </div>
            )}
          </WriteGuard>
        )}
      </Card.Body>
    </Card>
  );
}
