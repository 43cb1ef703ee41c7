import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';

import { getGetOrderQueryKey, getListOrdersQueryKey, getListTradableProductsQueryKey, useCancelOrder, useGetOrder } from '@generated/api/orders/orders';
import type { Order } from '@generated/model/order';
import { LinkButton } from '@/components/ui/link-button';
import { SkeletonTextCard } from '@/components/ui/skeleton';
import { accountLabel } from '@/lib/accounts';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { formatShortDate } from '@/lib/dates';
import { formatDateTime } from '@/lib/date-times';
import { marketLensPath } from '@/lib/market-lens-paths';
import { formatGbp, formatQuantity } from '@/lib/money';
import { usePortalSession } from '@/lib/portal-session';
import { toast } from '@/lib/toast';
import { formatUnitPrice, TRADE_INDEX_LABELS } from '@/lib/trading-format';
import { WriteGuard } from '@/lib/write-guard';

import { DIRECTION_LABELS, orderPath, PRICE_TYPE_LABELS, productLabel } from '../utils/order-labels';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderStatusBadge } from './order-status-badge';

export const ORDER_LOAD_ERROR = 'This order could not be loaded.';
export const ORDER_NOT_FOUND = 'This order does not exist, or it belongs to an account you cannot see.';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="col-12 col-sm-6 col-lg-4">
      <dt className="small fw-normal text-body-secondary">{term}</dt>
      <dd className="mb-0">{children}</dd>
    </div>
  );
}

function OrderFacts({ order, account }: { order: Order; account: string }) {
  const none = <span className="text-body-secondary">—</span>;
  return (
    <dl className="row g-3 mb-0">
      <Fact term="Reference">{order.reference}</Fact>
      <Fact term="Account">{account}</Fact>
      <Fact term="Trade index">{TRADE_INDEX_LABELS[order.tradeIndex]}</Fact>
      <Fact term="Delivery period">{order.deliveryPeriod}</Fact>
      <Fact term="Direction">{DIRECTION_LABELS[order.tradeDirection]}</Fact>
      <Fact term="Volume">
        {formatQuantity(order.volume)} {order.unit}
      </Fact>
      <Fact term="Price type">
        {PRICE_TYPE_LABELS[order.priceType]}
        {order.bracket ? (order.priceType === 'stop' ? ', the stop-loss of a one-cancels-other bracket' : ', the take-profit of a one-cancels-other bracket') : ''}
      </Fact>
      <Fact term="Limit price">{order.limitPrice !== null ? formatUnitPrice(order.limitPrice, order.priceUnit) : none}</Fact>
      <Fact term="Trigger price">
        {order.triggerPrice !== null
          ? `${formatUnitPrice(order.triggerPrice, order.priceUnit)}: executes at the published close once the close ${order.tradeDirection === 'buy' ? 'rises to or above' : 'falls to or below'} it`
          : none}
      </Fact>
      {order.bracket ? (
        <Fact term="Other leg">
          <Link to={orderPath({ id: order.bracket.linkedOrderId, accountId: order.accountId })}>{order.bracket.linkedOrderReference}</Link> (when one executes, the other is cancelled;
          cancelling one cancels both)
        </Fact>
      ) : null}
      <Fact term="Expiry date">{order.priceType !== 'market' ? (order.expiryDate ? formatShortDate(order.expiryDate) : 'Until the trade deadline') : none}</Fact>
      <Fact term="Executed price">{order.executedPrice !== null ? formatUnitPrice(order.executedPrice, order.priceUnit) : none}</Fact>
      <Fact term="Executed on">{order.executedDate ? formatShortDate(order.executedDate) : none}</Fact>
      <Fact term={order.status === 'executed' ? 'Value' : 'Estimated value'}>{formatGbp(order.value)}</Fact>
      <Fact term="Placed">{formatDateTime(order.orderDate)}</Fact>
      <Fact term="Last updated">{formatDateTime(order.updatedDate)}</Fact>
    </dl>
  );
}

/**
 * One order: every field, its status and the reason in words, and, while it is pending, a
 * Cancel button that asks first (disabled with the reason in view-as mode).
 */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const session = usePortalSession();
  const queryClient = useQueryClient();
  const order = useGetOrder(orderId);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder({
    mutation: {
      onSuccess: async (response) => {
        queryClient.setQueryData(getGetOrderQueryKey(orderId), response);
        setConfirming(false);
        toast.success(`Order ${response.data.reference} was cancelled.`);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getListOrdersQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getListTradableProductsQueryKey() }),
        ]);
      },
    },
  });
  const backTo = marketLensPath('orders', session.activeAccount?.id);
  const back = (
    <LinkButton to={backTo} variant="link" className="px-0 align-self-start">
      ← All orders
    </LinkButton>
  );

  if (order.isPending) {
    return (
      <div className="d-flex flex-column gap-3">
        {back}
        <SkeletonTextCard label="Loading the order…" />
      </div>
    );
  }
  if (order.isError) {
    const notFound = apiErrorStatus(order.error) === 404;
    return (
      <div className="d-flex flex-column gap-3">
        {back}
        <h1 className="h3 mb-0">Order</h1>
        <Alert variant={notFound ? 'info' : 'danger'} className="mb-0 d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
          <span>{notFound ? ORDER_NOT_FOUND : (apiErrorMessage(order.error) ?? ORDER_LOAD_ERROR)}</span>
          {notFound ? null : (
            <Button variant="danger" size="sm" onClick={() => void order.refetch()}>
              Try again
            </Button>
          )}
        </Alert>
      </div>
    );
  }

  const data = order.data.data;
  const account = session.accounts.find((candidate) => candidate.id === data.accountId);
  const name = `${DIRECTION_LABELS[data.tradeDirection]} ${productLabel(data)}`;
  return (
    <div className="d-flex flex-column gap-3">
      {back}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h1 className="h3 mb-0">{name}</h1>
        <OrderStatusBadge status={data.status} />
      </div>
      {data.statusReason ? (
        <p className="mb-0" aria-label="Status reason">
          {data.statusReason}
        </p>
      ) : null}
      {data.status === 'awaiting_approval' ? (
        <Alert variant="info" className="mb-0">
          This order is beyond your trade authority, so a colleague with the authority to approve must approve it before it can execute.
          It expires if nobody decides by the product&rsquo;s trade deadline. See <Link to={marketLensPath('approvals', data.accountId)}>Approvals</Link>.
        </Alert>
      ) : null}
      <Card>
        <Card.Body>
          <OrderFacts order={data} account={account ? accountLabel(account) : data.accountId} />
        </Card.Body>
      </Card>
      {data.status === 'pending' || data.status === 'awaiting_approval' ? (
        <div>
          <WriteGuard>
            {({ disabled, describedBy }) => (
              <Button
                variant="danger"
                disabled={disabled}
                aria-describedby={describedBy}
                onClick={() => {
                  cancel.reset();
                  setConfirming(true);
                }}
              >
                Cancel order
              </Button>
            )}
          </WriteGuard>
        </div>
      ) : null}
      {confirming ? (
        <CancelOrderDialog
          orderName={data.bracket ? `${name} and its bracket's other leg ${data.bracket.linkedOrderReference}` : name}
          cancelling={cancel.isPending}
          error={cancel.isError ? (apiErrorMessage(cancel.error) ?? 'The order could not be cancelled.') : null}
          onClose={() => setConfirming(false)}
          onConfirm={() => cancel.mutate({ orderId: data.id })}
        />
      ) : null}
    </div>
  );
}
