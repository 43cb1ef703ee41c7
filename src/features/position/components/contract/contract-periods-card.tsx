import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';

import { useListContractPeriods } from '@generated/api/contract/contract';
import type { ContractPeriod } from '@generated/model/contractPeriod';
import type { TradeIndex } from '@generated/model/tradeIndex';
import { ScrollArea } from '@/components/ui/scroll-area';
import { SkeletonText } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error';
import { formatPercent, formatQuantity, formatTwoDecimals } from '@/lib/money';
import { toast } from '@/lib/toast';
import { BELOW_DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useCanWrite } from '@/lib/write-guard';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

import { ReforecastDialog } from './reforecast-dialog';

function ReforecastButton({ period, onOpen }: { period: ContractPeriod; onOpen: (period: ContractPeriod) => void }) {
  const { canWrite, reason } = useCanWrite();
  return (
    <Button variant="outline-primary" size="sm" className="text-nowrap" disabled={!canWrite} title={reason ?? undefined} onClick={() => onOpen(period)}>
      Reforecast<span className="visually-hidden"> {period.deliveryPeriod}</span>
    </Button>
  );
}

/**
 * The desk's view of the contract: per period the figures it maintains and the hedged volume,
 * each with a "Reforecast" action opening the dialog. Shown to nbs_admin only (the server
 * refuses anyone else's reforecast anyway).
 */
export function ContractPeriodsCard({ accountId, tradeIndex }: { accountId: string; tradeIndex: TradeIndex }) {
  const stacked = useMediaQuery(BELOW_DESKTOP_QUERY);
  const query = useListContractPeriods({ accountId, tradeIndex });
  const periods = query.data?.data;
  const [editing, setEditing] = useState<ContractPeriod | null>(null);
  const first = periods?.[0];

  let body;
  if (query.isError && !periods) {
    body = (
      <Card.Body>
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(query.error) ?? DEFAULT_LOAD_ERROR_TEXT}
        </Alert>
      </Card.Body>
    );
  } else if (!periods || !first) {
    body = <Card.Body>{periods ? <p className="mb-0 text-body-secondary">No contract periods for this index.</p> : <SkeletonText lines={4} />}</Card.Body>;
  } else if (stacked) {
    body = (
      <ul className="list-group list-group-flush" aria-label="Contract periods">
        {periods.map((period) => (
          <li key={period.deliveryPeriod} className="list-group-item py-3">
            <div className="d-flex justify-content-between align-items-center gap-2 mb-2">
              <h3 className="h6 mb-0">{period.deliveryPeriod}</h3>
              <ReforecastButton period={period} onOpen={setEditing} />
            </div>
            <dl className="mb-0 small">
              {[
                ['Forecast', `${formatQuantity(period.forecastVolume)} ${period.unit}`],
                ['Hedged', `${formatQuantity(period.hedgedVolume)} ${period.unit}`],
                ['Budget price', `${formatTwoDecimals(period.budgetPrice)} ${period.priceUnit}`],
                ['Minimum clip', formatPercent(period.minimumClipPercent)],
              ].map(([label, value]) => (
                <div key={label} className="d-flex justify-content-between gap-3 mb-1">
                  <dt className="fw-normal text-body-secondary">{label}</dt>
                  <dd className="mb-0 text-end">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <ScrollArea table>
        <Table className="mb-0 align-middle">
          <caption className="visually-hidden">Contract periods the desk maintains</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col" className="text-end">
                Forecast ({first.unit})
              </th>
              <th scope="col" className="text-end">
                Hedged ({first.unit})
              </th>
              <th scope="col" className="text-end">
                Budget price ({first.priceUnit})
              </th>
              <th scope="col" className="text-end">
                Minimum clip
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {periods.map((period) => (
              <tr key={period.deliveryPeriod}>
                <th scope="row" className="text-nowrap">
                  {period.deliveryPeriod}
                </th>
                <td className="text-end text-nowrap">{formatQuantity(period.forecastVolume)}</td>
                <td className="text-end text-nowrap">{formatQuantity(period.hedgedVolume)}</td>
                <td className="text-end text-nowrap">{formatTwoDecimals(period.budgetPrice)}</td>
                <td className="text-end text-nowrap">{formatPercent(period.minimumClipPercent)}</td>
                <td className="text-end">
                  <ReforecastButton period={period} onOpen={setEditing} />
                </td>
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
        <h2 className="h5 mb-0">Contract</h2>
        <p className="small text-body-secondary mb-0">The desk maintains these figures. A reforecast needs a reason, is shown to the customer as a dated change and is audited.</p>
      </Card.Body>
      {body}
      {editing ? (
        <ReforecastDialog
          key={editing.deliveryPeriod}
          period={editing}
          onClose={() => setEditing(null)}
          onSaved={() => toast.success(`${editing.deliveryPeriod} reforecast: the customer sees the change now.`)}
        />
      ) : null}
    </Card>
  );
}
