import './position.css';
import './month.css';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';

import { useQuery } from '@tanstack/react-query';

import { getGetPositionMonthsQueryOptions } from '@generated/api/position/position';
import type { FixingStep } from '@generated/model/fixingStep';
import type { PositionMonth } from '@generated/model/positionMonth';
import type { PositionMonths } from '@generated/model/positionMonths';
import type { TradeIndex } from '@generated/model/tradeIndex';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { ScrollArea } from '@/components/ui/scroll-area';
import { SkeletonText } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error';
import { formatShortDate } from '@/lib/dates';
import { formatPercent, formatQuantity } from '@/lib/money';
import { TRADE_INDEX_LABELS } from '@/lib/trade-index-labels';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

import { bandText, STATUS_WORDS, stepSentence, stepWhen } from '../utils/month-figures';

// The chart is its own chunk, as on the product view: the table shows without waiting for it.
const MonthChart = lazy(() => import('./month-chart').then((module) => ({ default: module.MonthChart })));

/** Fixing-calendar lines shown before "Show all". */
export const FIXING_STEPS_SHOWN = 8;

export function StatusBadge({ status }: { status: PositionMonth['status'] }) {
  return <span className={`badge ml-status ml-status--${status}`}>{STATUS_WORDS[status]}</span>;
}

function nextStep(month: PositionMonth): string {
  if (month.nextStepDate === null || month.nextFloorPercent === null) return 'No further step';
  return `${formatPercent(month.nextFloorPercent)} from ${formatShortDate(month.nextStepDate)}`;
}

interface Figure {
  label: string;
  value: ReactNode;
}

function figuresOf(month: PositionMonth, months: PositionMonths): Figure[] {
  const below = month.status === 'below_floor';
  return [
    { label: `Forecast (${months.energyUnit})`, value: formatQuantity(month.forecastEnergy) },
    { label: `Hedged (${months.energyUnit})`, value: formatQuantity(month.hedgedEnergy) },
    { label: 'Hedged %', value: formatPercent(month.hedgedPercent) },
    { label: 'Today’s band', value: <span className="text-nowrap">{bandText(month.floorPercent, month.ceilingPercent)}</span> },
    { label: 'Status', value: <StatusBadge status={month.status} /> },
    { label: `To floor (${months.energyUnit})`, value: below ? formatQuantity(month.toFloorEnergy) : '–' },
    { label: `To floor (${months.unit})`, value: below ? formatQuantity(month.toFloorVolume) : '–' },
    { label: 'Next floor', value: nextStep(month) },
  ];
}

