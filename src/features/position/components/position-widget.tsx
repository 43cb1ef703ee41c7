import './position.css';

import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { Link } from 'react-router-dom';

import { useGetPositionOverview } from '@generated/api/position/position';
import { marketLensPath } from '@/lib/market-lens-paths';
import { formatPercent } from '@/lib/money';
import { usePortalSession } from '@/lib/portal-session';
import { TRADE_INDEX_LABELS } from '@/lib/trade-index-labels';
import { PERMISSIONS } from '@/machines/roles';

import { hedgedShare } from '../utils/hedged-share';
import { DEFAULT_POSITION_INDEX } from '../utils/position-index';

/** The next delivery periods the widget shows (nearest first). */
export const POSITION_WIDGET_PERIODS = 6;

/**
 * Dashboard widget: how much of each upcoming delivery period of the active account is
 * hedged, for the default trade index, with a link to the full position overview. Not
 * shown without view:orders (the server would refuse the position).
 */
export function PositionWidget() {
  const { activeAccount, hasPermission } = usePortalSession();
  const accountId = activeAccount?.id ?? '';
  const allowed = hasPermission(PERMISSIONS.viewOrders) && accountId !== '';
  const overview = useGetPositionOverview({ accountId, tradeIndex: DEFAULT_POSITION_INDEX }, { query: { enabled: allowed } });
  if (!allowed) return null;
  const periods = overview.data?.data.periods.slice(0, POSITION_WIDGET_PERIODS) ?? [];

  return (
    <Card as="section" aria-labelledby="position-widget-heading">
      <Card.Body className="d-flex flex-column gap-3">
        <div className="d-flex justify-content-between align-items-baseline gap-2">
          <h2 id="position-widget-heading" className="h5 mb-0">
            Hedged by period
          </h2>
          <span className="small text-body-secondary">{TRADE_INDEX_LABELS[DEFAULT_POSITION_INDEX]}</span>
        </div>
        {overview.isPending ? <PositionSkeleton /> : null}
        {overview.isError ? <p className="text-body-secondary mb-0">The position is not available right now.</p> : null}
        {overview.isSuccess && periods.length === 0 ? <p className="text-body-secondary mb-0">This account has no contract for this index yet.</p> : null}
        {periods.length > 0 ? (
          <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
            {periods.map((period) => (
              <li key={period.deliveryPeriod} className="d-flex align-items-center gap-3">
                <span className="small fw-medium" style={{ minWidth: '4rem' }}>
                  {period.deliveryPeriod}
                </span>
                <div
                  className="ml-hedge-meter flex-grow-1"
                  role="progressbar"
                  aria-label={`${period.deliveryPeriod} hedged`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={hedgedShare(period)}
                  aria-valuetext={formatPercent(period.hedgedPercent)}
                >
                  <div className="ml-hedge-meter__fill" style={{ width: `${hedgedShare(period)}%` }} />
                </div>
                <span className="small text-end" style={{ minWidth: '3.5rem' }}>
                  {formatPercent(period.hedgedPercent)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Link to={marketLensPath('position-overview', accountId)}>Open the position overview</Link>
        </div>
      </Card.Body>
    </Card>
  );
}

/**
 * The loading state: the rows of the list, with their line height and gaps, so the card keeps
 * its size when the figures come (the widgets below it do not move, docs/performance.md).
 */
function PositionSkeleton() {
  return (
    <ul className="list-unstyled mb-0 d-flex flex-column gap-2" aria-busy="true">
      {Array.from({ length: POSITION_WIDGET_PERIODS }, (_, index) => (
        <li key={index} className="d-flex align-items-center gap-3">
          {index === 0 ? <span className="visually-hidden">Loading…</span> : null}
          <Placeholder as="span" animation="glow" className="small" style={{ minWidth: '4rem' }} aria-hidden="true">
            <Placeholder className="rounded" style={{ width: '3rem' }} />
          </Placeholder>
          <div className="ml-hedge-meter flex-grow-1" aria-hidden="true" />
          <Placeholder as="span" animation="glow" className="small text-end" style={{ minWidth: '3.5rem' }} aria-hidden="true">
            <Placeholder className="rounded" style={{ width: '2.5rem' }} />
          </Placeholder>
        </li>
      ))}
    </ul>
  );
}
