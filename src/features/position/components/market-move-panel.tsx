import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';

import { useGetMarketMove } from '@generated/api/what-if/what-if';
import type { MarketMove } from '@generated/model/marketMove';
import type { TradeIndex } from '@generated/model/tradeIndex';
import { getMarketMoveQueryMovePercentMax as MAX, getMarketMoveQueryMovePercentMin as MIN } from '@generated/zod/what-if/what-if.zod';
import { ScrollArea } from '@/components/ui/scroll-area';
import { SkeletonText } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error';
import { formatShortDate } from '@/lib/dates';
import { formatGbp, formatQuantity } from '@/lib/money';
import { formatUnitPrice } from '@/lib/trading-format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

/** How long the move must stay the same before it is asked for. */
export const MOVE_DEBOUNCE_MS = 300;

const signedGbp = (value: number | null) => (value === null ? '–' : value > 0 ? `+${formatGbp(value)}` : formatGbp(value));
const gbp = (value: number | null) => (value === null ? '–' : formatGbp(value));

/** The move as typed, or the problem with it (the contract's bounds, two decimals at most). */
export function parseMove(text: string): { value: number } | { problem: string } {
  const trimmed = text.trim().replace('−', '-');
  if (!/^[+-]?\d+(\.\d{1,2})?$/.test(trimmed)) return { problem: `Enter a move in percent, e.g. 10 or -10 (at most two decimals).` };
  const value = Number(trimmed);
  if (value < MIN || value > MAX) return { problem: `Enter a move between ${MIN} % and ${MAX} %.` };
  return { value };
}

function MoveTable({ move }: { move: MarketMove }) {
  return (
    <ScrollArea table>
      <Table size="sm" className="mb-0 align-middle">
        <caption className="visually-hidden">The open energy of each month at the latest close and moved by {move.movePercent} %</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col" className="text-end">
              Open ({move.energyUnit})
            </th>
            <th scope="col" className="text-end">
              Close → moved
            </th>
            <th scope="col" className="text-end">
              Open cost → moved
            </th>
            <th scope="col" className="text-end">
              Budget variance → moved
            </th>
          </tr>
        </thead>
        <tbody>
          {move.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.deliveryPeriod}</th>
              <td className="text-end">{formatQuantity(m.openEnergy)}</td>
              <td className="text-end text-nowrap">
                {m.latestPrice === null || m.movedPrice === null ? 'No close' : `${formatUnitPrice(m.latestPrice, move.priceUnit)} → ${formatUnitPrice(m.movedPrice, move.priceUnit)}`}
              </td>
              <td className="text-end text-nowrap">
                {gbp(m.openCost)} → {gbp(m.movedOpenCost)}
              </td>
              <td className="text-end text-nowrap">
                {signedGbp(m.budgetVariance)} → {signedGbp(m.movedBudgetVariance)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-medium">
            <th scope="row">Total</th>
            <td />
            <td />
            <td className="text-end text-nowrap">
              {formatGbp(move.totals.openCost)} → {formatGbp(move.totals.movedOpenCost)}
            </td>
            <td className="text-end text-nowrap">
              {signedGbp(move.totals.budgetVariance)} → {signedGbp(move.totals.movedBudgetVariance)}
            </td>
          </tr>
        </tfoot>
      </Table>
    </ScrollArea>
  );
}

function MoveCards({ move }: { move: MarketMove }) {
  return (
    <ul className="list-group list-group-flush" aria-label="Market move by delivery month">
      {move.months.map((m) => (
        <li key={m.month} className="list-group-item px-0 py-2">
          <h3 className="h6 mb-1">{m.deliveryPeriod}</h3>
          <dl className="mb-0 small">
            {(
              [
                [`Open (${move.energyUnit})`, formatQuantity(m.openEnergy)],
                ['Close → moved', m.latestPrice === null || m.movedPrice === null ? 'No close' : `${formatUnitPrice(m.latestPrice, move.priceUnit)} → ${formatUnitPrice(m.movedPrice, move.priceUnit)}`],
                ['Open cost → moved', `${gbp(m.openCost)} → ${gbp(m.movedOpenCost)}`],
                ['Budget variance → moved', `${signedGbp(m.budgetVariance)} → ${signedGbp(m.movedBudgetVariance)}`],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="d-flex flex-wrap justify-content-between column-gap-3">
                <dt className="fw-normal text-body-secondary">{label}</dt>
                <dd className="mb-0 text-end">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
      <li className="list-group-item px-0 py-2 fw-medium small">
        Total: open cost {formatGbp(move.totals.openCost)} → {formatGbp(move.totals.movedOpenCost)}; budget variance {signedGbp(move.totals.budgetVariance)} →{' '}
        {signedGbp(move.totals.movedBudgetVariance)}
      </li>
    </ul>
  );
}

/**
 * The position overview's what-if (docs/trading.md, "What-if"): a market move of ±N % → per
 * delivery month the cost of the open energy and the budget variance, now and moved. The figures
 * are the server's (getMarketMove); what is typed stays as typed, a bad move says why beside it.
 */
export function MarketMovePanel({ accountId, tradeIndex, stacked }: { accountId: string; tradeIndex: TradeIndex; stacked: boolean }) {
  const id = useId();
  const [text, setText] = useState('10');
  const parsed = parseMove(text);
  const debounced = useDebouncedValue('value' in parsed ? parsed.value : null, MOVE_DEBOUNCE_MS);
  const query = useGetMarketMove({ accountId, tradeIndex, movePercent: debounced ?? 0 }, { query: { enabled: debounced !== null, placeholderData: (previous) => previous, retry: false } });
  const move = query.data?.data;
  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-3">
        <h2 className="h5 mb-0">What if the market moves?</h2>
        <Form.Group controlId={`${id}-move`} style={{ maxWidth: '16rem' }}>
          <Form.Label>Market move</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              inputMode="decimal"
              value={text}
              onChange={(event) => setText(event.target.value)}
              isInvalid={'problem' in parsed}
              aria-invalid={'problem' in parsed}
              aria-describedby={'problem' in parsed ? `${id}-move-problem ${id}-move-help` : `${id}-move-help`}
            />
            <InputGroup.Text>%</InputGroup.Text>
            {'problem' in parsed ? (
              <Form.Control.Feedback type="invalid" id={`${id}-move-problem`}>
                {parsed.problem}
              </Form.Control.Feedback>
            ) : null}
          </InputGroup>
          <Form.Text id={`${id}-move-help`}>
            From {MIN} % to {MAX} %: a rise, or a fall with a minus sign.
          </Form.Text>
        </Form.Group>
        {query.isError ? (
          <Alert variant="danger" className="mb-0" role="alert">
            {apiErrorMessage(query.error) ?? DEFAULT_LOAD_ERROR_TEXT}
          </Alert>
        ) : null}
        {!move && !query.isError ? <SkeletonText lines={4} /> : null}
        {move ? (
          <div aria-busy={query.isFetching} className="d-flex flex-column gap-2">
            <p className="small text-body-secondary mb-0">
              {move.priceDate ? `The open energy of each month at the closes of ${formatShortDate(move.priceDate)}, and moved by ${move.movePercent} %.` : 'No closing prices are published yet.'}{' '}
              Budget variance: the locked cost plus the open cost, less the budget (+ is over budget).
            </p>
            {move.months.length === 0 ? <p className="mb-0">No delivery months from this month on.</p> : stacked ? <MoveCards move={move} /> : <MoveTable move={move} />}
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}