/** From md up: one row per delivery month. */
function MonthTable({ months }: { months: PositionMonths }) {
  const headers = figuresOf(months.months[0] as PositionMonth, months).map((figure) => figure.label);
  return (
    <ScrollArea orientation="horizontal" table viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Position by delivery month' }}>
      <Table hover size="sm" className="mb-0 align-middle small ml-month-table">
        <caption className="visually-hidden">Position by delivery month against today’s band of the hedging policy</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {headers.map((header) => (
              <th key={header} scope="col" className="text-end">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.months.map((month) => (
            <tr key={month.month}>
              <th scope="row" className="text-nowrap">
                {month.deliveryPeriod}
              </th>
              {figuresOf(month, months).map((figure) => (
                <td key={figure.label} className="text-end">
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

/** Below md: one card per delivery month, its figures as a list (nothing to scroll sideways). */
function MonthCards({ months }: { months: PositionMonths }) {
  return (
    <ul className="list-group list-group-flush" aria-label="Position by delivery month">
      {months.months.map((month) => (
        <li key={month.month} className="list-group-item py-3">
          <h3 className="h6 mb-2">{month.deliveryPeriod}</h3>
          <dl className="mb-0 small">
            {figuresOf(month, months).map((figure) => (
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

function FixingCalendar({ months }: { months: PositionMonths }) {
  const [all, setAll] = useState(false);
  const steps = months.fixingCalendar;
  const shown: FixingStep[] = all ? steps : steps.slice(0, FIXING_STEPS_SHOWN);
  return (
    <Card as="section" aria-labelledby="fixing-calendar-heading">
      <Card.Body className="d-flex flex-column gap-3">
        <div>
          <h2 id="fixing-calendar-heading" className="h5 mb-1">
            Fixing calendar
          </h2>
          <p className="small text-body-secondary mb-0">What must be bought by when to keep each month at its floor, soonest first. Volumes are flat over the whole month.</p>
        </div>
        {steps.length === 0 ? (
          <p className="mb-0">Nothing to buy: every month is at its floor, and at the floor it steps up to next.</p>
        ) : (
          <ol className="list-unstyled mb-0 d-flex flex-column gap-2">
            {shown.map((step) => (
              <li key={`${step.month}-${step.reason}`} className="ml-fixing-step">
                <span className={`fw-medium text-nowrap ${step.reason === 'below_floor' ? 'ml-month-below_floor' : ''}`}>
                  {stepWhen(step)}
                </span>
                <span>{stepSentence(step, months)}</span>
              </li>
            ))}
          </ol>
        )}
        {steps.length > FIXING_STEPS_SHOWN ? (
          <div>
            <Button variant="link" size="sm" className="p-0" aria-expanded={all} onClick={() => setAll(!all)}>
              {all ? 'Show fewer' : `Show all ${steps.length}`}
            </Button>
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}

/** The month view's body once its figures are in. */
export function PositionMonthsBody({ months, stacked }: { months: PositionMonths; stacked: boolean }) {
  const below = months.months.filter((month) => month.status === 'below_floor').length;
  const above = months.months.filter((month) => month.status === 'above_ceiling').length;
  return (
    <>
      {months.policy.adopted ? null : (
        <Alert variant="info" className="mb-0">
          This account runs on the default hedging policy, not yet adopted by your admin: compliance is shown, but no alerts are sent.
        </Alert>
      )}
      <Card>
        <Card.Body className="d-flex flex-column gap-3">
          <div>
            <h2 className="h5 mb-1">Hedged % against the policy</h2>
            <p className="small text-body-secondary mb-0">
              Each trade counts in every month its product covers. {below === 0 ? 'No month is below its floor' : `${below} ${below === 1 ? 'month is' : 'months are'} below the floor`}
              {above > 0 ? `, ${above} above the ceiling` : ''} on {formatShortDate(months.today)}.
            </p>
          </div>
          <Suspense fallback={<SkeletonText lines={4} />}>
            <MonthChart months={months} />
          </Suspense>
        </Card.Body>
      </Card>
      <Card>
        <Card.Body>
          <h2 className="h5 mb-0">By delivery month</h2>
        </Card.Body>
        {stacked ? <MonthCards months={months} /> : <MonthTable months={months} />}
      </Card>
      <FixingCalendar months={months} />
    </>
  );
}

/**
 * The month view of the position overview (docs/trading.md, "Months"): per delivery month the
 * hedged % against today's band of the hedging policy, what to buy to reach the floor, the next
 * step, and the fixing calendar. The server computes every figure; the page formats them.
 */
export function PositionMonthsView({ accountId, tradeIndex, stacked }: { accountId: string; tradeIndex: TradeIndex; stacked: boolean }) {
  const query = useQuery(getGetPositionMonthsQueryOptions({ accountId, tradeIndex }, { query: { enabled: accountId !== '' } }));
  const months = query.data?.data;
  if (query.isError && !months) {
    return (
      <Alert variant="danger" className="mb-0" role="alert">
        {apiErrorMessage(query.error) ?? DEFAULT_LOAD_ERROR_TEXT}
      </Alert>
    );
  }
  if (!months) {
    return (
      <Card>
        <Card.Body aria-busy="true">
          <SkeletonText lines={8} />
        </Card.Body>
      </Card>
    );
  }
  if (months.months.length === 0) return <EmptyStateCard title="No delivery months found." text={`This account has no contract for ${TRADE_INDEX_LABELS[tradeIndex]}.`} />;
  return <PositionMonthsBody months={months} stacked={stacked} />;
}
