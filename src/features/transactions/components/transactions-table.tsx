import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';

import type { Transaction } from '@generated/model/transaction';
import { ScrollArea } from '@/components/ui/scroll-area';
import { formatShortDate } from '@/lib/dates';
import { formatGbp, formatQuantity, formatTwoDecimals } from '@/lib/money';
import { productLabel } from '@/lib/trade-index-labels';

import type { ConfirmationAnswer } from './confirmation-dialog';
import { ConfirmationState } from './confirmation-state';

export const DIRECTION_LABELS: Record<Transaction['tradeDirection'], string> = { buy: 'Buy', sell: 'Sell' };

function Direction({ direction }: { direction: Transaction['tradeDirection'] }) {
  return <Badge bg={direction === 'buy' ? 'primary' : 'secondary'}>{DIRECTION_LABELS[direction]}</Badge>;
}

/**
 * How the transactions list names a trade's account: `null` for a user with one trading account, whose
 * every row would repeat the same name (no Account column then).
 */
export type AccountName = ((id: string) => string) | null;

/** Opens the confirm or dispute dialog for a trade. */
export type OnAnswer = (trade: Transaction, answer: ConfirmationAnswer) => void;

/**
 * The transactions list from md up: one row per trade, numbers right-aligned. A trade's
 * confirmation sits under its product, so the table stays whole at 1280 px with an Account column.
 */
export function TransactionsTable({ rows, accountName, onAnswer }: { rows: readonly Transaction[]; accountName: AccountName; onAnswer: OnAnswer }) {
  return (
    <ScrollArea orientation="horizontal" table viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Executed trades' }}>
      <Table hover className="mb-0 align-middle">
        <caption className="visually-hidden">Executed trades</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {accountName ? <th scope="col">Account</th> : null}
            <th scope="col">Product</th>
            <th scope="col">Direction</th>
            <th scope="col" className="text-end">
              Volume
            </th>
            <th scope="col" className="text-end">
              Price
            </th>
            <th scope="col" className="text-end">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="text-nowrap">{formatShortDate(row.tradeDate)}</td>
              {accountName ? <td>{accountName(row.accountId)}</td> : null}
              <td>
                <span className="text-nowrap">{productLabel(row.tradeIndex, row.deliveryPeriod)}</span>
                {row.confirmation ? (
                  <div className="mt-1">
                    <span className="visually-hidden">Confirmation: </span>
                    <ConfirmationState trade={row} onAnswer={onAnswer} narrow />
                  </div>
                ) : null}
              </td>
              <td>
                <Direction direction={row.tradeDirection} />
              </td>
              <td className="text-end text-nowrap">
                {formatQuantity(row.volume)} {row.unit}
              </td>
              <td className="text-end text-nowrap">
                {formatTwoDecimals(row.price)} {row.priceUnit}
              </td>
              <td className="text-end text-nowrap">{formatGbp(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollArea>
  );
}

/** The transactions list below md: one stacked card per trade, so nothing scrolls sideways. */
export function TransactionsList({ rows, accountName, onAnswer }: { rows: readonly Transaction[]; accountName: AccountName; onAnswer: OnAnswer }) {
  return (
    <ul className="list-group list-group-flush" aria-label="Executed trades">
      {rows.map((row) => (
        <li key={row.id} className="list-group-item d-flex flex-column gap-1 py-3">
          <div className="d-flex justify-content-between align-items-center gap-2">
            <span className="fw-medium">{productLabel(row.tradeIndex, row.deliveryPeriod)}</span>
            <Direction direction={row.tradeDirection} />
          </div>
          <div className="small text-body-secondary">
            {formatShortDate(row.tradeDate)}
            {accountName ? ` · ${accountName(row.accountId)}` : null}
          </div>
          <div className="d-flex justify-content-between small">
            <span>
              {formatQuantity(row.volume)} {row.unit} at {formatTwoDecimals(row.price)} {row.priceUnit}
            </span>
            <span className="fw-medium">{formatGbp(row.value)}</span>
          </div>
          {row.confirmation ? (
            <div className="small">
              <span className="visually-hidden">Confirmation: </span>
              <ConfirmationState trade={row} onAnswer={onAnswer} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
