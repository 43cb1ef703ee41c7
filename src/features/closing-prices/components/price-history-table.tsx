import Table from 'react-bootstrap/Table';

import type { ClosingPriceHistoryPoint } from '@generated/model/closingPriceHistoryPoint';
import { ScrollArea } from '@/components/ui/scroll-area';
import { formatShortDate } from '@/lib/dates';

import { formatPrice } from '../utils/format-price';

/** The chart's data as a table (newest first): the accessible alternative to the canvas. */
export function PriceHistoryTable({ points, unit, caption }: { points: readonly ClosingPriceHistoryPoint[]; unit: string; caption: string }) {
  const newestFirst = [...points].reverse();
  return (
    // Focusable so keyboard users can scroll it (a scrollable region must be reachable).
    <ScrollArea orientation="both" className="ml-history-table-scroll" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': caption }}>
      <Table size="sm" className="ml-closing-prices-table mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" className="text-end">
              Price ({unit})
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
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((point) => (
            <tr key={point.date}>
              <th scope="row" className="fw-normal">
                <time dateTime={point.date}>{formatShortDate(point.date)}</time>
              </th>
              <td className="text-end">{formatPrice(point.price)}</td>
              <td className="text-end">{formatPrice(point.thirtyDayMean)}</td>
              <td className="text-end">{formatPrice(point.thirtyDayHigh)}</td>
              <td className="text-end">{formatPrice(point.thirtyDayLow)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollArea>
  );
}
