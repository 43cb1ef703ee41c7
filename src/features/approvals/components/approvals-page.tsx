import { useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';

import { useListOrderApprovals } from '@generated/api/approvals/approvals';
import type { ApprovalDecision } from '@generated/model/approvalDecision';
import type { OrderApproval } from '@generated/model/orderApproval';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { StackedListCard } from '@/components/ui/stacked-list-card';
import { apiErrorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/date-times';
import { marketLensPath } from '@/lib/market-lens-paths';
import { formatGbp } from '@/lib/money';
import { ORDER_STATUS_LABELS } from '@/lib/trading-format';
import { WriteGuard } from '@/lib/write-guard';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

import { orderWhat } from './approval-labels';
import { DecisionDialog } from './decision-dialog';

/** One waiting order: what, why it waits, who could decide, and the decision buttons for an approver. */
function ApprovalItem({ item, onDecide }: { item: OrderApproval; onDecide: (decision: ApprovalDecision) => void }) {
  const { order } = item;
  const approvers = item.approvers.map((approver) => approver.name).join(', ') || 'nobody at the moment';
  return (
    <li className="list-group-item d-flex flex-column gap-2 py-3">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <Link to={marketLensPath(`orders/${encodeURIComponent(order.id)}`, order.accountId)} className="fw-medium">
          {orderWhat(order)}
        </Link>
        <Badge bg="info" text="dark">
          {ORDER_STATUS_LABELS[order.status]}
        </Badge>
      </div>
      <dl className="row g-0 mb-0 small">
        <dt className="col-5 col-md-3 fw-normal text-body-secondary">Reference</dt>
        <dd className="col-7 col-md-9 mb-1">{order.reference}</dd>
        <dt className="col-5 col-md-3 fw-normal text-body-secondary">Estimated value</dt>
        <dd className="col-7 col-md-9 mb-1">{formatGbp(order.value)}</dd>
        <dt className="col-5 col-md-3 fw-normal text-body-secondary">Placed by</dt>
        <dd className="col-7 col-md-9 mb-1">
          {item.madeByYou ? 'You' : item.maker.name}, {formatDateTime(order.orderDate)}
        </dd>
        <dt className="col-5 col-md-3 fw-normal text-body-secondary">Can approve</dt>
        <dd className="col-7 col-md-9 mb-1">{approvers}</dd>
        <dt className="col-12 col-md-3 fw-normal text-body-secondary">Needs approval because</dt>
        <dd className="col-12 col-md-9 mb-0">
          <ul className="mb-0">
            {item.reasons.map((reason) => (
              <li key={reason.code}>{reason.message}</li>
            ))}
          </ul>
        </dd>
      </dl>
      {item.canDecide ? (
        <WriteGuard>
          {({ disabled, describedBy }) => (
            <div className="d-flex flex-wrap gap-2">
              <Button size="sm" variant="primary" disabled={disabled} aria-describedby={describedBy} aria-label={`Approve order ${order.reference}`} onClick={() => onDecide('approve')}>
                Approve
              </Button>
              <Button size="sm" variant="outline-danger" disabled={disabled} aria-describedby={describedBy} aria-label={`Reject order ${order.reference}`} onClick={() => onDecide('reject')}>
                Reject
              </Button>
            </div>
          )}
        </WriteGuard>
      ) : null}
    </li>
  );
}

/**
 * Approvals (docs/trade-authority.md): orders beyond their maker's trade authority that the user
 * could approve, and the user's own orders that wait. An approver decides with a reason.
 */
export function ApprovalsPage() {
  const approvals = useListOrderApprovals();
  const [deciding, setDeciding] = useState<{ item: OrderApproval; decision: ApprovalDecision }>();
  const items = approvals.data?.data ?? [];
  const toDecide = items.filter((item) => !item.madeByYou);
  const mine = items.filter((item) => item.madeByYou);

  return (
    <div className="d-flex flex-column gap-3">
      <div>
        <h1 className="h3 mb-1">Approvals</h1>
        <p className="mb-0 text-body-secondary">
          An order beyond its maker&rsquo;s trade authority waits here until a colleague with the authority to approve it decides. One still waiting at its trade deadline expires.
        </p>
      </div>
      {approvals.isError ? (
        <Alert variant="danger" className="mb-0 d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
          <span>{apiErrorMessage(approvals.error) ?? DEFAULT_LOAD_ERROR_TEXT}</span>
          <Button variant="danger" size="sm" onClick={() => void approvals.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {approvals.isSuccess && items.length === 0 ? <EmptyStateCard title="No orders awaiting approval." text="Orders beyond a buyer’s trade authority appear here until they are decided." /> : null}
      {approvals.isPending || toDecide.length > 0 ? (
        <section className="d-flex flex-column gap-2" aria-labelledby="approvals-to-decide">
          <h2 id="approvals-to-decide" className="h5 mb-0">
            Awaiting your approval
          </h2>
          <StackedListCard pending={approvals.isPending} label="Orders awaiting your approval" loadingLabel="Loading the orders awaiting approval…">
            {toDecide.map((item) => (
              <ApprovalItem key={item.order.id} item={item} onDecide={(decision) => setDeciding({ item, decision })} />
            ))}
          </StackedListCard>
        </section>
      ) : null}
      {mine.length > 0 ? (
        <section className="d-flex flex-column gap-2" aria-labelledby="approvals-mine">
          <h2 id="approvals-mine" className="h5 mb-0">
            Your orders awaiting approval
          </h2>
          <StackedListCard pending={false} label="Your orders awaiting approval">
            {mine.map((item) => (
              <ApprovalItem key={item.order.id} item={item} onDecide={() => undefined} />
            ))}
          </StackedListCard>
        </section>
      ) : null}
      {deciding ? <DecisionDialog item={deciding.item} decision={deciding.decision} onClose={() => setDeciding(undefined)} /> : null}
    </div>
  );
}
