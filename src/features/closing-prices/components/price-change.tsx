import { formatSignedChange, priceChangeDescription, priceDirection } from '../utils/format-price';

/**
 * A daily change: an arrow (up/red when the change is at least 0, else down/green)
 * and the signed amount. The arrow is decorative; screen readers hear
 * "Up 1.25 £/MWh on the day" instead of a bare symbol.
 */
export function PriceChange({ dailyChange, unit }: { dailyChange: number; unit: string }) {
  const direction = priceDirection(dailyChange);
  return (
    <span className={`ml-price-change ml-price-change--${direction}`} data-direction={direction}>
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        {direction === 'up' ? <path d="M7 2l5 7H2z" fill="currentColor" /> : <path d="M7 12L2 5h10z" fill="currentColor" />}
      </svg>
      <span aria-hidden="true">{formatSignedChange(dailyChange)}</span>
      <span className="visually-hidden">{priceChangeDescription(dailyChange, unit)}</span>
    </span>
  );
}
