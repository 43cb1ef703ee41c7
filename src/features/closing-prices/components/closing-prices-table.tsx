import Table from 'react-bootstrap/Table';

import type { ClosingPrice } from '@generated/model/closingPrice';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import { ChartIcon } from '@/components/ui/icons';
import { ScrollArea } from '@/components/ui/scroll-area';

import { formatPrice } from '../utils/format-price';
import { PriceChange } from './price-change';

const COLUMNS = 7;

/**
 * The closing prices of one trade index and period: product, price, daily change and
 * the 30-day mean, high and low, all with 2 decimals. Each row opens its price history.
 * `rows` undefined means loading (skeleton rows under the real header). The table scrolls
 * sideways in the scroll area when the column is narrow; the Chart column stays pinned to
 * its right edge so the action is reachable at every width.
 */
export function ClosingPricesTable({
  rows,
  unit,
  caption,
  onOpenHistory,
}: {
  rows: ClosingPrice[] | undefined;
  unit: string;
  caption: string;
  onOpenHistory: (row: ClosingPrice) => void;
}) {
  return (
    <ScrollArea className="ml-closing-prices-scroll" table>
      <Table hover className="ml-closing-prices-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="text-end">
              Price <span className="fw-normal">({unit})</span>
            </th>
            <th scope="col" className="text-end">
              Daily change
            </th>
            <th scope="col" className="text-end">
              30-day mean
            </th>
            <th scope="col" className="text-end">
              30-day high
            </th>
            <th scope="col" className="text-end">
              30-day low
            </th>
            <th scope="col" className="text-end ml-chart-column">
              <span className="visually-hidden">Price history</span>
            </th>
          </tr>
        </thead>
        {rows === undefined ? (
          <SkeletonTableRows rows={5} columns={COLUMNS} />
        ) : (
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="ml-product">
                  {row.periodNameAbs}
                </th>
                <td className="text-end">{formatPrice(row.price)}</td>
                <td className="text-end">
                  <PriceChange dailyChange={row.dailyChange} unit={unit} />
                </td>
                <td className="text-end">{formatPrice(row.thirtyDayMean)}</td>
                <td className="text-end">{formatPrice(row.thirtyDayHigh)}</td>
                <td className="text-end">{formatPrice(row.thirtyDayLow)}</td>
                <td className="text-end py-1 ml-chart-column">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
                    aria-label={`Chart: price history of ${row.periodNameAbs}`}
                    onClick={() => onOpenHistory(row)}
                  >
                    <ChartIcon size={16} />
                    Chart
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        )}
      </Table>
    </ScrollArea>
  );
}
