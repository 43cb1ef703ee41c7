import type { TradableProduct } from '@generated/model/tradableProduct';
import { formatShortDate } from '@/lib/dates';
import { formatPercent, formatQuantity, formatTwoDecimals } from '@/lib/money';
import { formatUnitPrice } from '@/lib/trading-format';

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatTwoDecimals(Math.abs(value))}`;

/** What a buyer weighs before trading a product: its market and how much of the period is hedged. */
export function ProductSummary({ product }: { product: TradableProduct }) {
  const unit = product.unit;
  const price = (value: number | null) => (value === null ? '—' : formatUnitPrice(value, product.priceUnit));
  const facts: [string, string][] = [
    ['Latest close', product.latestPriceDate ? `${price(product.latestPrice)} on ${formatShortDate(product.latestPriceDate)}` : 'Not published yet'],
    ['Daily change', product.dailyChange === null ? '—' : signed(product.dailyChange)],
    ['30-day range', product.thirtyDayLow === null || product.thirtyDayHigh === null ? '—' : `${price(product.thirtyDayLow)} – ${price(product.thirtyDayHigh)}`],
    ['Hedged', `${formatPercent(product.hedgedPercent)} (${formatQuantity(product.hedgedVolume)} of ${formatQuantity(product.forecastVolume)} ${unit})`],
    ['Pending orders', `${formatQuantity(product.pendingBuyVolume)} ${unit} to buy, ${formatQuantity(product.pendingSellVolume)} ${unit} to sell`],
    ['Minimum clip', `${formatQuantity(product.minimumClipVolume)} ${unit} (${formatPercent(product.minimumClipPercent)} of the forecast)`],
    ['Budget price', price(product.budgetPrice)],
    ['Trade deadline', formatShortDate(product.tradeDeadline)],
  ];
  return (
    <dl className="row g-2 mb-0 small" aria-label={`${product.deliveryPeriod} at a glance`}>
      {facts.map(([term, value]) => (
        <div key={term} className="col-6 col-lg-3">
          <dt className="fw-normal text-body-secondary">{term}</dt>
          <dd className="mb-0 fw-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
