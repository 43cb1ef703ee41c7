import './position.css';

import type { PositionOverview } from '@generated/model/positionOverview';
import { formatPercent, formatQuantity } from '@/lib/money';

/**
 * Hedged against open volume per delivery period, as horizontal bars (plain SVG, so the
 * chart costs no library and each row reflows to the screen's width). Each bar is the
 * period's forecast; its filled part is the hedged volume. Bars share one scale, the
 * largest forecast (or hedged volume, when over-hedged). The table alternative carries
 * the same figures for those who prefer numbers.
 */
export function HedgeChart({ position }: { position: PositionOverview }) {
  const scale = Math.max(...position.periods.map((period) => Math.max(period.forecastVolume, period.hedgedVolume)), 0) || 1;
  const percentOfScale = (volume: number) => `${(Math.max(0, volume) / scale) * 100}%`;
  return (
    <figure className="mb-0">
      <figcaption className="d-flex flex-wrap gap-3 small mb-3" aria-hidden="true">
        <span className="d-inline-flex align-items-center gap-1">
          <span className="ml-hedge-swatch ml-hedge-swatch--hedged" /> Hedged
        </span>
        <span className="d-inline-flex align-items-center gap-1">
          <span className="ml-hedge-swatch ml-hedge-swatch--open" /> Open
        </span>
      </figcaption>
      <ul className="list-unstyled mb-0 d-flex flex-column gap-2" aria-label={`Hedged and open volume by delivery period, in ${position.unit}`}>
        {position.periods.map((period) => {
          const label = `${period.deliveryPeriod}: ${formatQuantity(period.hedgedVolume)} of ${formatQuantity(period.forecastVolume)} ${position.unit} hedged (${formatPercent(period.hedgedPercent)}), ${formatQuantity(period.openVolume)} open`;
          return (
            <li key={period.deliveryPeriod} className="ml-hedge-row">
              <span className="ml-hedge-label small fw-medium">{period.deliveryPeriod}</span>
              <svg className="ml-hedge-bar" width="100%" height="18" role="img" aria-label={label}>
                <rect x="0" y="0" width={percentOfScale(period.forecastVolume)} height="18" rx="2" className="ml-hedge-open" />
                <rect x="0" y="0" width={percentOfScale(period.hedgedVolume)} height="18" rx="2" className="ml-hedge-hedged" />
              </svg>
              <span className="ml-hedge-percent small text-end">{formatPercent(period.hedgedPercent)}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
