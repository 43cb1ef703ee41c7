import './month.css';

import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { Link } from 'react-router-dom';

import { useQuery } from '@tanstack/react-query';

import { getGetPositionMonthsQueryOptions } from '@generated/api/position/position';
import type { PositionMonths } from '@generated/model/positionMonths';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';
import { TRADE_INDEX_LABELS } from '@/lib/trade-index-labels';
import { PERMISSIONS } from '@/machines/roles';

import { orList, stepSentence } from '../utils/month-figures';
import { DEFAULT_POSITION_INDEX } from '../utils/position-index';

function Summary({ months }: { months: PositionMonths }) {
  const below = months.months.filter((month) => month.status === 'below_floor');
  const above = months.months.filter((month) => month.status === 'above_ceiling');
  const next = months.fixingCalendar[0];
  if (months.months.length === 0) return <p className="text-body-secondary mb-0">This account has no contract for this index yet.</p>;
  return (
    <>
      <p className="mb-0">
        {below.length === 0 ? (
          <>Every month is at or above its floor.</>
        ) : (
          <>
            <strong className="ml-month-below_floor">
              {below.length} {below.length === 1 ? 'month' : 'months'} below the floor
            </strong>
            : {orList(below.slice(0, 4).map((month) => month.deliveryPeriod)).replace(' or ', ' and ')}
            {below.length > 4 ? ' and more' : ''}.
          </>
        )}
        {above.length > 0 ? ` ${above.length} above the ceiling.` : ''}
      </p>
      {next ? (
        <p className="small mb-0">
          <span className="fw-medium">Next:</span> {stepSentence(next, months)}.
        </p>
      ) : (
        <p className="small text-body-secondary mb-0">Nothing to buy before the next floor step.</p>
      )}
      {months.policy.adopted ? null : <p className="small text-body-secondary mb-0">Default policy, not yet adopted: no alerts are sent.</p>}
    </>
  );
}

/**
 * Dashboard card (single-account dashboard, last in its column so it moves nothing when it
 * arrives): how many delivery months are below the hedging policy's floor and the next line of
 * the fixing calendar, for the default trade index, with a link to the month view. A chunk of
 * its own (dashboard-routes.tsx loads it lazily), off the dashboard visit's budget.
 */
export default function PolicySummaryCard() {
  const { activeAccount, hasPermission } = usePortalSession();
  const accountId = activeAccount?.id ?? '';
  const allowed = hasPermission(PERMISSIONS.viewOrders) && accountId !== '';
  const query = useQuery(getGetPositionMonthsQueryOptions({ accountId, tradeIndex: DEFAULT_POSITION_INDEX }, { query: { enabled: allowed } }));
  if (!allowed) return null;
  const months = query.data?.data;
  return (
    <Card as="section" aria-labelledby="policy-summary-heading">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex justify-content-between align-items-baseline gap-2">
          <h2 id="policy-summary-heading" className="h5 mb-0">
            Hedging policy
          </h2>
          <span className="small text-body-secondary">{TRADE_INDEX_LABELS[DEFAULT_POSITION_INDEX]}</span>
        </div>
        {months ? (
          <Summary months={months} />
        ) : query.isError ? (
          <p className="text-body-secondary mb-0">The policy summary is not available right now.</p>
        ) : (
          <Placeholder as="p" animation="glow" className="mb-0" aria-busy="true">
            <span className="visually-hidden">Loading…</span>
            <Placeholder xs={8} aria-hidden="true" /> <Placeholder xs={10} aria-hidden="true" />
          </Placeholder>
        )}
        <div>
          <Link to={marketLensPath('position-overview?view=months', accountId)}>See the months and the fixing calendar</Link>
        </div>
      </Card.Body>
    </Card>
  );
}
