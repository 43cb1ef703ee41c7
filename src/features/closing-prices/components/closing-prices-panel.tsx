import './closing-prices.css';

import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';

import { useGetLatestClosingPrices } from '@generated/api/closing-prices/closing-prices';
import type { ClosingPrice } from '@generated/model/closingPrice';
import type { Period } from '@generated/model/period';
import type { TradeIndex } from '@generated/model/tradeIndex';
import { formatLongDate, formatShortDate } from '@/lib/dates';
import { usePortalSession } from '@/lib/portal-session';
import { PERMISSIONS } from '@/machines/roles';
import { now as businessNow } from '@/lib/clock';

import { DEFAULT_PERIOD, DEFAULT_TRADE_INDEX, PERIOD_OPTIONS, priceUnitOf, tradeIndexLabel } from '../utils/closing-price-options';
import { ClosingPricesTable } from './closing-prices-table';
import { PeriodAndIndexSelectors } from './period-and-index-selectors';
import { PriceHistoryDialog } from './price-history-dialog';

export const NO_CLOSING_PRICES = 'No closing prices found';

/**
 * The Closing Prices panel: today's date, the period and trade index
 * selectors and the latest closing prices. Rendered only with view:closing_prices
 * (the server checks it again). `now` fixes "today" (stories, tests).
 */
export function ClosingPricesPanel({ now }: { now?: Date }) {
  const { hasPermission } = usePortalSession();
  if (!hasPermission(PERMISSIONS.viewClosingPrices)) return null;
  return <ClosingPricesCard now={now ?? businessNow()} />;
}

function ClosingPricesCard({ now }: { now: Date }) {
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const [tradeIndex, setTradeIndex] = useState<TradeIndex>(DEFAULT_TRADE_INDEX);
  const [historyOf, setHistoryOf] = useState<ClosingPrice | null>(null);
  const query = useGetLatestClosingPrices({ tradeIndex, period });

  const unit = query.data?.priceUnit ?? priceUnitOf(tradeIndex);
  const rows = query.data?.data;
  const failed = query.isError || (query.isSuccess && rows?.length === 0);
  const periodLabel = PERIOD_OPTIONS.find((option) => option.value === period)?.label ?? period;
  const publishedDate = query.data?.publishedDate;

  return (
    <Card as="section" aria-labelledby="closing-prices-heading">
      <Card.Body className="d-flex flex-column gap-3">
        <h2 id="closing-prices-heading" className="h5 mb-0">
          Closing Prices
          <span className="d-block fs-6 fw-normal text-body-secondary mt-1">
            <time dateTime={now.toISOString().slice(0, 10)}>{formatLongDate(now)}</time>
          </span>
        </h2>
        <PeriodAndIndexSelectors
          period={period}
          tradeIndex={tradeIndex}
          onPeriodChange={setPeriod}
          onTradeIndexChange={setTradeIndex}
        />
        {failed ? (
          <Alert variant="danger" className="mb-0">
            {NO_CLOSING_PRICES}
          </Alert>
        ) : (
          <div>
            <ClosingPricesTable
              rows={query.isPending ? undefined : rows}
              unit={unit}
              caption={`Closing prices: ${tradeIndexLabel(tradeIndex)}, ${periodLabel.toLowerCase()} products, in ${unit}`}
              onOpenHistory={setHistoryOf}
            />
            {publishedDate ? (
              <p className="small text-body-secondary mb-0 mt-2">
                {tradeIndexLabel(tradeIndex)} · as at the close of {formatShortDate(publishedDate)} · prices in {unit}
              </p>
            ) : null}
          </div>
        )}
      </Card.Body>
      {historyOf ? (
        <PriceHistoryDialog
          product={{ tradeIndex, period, periodNameAbs: historyOf.periodNameAbs }}
          now={now}
          onClose={() => setHistoryOf(null)}
        />
      ) : null}
    </Card>
  );
}
