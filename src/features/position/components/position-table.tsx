import './position.css';

import { useState, type ReactNode } from 'react';
import Table from 'react-bootstrap/Table';

import type { PositionOverview } from '@generated/model/positionOverview';
import type { PositionPeriod } from '@generated/model/positionPeriod';
import { ScrollArea } from '@/components/ui/scroll-area';
import { formatShortDate } from '@/lib/dates';
import { formatGbp, formatPercent, formatQuantity, formatTwoDecimals } from '@/lib/money';

import { budgetAtRiskBand, gbpOrDash, NO_FIGURE, varianceTone } from '../utils/position-figures';
import { PositionTotalsRow } from './position-totals';

function Variance({ value }: { value: number | null }) {
  const tone = varianceTone(value);
  const words = tone === 'over' ? ' over' : tone === 'under' ? ' under' : '';
  return (
    <span className={tone === 'none' ? undefined : `ml-variance-${tone}`}>
      {value === null ? NO_FIGURE : <span className="text-nowrap">{formatGbp(Math.abs(value))}</span>}
      {words}
    </span>
  );
}

/** The trade deadline, and once it is past (the server says so by its clock) a word that says so. */
function Deadline({ period }: { period: PositionPeriod }) {
  return (
    <>
      <span className="text-nowrap">{formatShortDate(period.tradeDeadline)}</span>
      {period.pastTradeDeadline ? (
        <>
          {' '}
          <span className="ml-past-deadline badge">Past deadline</span>
        </>
      ) : null}
    </>
  );
}

const priceOrDash = (value: number | null, unit: string) => (value === null ? NO_FIGURE : `${formatTwoDecimals(value)} ${unit}`);

interface Figure {
  label: string;
  /** With its unit (the cards, the details). */
  value: ReactNode;
  /** The table cell when the unit is in the column header instead. */
  cell?: ReactNode;
}

/**
 * A period's figures in two groups (docs/breakpoints-and-scrolling.md, "Tables that grow"):
 * the main ones are the table's columns, which fit at 1280 px; the details open under the
 * row. A new figure (the hedging policy's) goes to the details unless it is worth a column
 * and still fits.
 */
function figuresOf(period: PositionPeriod, position: PositionOverview): { main: Figure[]; details: Figure[] } {
  return {
    main: [
      { label: 'Forecast', value: `${formatQuantity(period.forecastVolume)} ${position.unit}`, cell: formatQuantity(period.forecastVolume) },
      { label: 'Hedged', value: `${formatQuantity(period.hedgedVolume)} ${position.unit}`, cell: formatQuantity(period.hedgedVolume) },
      { label: 'Open', value: `${formatQuantity(period.openVolume)} ${position.unit}`, cell: formatQuantity(period.openVolume) },
      { label: 'Hedged %', value: formatPercent(period.hedgedPercent) },
      { label: 'Estimated total cost', value: gbpOrDash(period.estimatedTotalCost) },
      { label: 'Variance', value: <Variance value={period.variance} /> },
      { label: 'Budget at risk (P5–P95)', value: budgetAtRiskBand(period) },
      { label: 'Trade deadline', value: <Deadline period={period} /> },
    ],
    details: [
      { label: 'Average locked price', value: priceOrDash(period.averageLockedPrice, position.priceUnit) },
      { label: 'Locked cost', value: formatGbp(period.lockedCost) },
      { label: 'Latest close', value: priceOrDash(period.latestClosingPrice, position.priceUnit) },
      { label: 'Open value at latest close', value: gbpOrDash(period.openValue) },
      { label: 'Budget price', value: `${formatTwoDecimals(period.budgetPrice)} ${position.priceUnit}` },
      { label: 'Budget cost', value: formatGbp(period.budgetCost) },
    ],
  };
}

/** Cells that may wrap between their parts (amount and word, date and badge, the band's two ends). */
const WRAPPING = new Set(['Variance', 'Budget at risk (P5–P95)', 'Trade deadline']);

/** The volume columns carry their unit in the header (design notes: units in the header), so their cells stay narrow. */
const mainHeaders = (position: PositionOverview) => [
  `Forecast (${position.unit})`,
  `Hedged (${position.unit})`,
  `Open (${position.unit})`,
  'Hedged %',
  'Estimated total cost',
  'Variance',
  'Budget at risk (P5–P95)',
  'Trade deadline',
];
const MAIN_COLUMNS = 8;

