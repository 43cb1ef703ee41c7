import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import ToggleButton from 'react-bootstrap/ToggleButton';

import { useGetClosingPriceHistory } from '@generated/api/closing-prices/closing-prices';
import { exportClosingPriceHistoryXlsx } from '@generated/api/spreadsheets/spreadsheets';
import type { Period } from '@generated/model/period';
import type { TradeIndex } from '@generated/model/tradeIndex';
import { DownloadButton } from '@/components/ui/download-button';
import { now as businessNow } from '@/lib/clock';
import { formatIsoDay, formatShortDate } from '@/lib/dates';

import { priceUnitOf } from '../utils/closing-price-options';
import { formatPrice, formatSignedChange } from '../utils/format-price';
import { DEFAULT_HISTORY_RANGE, HISTORY_RANGES, historyRangeStart, type HistoryRange } from '../utils/history-range';
import { describeHistory, describeStatsPeriod, summariseHistory } from '../utils/history-summary';
import { HistoryRangeSelector } from './history-range-selector';
import PriceHistoryChart from './price-history-chart';
import { PriceHistoryStatus } from './price-history-status';
import { PriceHistoryTable } from './price-history-table';

export interface HistoryProduct {
  tradeIndex: TradeIndex;
  period: Period;
  periodNameAbs: string;
}

/**
 * One product's closing price history: a range selector, headline figures, and the
 * chart with its 30-day band, or the same data as a table ('Show as table'); 'Export Excel'
 * downloads the range shown as an .xlsx workbook (docs/files.md, "Spreadsheets").
 */
export default function PriceHistory({ product, now }: { product: HistoryProduct; now: Date }) {
  const [range, setRange] = useState<HistoryRange>(DEFAULT_HISTORY_RANGE);
  const [asTable, setAsTable] = useState(false);
  const switchId = useId();
  const params = { ...product, from: historyRangeStart(range, now) };
  const query = useGetClosingPriceHistory(
    params,
    { query: { placeholderData: keepPreviousData } },
  );

  const history = query.data?.data;
  const unit = history?.priceUnit ?? priceUnitOf(product.tradeIndex);
  const points = history?.points ?? [];
  const summary = summariseHistory(points);
  const rangeDescription = HISTORY_RANGES.find((option) => option.value === range)?.description ?? range;

  return (
    <div className="d-flex flex-column gap-3">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <HistoryRangeSelector value={range} onChange={setRange} />
        <div className="d-flex flex-wrap gap-2">
          <ToggleButton
            id={switchId}
            type="checkbox"
            variant="outline-primary"
            size="sm"
            value="table"
            checked={asTable}
            onChange={(event) => setAsTable(event.currentTarget.checked)}
          >
            Show as table
          </ToggleButton>
          <DownloadButton
            size="sm"
            label="Export Excel"
            what="Excel"
            fetchFile={() => exportClosingPriceHistoryXlsx(params)}
            fileName={() => `closing-prices-${product.tradeIndex}-${product.periodNameAbs}-${formatIsoDay(businessNow())}.xlsx`}
            disabled={!query.isSuccess || summary === null}
          />
        </div>
      </div>
      <PriceHistoryStatus query={query} hasData={summary !== null} subject="price history" />
      {query.isSuccess && summary ? (
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-50' : undefined}>
          {/* The headline figures say their unit and the span of closes they cover. */}
          <p className="small text-body-secondary mb-1" id={`${switchId}-stats`}>
            {describeStatsPeriod(summary, rangeDescription)}, in {unit}
          </p>
          <dl className="ml-history-stats" aria-describedby={`${switchId}-stats`}>
            <div>
              <dt>Latest ({formatShortDate(summary.last.date)})</dt>
              <dd>
                {formatPrice(summary.last.price)} {unit}
              </dd>
            </div>
            <div>
              <dt>Change over the range</dt>
              <dd>
                {formatSignedChange(summary.change)} {unit}
              </dd>
            </div>
            <div>
              <dt>Highest close</dt>
              <dd>
                {formatPrice(summary.high)} {unit}
              </dd>
            </div>
            <div>
              <dt>Lowest close</dt>
              <dd>
                {formatPrice(summary.low)} {unit}
              </dd>
            </div>
          </dl>
          {asTable ? (
            <PriceHistoryTable points={points} unit={unit} caption={`Closing prices of ${product.periodNameAbs} in ${unit}, newest first`} />
          ) : (
            <PriceHistoryChart points={points} unit={unit} description={describeHistory(product.periodNameAbs, unit, summary)} />
          )}
        </div>
      ) : null}
    </div>
  );
}
