import './position.css';
import './month.css';

import type { PositionMonths } from '@generated/model/positionMonths';
import { formatPercent } from '@/lib/money';

import { bandText, STATUS_WORDS } from '../utils/month-figures';

/**
 * Hedged % of each delivery month against today's band of the policy (plain SVG, one row per
 * month, so it reflows to any width and costs no library). The band is the shaded stretch from
 * floor to ceiling; the bar is the hedged %; a month beyond the scale fills its row. The scale
 * runs to 100 %, or further when a month is hedged beyond it (at most 200 %).
 */
export function MonthChart({ months }: { months: PositionMonths }) {
  const highest = Math.max(100, ...months.months.map((month) => month.hedgedPercent));
  const scale = Math.min(200, Math.ceil(highest / 10) * 10);
  const share = (percent: number) => (Math.min(scale, Math.max(0, percent)) / scale) * 100;
  const at = (percent: number) => `${share(percent)}%`;
  return (
    <figure className="mb-0">
      <figcaption className="d-flex flex-wrap gap-3 small mb-3" aria-hidden="true">
        <span className="d-inline-flex align-items-center gap-1">
          <span className="ml-hedge-swatch ml-hedge-swatch--hedged" /> Hedged %
        </span>
        <span className="d-inline-flex align-items-center gap-1">
          <span className="ml-hedge-swatch ml-band-swatch" /> Today’s band (floor–ceiling)
        </span>
        <span className="text-body-secondary">Scale 0–{formatPercent(scale)}</span>
      </figcaption>
      <ul className="list-unstyled mb-0 d-flex flex-column gap-2" aria-label="Hedged % by delivery month against today’s band">
        {months.months.map((month) => {
          const label = `${month.deliveryPeriod}: ${formatPercent(month.hedgedPercent)} hedged, band ${bandText(month.floorPercent, month.ceilingPercent)}, ${STATUS_WORDS[month.status].toLowerCase()}`;
          return (
            <li key={month.month} className="ml-hedge-row">
              <span className="ml-hedge-label small fw-medium">{month.deliveryPeriod}</span>
              <svg className="ml-hedge-bar" width="100%" height="18" role="img" aria-label={label}>
                <rect x="0" y="0" width="100%" height="18" rx="2" className="ml-month-track" />
                <rect x={at(month.floorPercent)} y="0" width={`${share(month.ceilingPercent) - share(month.floorPercent)}%`} height="18" className="ml-month-band" />
                <rect x="0" y="5" width={at(month.hedgedPercent)} height="8" rx="1" className="ml-hedge-hedged" />
                <line x1={at(month.floorPercent)} x2={at(month.floorPercent)} y1="0" y2="18" className="ml-month-floor" />
              </svg>
              <span className={`ml-hedge-percent small text-end ml-month-${month.status}`}>{formatPercent(month.hedgedPercent)}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