function PeriodRows({ period, position, open, setOpen }: { period: PositionPeriod; position: PositionOverview; open: boolean; setOpen: (open: boolean) => void }) {
  const { main, details } = figuresOf(period, position);
  const detailsId = `position-details-${period.deliveryPeriod}`;
  return (
    <>
      <tr>
        <th scope="row" className="text-nowrap">
          {period.deliveryPeriod}
        </th>
        {main.map((figure) => (
          <td key={figure.label} className={WRAPPING.has(figure.label) ? 'text-end ml-position-band' : 'text-end text-nowrap'}>
            {figure.cell ?? figure.value}
          </td>
        ))}
        <td className="text-end">
          <button type="button" className="btn btn-link btn-sm p-0 text-nowrap" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            {open ? 'Hide' : 'Details'}
            <span className="visually-hidden"> of {period.deliveryPeriod}</span>
          </button>
        </td>
      </tr>
      <tr id={detailsId} hidden={!open} className="ml-position-details">
        <td colSpan={MAIN_COLUMNS + 2}>
          <dl className="mb-0 d-flex flex-wrap column-gap-4 row-gap-1">
            {details.map((figure) => (
              <div key={figure.label} className="d-flex gap-2">
                <dt className="fw-normal text-body-secondary">{figure.label}</dt>
                <dd className="mb-0">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </td>
      </tr>
    </>
  );
}

/** Which periods have their details open: kept by the page, so they stay open when the table gives way to the cards and comes back (a window resized across md). */
export interface OpenPeriods {
  isOpen: (deliveryPeriod: string) => boolean;
  setOpen: (deliveryPeriod: string, open: boolean) => void;
}

export function useOpenPeriods(): OpenPeriods {
  const [open, setOpenSet] = useState<ReadonlySet<string>>(() => new Set());
  return {
    isOpen: (deliveryPeriod) => open.has(deliveryPeriod),
    setOpen: (deliveryPeriod, next) =>
      setOpenSet((current) => {
        const updated = new Set(current);
        if (next) updated.add(deliveryPeriod);
        else updated.delete(deliveryPeriod);
        return updated;
      }),
  };
}

/**
 * The position from md up: one row per delivery period with its main figures, the others in
 * a details row it opens, and the index's totals in the last row. At 1280 px and wider every
 * column shows; narrower, the table scrolls sideways and says so.
 */
export function PositionTable({ position, openPeriods }: { position: PositionOverview; openPeriods: OpenPeriods }) {
  return (
    <ScrollArea orientation="horizontal" table viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Position by delivery period' }}>
      <Table hover size="sm" className="mb-0 align-middle small ml-position-table">
        <caption className="visually-hidden">Position by delivery period</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {mainHeaders(position).map((header) => (
              <th key={header} scope="col" className="text-end">
                {header}
              </th>
            ))}
            <th scope="col" className="text-end">
              <span className="visually-hidden">More figures</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {position.periods.map((period) => (
            <PeriodRows
              key={period.deliveryPeriod}
              period={period}
              position={position}
              open={openPeriods.isOpen(period.deliveryPeriod)}
              setOpen={(open) => openPeriods.setOpen(period.deliveryPeriod, open)}
            />
          ))}
        </tbody>
        <tfoot>
          <PositionTotalsRow position={position} />
        </tfoot>
      </Table>
    </ScrollArea>
  );
}

/** The position below md: one card per delivery period, its figures as a list. */
export function PositionCards({ position }: { position: PositionOverview }) {
  return (
    <ul className="list-group list-group-flush" aria-label="Position by delivery period">
      {position.periods.map((period) => {
        const { main, details } = figuresOf(period, position);
        return (
          <li key={period.deliveryPeriod} className="list-group-item py-3">
            <h3 className="h6 mb-2">{period.deliveryPeriod}</h3>
            <dl className="mb-0 small">
              {[...main, ...details].map((figure) => (
                <div key={figure.label} className="d-flex justify-content-between gap-3 mb-1">
                  <dt className="fw-normal text-body-secondary">{figure.label}</dt>
                  <dd className="mb-0 text-end">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
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

