import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';

import { useListContractChanges } from '@generated/api/contract/contract';
import type { ContractChange } from '@generated/model/contractChange';
import type { ContractFieldChange } from '@generated/model/contractFieldChange';
import type { TradeIndex } from '@generated/model/tradeIndex';
import { ScrollArea } from '@/components/ui/scroll-area';
import { SkeletonText } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error';
import { formatShortDate } from '@/lib/dates';
import { formatTime } from '@/lib/date-times';
import { formatPercent, formatQuantity, formatTwoDecimals } from '@/lib/money';
import { BELOW_DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

import { FIGURE_LABELS } from '../../utils/reforecast-form';

/** "Sam Okafor, Market Lens desk": the desk member, said as the desk. */
export const signedBy = (name: string) => (name === 'the Market Lens desk' ? 'The Market Lens desk' : `${name}, Market Lens desk`);

function figure(change: ContractFieldChange, value: number, item: ContractChange): string {
  if (change.field === 'forecastVolume') return `${formatQuantity(value)} ${item.unit}`;
  if (change.field === 'budgetPrice') return `${formatTwoDecimals(value)} ${item.priceUnit}`;
  return formatPercent(value);
}

/** Each changed figure: "Forecast volume 4 MW → 3.5 MW". */
function Changes({ item }: { item: ContractChange }) {
  return (
    <ul className="list-unstyled mb-0">
      {item.changes.map((change) => (
        <li key={change.field}>
          {FIGURE_LABELS[change.field]}{' '}
          <span className="text-nowrap">
            {figure(change, change.before, item)} → {figure(change, change.after, item)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** When: '17 Nov 2026, 2:05pm' (London). */
const when = (item: ContractChange) => `${formatShortDate(item.changedAt)}, ${formatTime(item.changedAt)}`;

/**
 * The contract's dated changes for the customer (and the desk): when, which period, each figure
 * before and after, who (the desk) and why. A table from md up, stacked items on a phone, so
 * nothing is cut off at 375 px.
 */
export function ContractChangesCard({ accountId, tradeIndex }: { accountId: string; tradeIndex: TradeIndex }) {
  const stacked = useMediaQuery(BELOW_DESKTOP_QUERY);
  const query = useListContractChanges({ accountId, tradeIndex });
  const changes = query.data?.data;
  const headingId = `contract-changes-${tradeIndex}`;

  let body;
  if (query.isError && !changes) {
    body = (
      <Card.Body>
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(query.error) ?? DEFAULT_LOAD_ERROR_TEXT}
        </Alert>
      </Card.Body>
    );
  } else if (!changes) {
    body = (
      <Card.Body aria-busy="true">
        <span className="visually-hidden">Loading contract changes…</span>
        <SkeletonText lines={3} />
      </Card.Body>
    );
  } else if (changes.length === 0) {
    body = (
      <Card.Body>
        <p className="mb-0 text-body-secondary">No changes yet: the contract’s figures are as agreed. Any change the Market Lens desk makes appears here with its date and reason.</p>
      </Card.Body>
    );
  } else if (stacked) {
    body = (
      <ul className="list-group list-group-flush" aria-labelledby={headingId}>
        {changes.map((item) => (
          <li key={item.id} className="list-group-item py-3 d-flex flex-column gap-1">
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <h3 className="h6 mb-0">{item.deliveryPeriod}</h3>
              <span className="small text-body-secondary">{when(item)}</span>
            </div>
            <div className="small">
              <Changes item={item} />
            </div>
            <p className="small mb-0">
              <span className="text-body-secondary">Reason:</span> {item.reason}
            </p>
            <p className="small text-body-secondary mb-0">{signedBy(item.changedBy)}</p>
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <ScrollArea table>
        <Table className="mb-0">
          <caption className="visually-hidden">Contract changes, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Date</th>
              <th scope="col">Change</th>
              <th scope="col">Reason</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((item) => (
              <tr key={item.id}>
                <th scope="row" className="text-nowrap">
                  {item.deliveryPeriod}
                </th>
                <td className="text-nowrap">{when(item)}</td>
                <td>
                  <Changes item={item} />
                </td>
                <td>{item.reason}</td>
                <td>{signedBy(item.changedBy)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollArea>
    );
  }

  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-1">
        <h2 className="h5 mb-0" id={headingId}>
          Contract changes
        </h2>
        <p className="small text-body-secondary mb-0">Changes the Market Lens desk made to your contract’s forecast, budget price and minimum clip, newest first.</p>
      </Card.Body>
      {body}
    </Card>
  );
}
