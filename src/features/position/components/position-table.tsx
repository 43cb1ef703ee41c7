import Table from 'react-bootstrap/Table';

import type { PositionOverview } from '@generated/model/positionOverview';
import type { PositionPeriod } from '@generated/model/positionPeriod';
import { ScrollArea } from '@/components/ui/scroll-area';
import { formatShortDay } from '@/lib/dates';
import { formatGbp, formatQuantity, formatTwoDecimals } from '@/lib/money';

import { budgetAtRiskBand, formatPercent, gbpOrDash, NO_FIGURE, varianceTone } from '../utils/position-figures';

function Variance({ value }: { value: number | null }) {
  const tone = varianceTone(value);
  const words = tone === 'over' ? ' over' : tone === 'under' ? ' under' : '';
  return (
    <span className={tone === 'none' ? undefined : `ml-variance-${tone}`}>
      {value === null ? NO_FIGURE : `${formatGbp(Math.abs(value))}${words}`}
    </span>
  );
}

const priceOrDash = (value: number | null, unit: string) => (value === null ? NO_FIGURE : `${formatTwoDecimals(value)} ${unit}`);

/** Every figure of every period, as label/value pairs: the cards below md and the table's columns from md. */
function figuresOf(period: PositionPeriod, position: PositionOverview) {
  return [
    { label: 'Forecast', value: `${formatQuantity(period.forecastVolume)} ${position.unit}` },
    { label: 'Hedged', value: `${formatQuantity(period.hedgedVolume)} ${position.unit}` },
    { label: 'Open', value: `${formatQuantity(period.openVolume)} ${position.unit}` },
    { label: 'Hedged %', value: formatPercent(period.hedgedPercent) },
    { label: 'Average locked price', value: priceOrDash(period.averageLockedPrice, position.priceUnit) },
    { label: 'Latest close', value: priceOrDash(period.latestClosingPrice, position.priceUnit) },
    { label: 'Open value at latest close', value: gbpOrDash(period.openValue) },
    { label: 'Estimated total cost', value: gbpOrDash(period.estimatedTotalCost) },
    { label: 'Budget cost', value: formatGbp(period.budgetCost) },
    { label: 'Variance', value: <Variance value={period.variance} /> },
    { label: 'Budget at risk (P5–P95)', value: budgetAtRiskBand(period) },
    { label: 'Trade deadline', value: formatShortDay(period.tradeDeadline) },
  ];
}

/** The position from md up: one row per delivery period, scrolling sideways when narrow. */
export function PositionTable({ position }: { position: PositionOverview }) {
  const headers = position.periods[0] ? figuresOf(position.periods[0], position).map((figure) => figure.label) : [];
  return (
    <ScrollArea orientation="horizontal" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Position by delivery period, scrolls sideways' }}>
      <Table hover className="mb-0 align-middle small">
        <caption className="visually-hidden">Position by delivery period</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {headers.map((header) => (
              <th key={header} scope="col" className="text-end">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {position.periods.map((period) => (
            <tr key={period.deliveryPeriod}>
              <th scope="row" className="text-nowrap">
                {period.deliveryPeriod}
              </th>
              {figuresOf(period, position).map((figure) => (
                <td key={figure.label} className="text-end text-nowrap">
                  {figure.value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollArea>
  );
}

/** The position below md: one card per delivery period, its figures as a list. */
export function PositionCards({ position }: { position: PositionOverview }) {
  return (
    <ul className="list-group list-group-flush" aria-label="Position by delivery period">
      {position.periods.map((period) => (
        <li key={period.deliveryPeriod} className="list-group-item py-3">
          <h3 className="h6 mb-2">{period.deliveryPeriod}</h3>
          <dl className="mb-0 small">
            {figuresOf(period, position).map((figure) => (
              <div key={figure.label} className="d-flex justify-content-between gap-3 mb-1">
                <dt className="fw-normal text-body-secondary">{figure.label}</dt>
                <dd className="mb-0 text-end">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The chart's table alternative: hedged and open volume by period. */
export function HedgeTable({ position }: { position: PositionOverview }) {
  return (
    <Table size="sm" className="mb-0 align-middle">
      <caption className="visually-hidden">Hedged and open volume by delivery period</caption>
      <thead>
        <tr>
          <th scope="col">Period</th>
          <th scope="col" className="text-end">
            Hedged ({position.unit})
          </th>
          <th scope="col" className="text-end">
            Open ({position.unit})
          </th>
          <th scope="col" className="text-end">
            Hedged %
          </th>
        </tr>
      </thead>
      <tbody>
        {position.periods.map((period) => (
          <tr key={period.deliveryPeriod}>
            <th scope="row">{period.deliveryPeriod}</th>
            <td className="text-end">{formatQuantity(period.hedgedVolume)}</td>
            <td className="text-end">{formatQuantity(period.openVolume)}</td>
            <td className="text-end">{formatPercent(period.hedgedPercent)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
