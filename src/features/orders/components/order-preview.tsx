import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';

import type { HedgingStatus } from '@generated/model/hedgingStatus';
import type { OrderPreview } from '@generated/model/orderPreview';
import type { WhatIfFigures } from '@generated/model/whatIfFigures';
import { SkeletonText } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error';
import { formatGbp, formatPercent, formatQuantity } from '@/lib/money';
import { formatUnitPrice } from '@/lib/trading-format';

export const HEDGING_STATUS_LABELS: Record<HedgingStatus, string> = {
  below_floor: 'Below floor',
  within: 'Within policy',
  above_ceiling: 'Above ceiling',
};

const signedGbp = (value: number) => (value > 0 ? `+${formatGbp(value)}` : formatGbp(value));

/** The figures of one month, each as [label, before, after]. */
function rowsOf(preview: OrderPreview, before: WhatIfFigures, after: WhatIfFigures): [string, string, string][] {
  const energy = (value: number) => `${formatQuantity(value)} ${preview.energyUnit}`;
  const price = (value: number | null) => (value === null ? '–' : formatUnitPrice(value, preview.priceUnit));
  const money = (value: number | null) => (value === null ? 'No close yet' : signedGbp(value));
  const risk = (f: WhatIfFigures) => (f.budgetAtRiskP5 === null || f.budgetAtRiskP95 === null ? '–' : `${formatGbp(f.budgetAtRiskP5)} – ${formatGbp(f.budgetAtRiskP95)}`);
  return [
    ['Hedged', formatPercent(before.hedgedPercent), formatPercent(after.hedgedPercent)],
    ['Open energy', energy(before.openEnergy), energy(after.openEnergy)],
    ['Average locked price', price(before.averageLockedPrice), price(after.averageLockedPrice)],
    ['Budget variance', money(before.budgetVariance), money(after.budgetVariance)],
    ['Budget at risk (P5–P95)', risk(before), risk(after)],
    ['Policy', HEDGING_STATUS_LABELS[before.status], HEDGING_STATUS_LABELS[after.status]],
  ];
}

/**
 * The confirmation step's what-if (docs/trading.md, "What-if"): for each delivery month the order
 * covers, its figures now → once the order executes, and whether it will need approval and why —
 * all from the server's preview, which runs the checks placing the order runs. Narrow by design
 * (one small table per month: figure, now, after), so nothing is cut off on a phone.
 */
export function OrderPreviewPanel({ preview, loading, error }: { preview: OrderPreview | undefined; loading: boolean; error: unknown }) {
  if (error) {
    return (
      <Alert variant="danger" className="mb-0" role="alert">
        The what-if could not be worked out: {apiErrorMessage(error) ?? 'the server did not answer.'} Your order is kept: go back to change it.
      </Alert>
    );
  }
  if (!preview) {
    return (
      <section aria-label="What this order does" aria-busy={loading}>
        <h3 className="h6">What this order does to each month</h3>
        <SkeletonText lines={4} />
      </section>
    );
  }
  const { approval } = preview;
  return (
    <section aria-label="What this order does" aria-busy={loading} className="d-flex flex-column gap-3">
      {approval.needed ? (
        <Alert variant="warning" className="mb-0" role="status">
          <strong>Needs approval:</strong> {approval.reasons.map((reason) => reason.message).join('; ')}.{' '}
          {approval.approverAvailable
            ? 'It will wait for a colleague who may approve it.'
            : 'Nobody at your company could approve it, so it cannot be placed: ask your administrator to give a colleague the authority to approve.'}
        </Alert>
      ) : null}
      <h3 className="h6 mb-0">What this order does to each month</h3>
      <div className="d-flex flex-wrap gap-3">
        {preview.months.map((month) => (
          <Table key={month.month} size="sm" className="mb-0" style={{ maxWidth: '24rem' }}>
            <caption className="caption-top text-body fw-medium">
              {month.deliveryPeriod} <span className="text-body-secondary fw-normal small">(policy {formatPercent(month.floorPercent)}–{formatPercent(month.ceilingPercent)})</span>
            </caption>
            <thead>
              <tr>
                <th scope="col" className="fw-normal text-body-secondary">
                  Figure
                </th>
                <th scope="col" className="text-end">
                  Now
                </th>
                <th scope="col" className="text-end">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {rowsOf(preview, month.before, month.after).map(([label, before, after]) => (
                <tr key={label}>
                  <th scope="row" className="fw-normal text-body-secondary">
                    {label}
                  </th>
                  <td className="text-end">{before}</td>
                  <td className={`text-end fw-medium${label === 'Policy' && month.after.status !== 'within' ? ' text-danger-emphasis' : ''}`}>{after}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ))}
      </div>
      <p className="small text-body-secondary mb-0">After: as if the order executes at {formatUnitPrice(preview.estimatedPrice, preview.priceUnit)}; budget variance is the estimated cost less the budget (+ is over budget).</p>
    </section>
  );
}
