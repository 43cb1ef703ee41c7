import { lazy, Suspense, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';

import { useGetPositionOverview } from '@generated/api/position/position';
import { exportPositionOverviewXlsx } from '@generated/api/spreadsheets/spreadsheets';
import type { PositionOverview } from '@generated/model/positionOverview';
import { DownloadButton } from '@/components/ui/download-button';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { TradeIndexOptions } from '@/components/ui/trade-index-options';
import { accountLabel } from '@/lib/accounts';
import { apiErrorMessage } from '@/lib/api-error';
import { now as businessNow } from '@/lib/clock';
import { formatIsoDay, formatShortDate } from '@/lib/dates';
import { usePortalSession } from '@/lib/portal-session';
import { isTradeIndexValue, TRADE_INDEX_LABELS } from '@/lib/trade-index-labels';
import { BELOW_DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';
import { PERMISSIONS } from '@/machines/roles';

import { usePositionIndex } from '../utils/use-position-index';
import { type PositionView, usePositionView } from '../utils/use-position-view';
import { PositionMonthsView } from './month-view';
import { ContractSection } from './contract/contract-section';
import { MarketMovePanel } from './market-move-panel';
import { HedgeTable, PositionCards, PositionTable, useOpenPeriods } from './position-table';
import { PositionTotalsSummary, unpricedNote } from './position-totals';

// The chart is its own chunk: the page's figures show without waiting for it.
const HedgeChart = lazy(() => import('./hedge-chart').then((module) => ({ default: module.HedgeChart })));

type HedgeView = 'chart' | 'table';

function HedgeCard({ position }: { position: PositionOverview }) {
  const [view, setView] = useState<HedgeView>('chart');
  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-3">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
          <h2 className="h5 mb-0">Hedged and open volume</h2>
          <ToggleButtonGroup type="radio" name="hedge-view" value={view} onChange={(next: HedgeView) => setView(next)} aria-label="Show as">
            <ToggleButton id="hedge-view-chart" value="chart" variant="outline-primary" size="sm">
              Chart
            </ToggleButton>
            <ToggleButton id="hedge-view-table" value="table" variant="outline-primary" size="sm">
              Table
            </ToggleButton>
          </ToggleButtonGroup>
        </div>
        {view === 'chart' ? (
          <Suspense fallback={<SkeletonText lines={4} />}>
            <HedgeChart position={position} />
          </Suspense>
        ) : (
          <HedgeTable position={position} />
        )}
      </Card.Body>
    </Card>
  );
}

/**
 * Position overview of the active account for one trade index: per delivery period the
 * forecast, hedged and open volume, the locked and estimated cost against the budget, and
 * the budget at risk (docs/trading.md). The server computes every figure exactly; the
 * page only formats them.
 */
export function PositionOverviewPage() {
  const session = usePortalSession();
  const [tradeIndex, setTradeIndex] = usePositionIndex();
  const [view, setView] = usePositionView();
  const stacked = useMediaQuery(BELOW_DESKTOP_QUERY);
  // Here, not in the table: the table gives way to the cards below md, and a row opened before
  // comes back open (Chromium's full-page screenshots pass through a 1×1 window, too).
  const openPeriods = useOpenPeriods();
  const accountId = session.activeAccount?.id ?? '';
  const allowed = session.hasPermission(PERMISSIONS.viewOrders);
  const overview = useGetPositionOverview({ accountId, tradeIndex }, { query: { enabled: accountId !== '' && allowed && view === 'products' } });
  const position = overview.data?.data;

  let body;
  if (!session.activeAccount) {
    body = <EmptyStateCard title="No account selected." text="Choose an account to see its position." />;
  } else if (!allowed) {
    body = (
      <Alert variant="info" className="mb-0">
        You do not have permission to see orders on this account, so its position is not shown.
      </Alert>
    );
  } else if (view === 'months') {
    body = <PositionMonthsView accountId={accountId} tradeIndex={tradeIndex} stacked={stacked} />;
  } else if (overview.isError && !position) {
    // Only when there is nothing to show: a background refresh that fails (back on the page
    // after the cache's five minutes, say) keeps the figures and the rows the user opened, with
    // a line that they could not be refreshed.
    body = (
      <Alert variant="danger" className="mb-0" role="alert">
        {apiErrorMessage(overview.error) ?? DEFAULT_LOAD_ERROR_TEXT}
      </Alert>
    );
  } else if (!position) {
    body = (
      <Card>
        <Card.Body>
          <SkeletonText lines={8} />
        </Card.Body>
      </Card>
    );
  } else if (position.periods.length === 0) {
    body = <EmptyStateCard title="No position found." text={`This account has no contract for ${TRADE_INDEX_LABELS[tradeIndex]}.`} />;
  } else {
    body = (
      <>
        {overview.isError ? (
          <Alert variant="warning" className="mb-0" role="status">
            These figures could not be refreshed: {apiErrorMessage(overview.error) ?? DEFAULT_LOAD_ERROR_TEXT}
          </Alert>
        ) : null}
        <HedgeCard position={position} />
        <Card>
          <Card.Body className="d-flex flex-column gap-2">
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
              <h2 className="h5 mb-0">Cost against budget</h2>
              <DownloadButton
                size="sm"
                label="Export Excel"
                what="Excel"
                fetchFile={() => exportPositionOverviewXlsx({ accountId, tradeIndex })}
                fileName={() => `position-${accountId}-${tradeIndex}-${formatIsoDay(businessNow())}.xlsx`}
              />
            </div>
            <p className="small text-body-secondary mb-0">
              {position.priceDate ? `Open volume valued at the closing prices of ${formatShortDate(position.priceDate)}.` : 'No closing prices are published yet.'}{' '}
              <strong className="fw-medium">Budget at risk:</strong> {position.budgetAtRiskMethod}
            </p>
          </Card.Body>
          {stacked ? <PositionCards position={position} /> : <PositionTable position={position} openPeriods={openPeriods} />}
          <Card.Body className="border-top d-flex flex-column gap-2">
            {!stacked && unpricedNote(position.totals) ? <p className="small text-body-secondary mb-0">Total: {unpricedNote(position.totals)}</p> : null}
            <PositionTotalsSummary position={position} withIndex={stacked} />
          </Card.Body>
        </Card>
        <ContractSection accountId={accountId} tradeIndex={tradeIndex} />
        <MarketMovePanel accountId={accountId} tradeIndex={tradeIndex} stacked={stacked} />
      </>
    );
  }

  return (
    <div className="d-flex flex-column gap-4">
      <header className="d-flex flex-wrap justify-content-between align-items-end gap-3">
        <div>
          <h1 className="h3 mb-1">Position overview</h1>
          <p className="text-body-secondary mb-0">
            {session.activeAccount ? `${accountLabel(session.activeAccount)}: how much of each delivery period is hedged, and what the rest may cost.` : 'How much of each delivery period is hedged, and what the rest may cost.'}
          </p>
        </div>
        <div className="d-flex flex-wrap align-items-end gap-3">
          {session.activeAccount && allowed ? (
            <div>
              <span className="d-block small mb-1" id="position-view-label">
                View
              </span>
              <ToggleButtonGroup type="radio" name="position-view" value={view} onChange={(next: PositionView) => setView(next)} aria-labelledby="position-view-label">
                <ToggleButton id="position-view-products" value="products" variant="outline-primary">
                  Products
                </ToggleButton>
                <ToggleButton id="position-view-months" value="months" variant="outline-primary">
                  Months
                </ToggleButton>
              </ToggleButtonGroup>
            </div>
          ) : null}
          <Form.Group controlId="position-index">
            <Form.Label className="small mb-1">Trade index</Form.Label>
            <Form.Select
              value={tradeIndex}
              onChange={(event) => {
                if (isTradeIndexValue(event.target.value)) setTradeIndex(event.target.value);
              }}
            >
              <TradeIndexOptions />
            </Form.Select>
          </Form.Group>
        </div>
      </header>
      {body}
    </div>
  );
}
