import './closing-prices.css';

import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';

import { useGetClosingPriceHistory } from '@generated/api/closing-prices/closing-prices';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { usePortalSession } from '@/lib/portal-session';
import { PERMISSIONS } from '@/machines/roles';
import { now as businessNow } from '@/lib/clock';

import { DEFAULT_PERIOD, DEFAULT_TRADE_INDEX, priceUnitOf, tradeIndexLabel } from '../utils/closing-price-options';
import { formatPrice } from '../utils/format-price';
import { historyRangeStart } from '../utils/history-range';
import { describeHistory, summariseHistory } from '../utils/history-summary';
import { PriceChange } from './price-change';
import { PriceHistoryDialog } from './price-history-dialog';
import { PriceHistoryStatus } from './price-history-status';

// The charting library loads after the dashboard's first paint.
const PriceHistoryChart = lazy(() => import('./price-history-chart'));

const TREND_RANGE = '3M';
const CHART_HEIGHT = 180;
/** The legend under the chart (one line of small text and its margin). */
const LEGEND_HEIGHT = 29;

/**
 * A compact chart of the default product (baseload power, day-ahead) over the last
 * three months, for the dashboards. Needs view:closing_prices, like the panel.
 */
export function PriceTrendCard({ now }: { now?: Date }) {
  const { hasPermission } = usePortalSession();
  if (!hasPermission(PERMISSIONS.viewClosingPrices)) return null;
  return <PriceTrend now={now ?? businessNow()} />;
}

function PriceTrend({ now }: { now: Date }) {
  const [open, setOpen] = useState(false);
  const query = useGetClosingPriceHistory({ tradeIndex: DEFAULT_TRADE_INDEX, period: DEFAULT_PERIOD, from: historyRangeStart(TREND_RANGE, now) });
  const history = query.data?.data;
  const unit = history?.priceUnit ?? priceUnitOf(DEFAULT_TRADE_INDEX);
  const points = history?.points ?? [];
  const summary = summariseHistory(points);
  const previous = points[points.length - 2];

  return (
    <Card as="section" aria-labelledby="price-trend-heading">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <h2 id="price-trend-heading" className="h5 mb-0">
            {tradeIndexLabel(DEFAULT_TRADE_INDEX)} · {history?.periodNameAbs ?? 'Day-ahead'}
            <span className="d-block fs-6 fw-normal text-body-secondary mt-1">Closing price, last 3 months</span>
          </h2>
          {query.isPending ? (
            // Where the latest price will be, at its size, so the card does not grow when it comes.
            <Placeholder as="p" animation="glow" className="mb-0 text-end" aria-hidden="true">
              <span className="d-block h4 mb-0">
                <Placeholder className="rounded" style={{ width: '8.5rem' }} />
              </span>
              <Placeholder size="sm" className="rounded" style={{ width: '6rem' }} />
            </Placeholder>
          ) : null}
          {summary ? (
            <p className="mb-0 text-end">
              <span className="d-block h4 mb-0">
                {formatPrice(summary.last.price)} <span className="fs-6 fw-normal text-body-secondary">{unit}</span>
              </span>
              {previous ? <PriceChange dailyChange={summary.last.price - previous.price} unit={unit} /> : null}
            </p>
          ) : null}
        </div>
        {query.isPending ? (
          // The chart's box and the button row at their final height while the prices load.
          <>
            <div className="d-flex align-items-center" style={{ height: CHART_HEIGHT + LEGEND_HEIGHT }}>
              <PriceHistoryStatus query={query} hasData={false} subject="price trend" />
            </div>
            <Placeholder.Button size="sm" variant="outline-primary" xs={3} aria-hidden="true" tabIndex={-1} />
          </>
        ) : (
          <PriceHistoryStatus query={query} hasData={summary !== null} subject="price trend" />
        )}
        {summary && history ? (
          <>
            <Suspense
              fallback={
                <div className="d-flex align-items-center" style={{ height: CHART_HEIGHT + LEGEND_HEIGHT }}>
                  <LoadingSpinner label="Loading chart" centered />
                </div>
              }
            >
              <PriceHistoryChart points={points} unit={unit} description={describeHistory(history.periodNameAbs, unit, summary)} height={CHART_HEIGHT} compact />
            </Suspense>
            <div>
              <Button variant="outline-primary" size="sm" onClick={() => setOpen(true)}>
                Full history<span className="visually-hidden"> of {history.periodNameAbs}</span>
              </Button>
            </div>
            {open ? (
              <PriceHistoryDialog
                product={{ tradeIndex: DEFAULT_TRADE_INDEX, period: DEFAULT_PERIOD, periodNameAbs: history.periodNameAbs }}
                now={now}
                onClose={() => setOpen(false)}
              />
            ) : null}
          </>
        ) : null}
      </Card.Body>
    </Card>
  );
}
