import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { Link } from 'react-router-dom';

import { useListOrders } from '@generated/api/orders/orders';
import type { OrderStatus } from '@generated/model/orderStatus';
import { formatShortDate } from '@/lib/dates';
import { marketLensPath } from '@/lib/market-lens-paths';
import { formatQuantity } from '@/lib/money';
import { usePortalSession } from '@/lib/portal-session';
import { productLabel } from '@/lib/trade-index-labels';
import { PERMISSIONS } from '@/machines/roles';

/** The order's type in one word, as the widget names it (the order's page says its price terms). */
const PRICE_TYPE_WORDS = { market: 'Market', limit: 'Limit', stop: 'Stop' } as const;

/** How many of the latest orders the widget lists. */
export const ORDERS_WIDGET_SIZE = 5;

const STATUS_BADGES: Record<OrderStatus, { label: string; bg: string; text?: 'dark' }> = {
  pending: { label: 'Pending', bg: 'warning', text: 'dark' },
  executed: { label: 'Executed', bg: 'success' },
  rejected: { label: 'Rejected', bg: 'danger' },
  cancelled: { label: 'Cancelled', bg: 'secondary' },
  expired: { label: 'Expired', bg: 'secondary' },
  awaiting_approval: { label: 'Awaiting approval', bg: 'info', text: 'dark' },
};

/**
 * Dashboard widget: the latest orders and their status, of the active account (dashboard)
 * or of every account (aggregated), with a link to the orders page. Not shown without
 * view:orders.
 */
export function OrdersWidget({ allAccounts = false }: { allAccounts?: boolean }) {
  const { activeAccount, hasPermission } = usePortalSession();
  const allowed = hasPermission(PERMISSIONS.viewOrders);
  const accountId = allAccounts ? undefined : activeAccount?.id;
  const orders = useListOrders({ ...(accountId ? { accountId } : {}), perPage: ORDERS_WIDGET_SIZE }, { query: { enabled: allowed } });
  if (!allowed) return null;
  const rows = orders.data?.data ?? [];

  return (
    <Card as="section" aria-labelledby="orders-widget-heading">
      <Card.Body className="d-flex flex-column gap-3">
        <h2 id="orders-widget-heading" className="h5 mb-0">
          Latest orders
        </h2>
        {orders.isPending ? <OrdersSkeleton /> : null}
        {orders.isError ? <p className="text-body-secondary mb-0">The orders are not available right now.</p> : null}
        {orders.isSuccess && rows.length === 0 ? <p className="text-body-secondary mb-0">No orders yet.</p> : null}
        {rows.length > 0 ? (
          <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
            {rows.map((order) => {
              const status = STATUS_BADGES[order.status];
              return (
                <li key={order.id} className="d-flex justify-content-between align-items-start gap-2">
                  <div className="small">
                    <div className="fw-medium">
                      {order.tradeDirection === 'buy' ? 'Buy' : 'Sell'} {formatQuantity(order.volume)} {order.unit} {productLabel(order.tradeIndex, order.deliveryPeriod)}
                    </div>
                    <div className="text-body-secondary">
                      {order.reference} · {formatShortDate(order.orderDate)} · {PRICE_TYPE_WORDS[order.priceType]}
                    </div>
                  </div>
                  <Badge bg={status.bg} text={status.text}>
                    {status.label}
                  </Badge>
                </li>
              );
            })}
          </ul>
        ) : null}
        <div>
          <Link to={marketLensPath('orders', allAccounts ? undefined : activeAccount?.id)}>See all orders</Link>
        </div>
      </Card.Body>
    </Card>
  );
}

/**
 * The loading state: the rows of the list (two lines of small text each), so the card keeps
 * its size when the orders come (the widgets below it do not move, docs/performance.md).
 */
function OrdersSkeleton() {
  return (
    <ul className="list-unstyled mb-0 d-flex flex-column gap-2" aria-busy="true">
      {Array.from({ length: ORDERS_WIDGET_SIZE }, (_, index) => (
        <li key={index} className="d-flex justify-content-between align-items-start gap-2">
          {index === 0 ? <span className="visually-hidden">Loading…</span> : null}
          <Placeholder as="div" animation="glow" className="small flex-grow-1" aria-hidden="true">
            <div>
              <Placeholder className="rounded" xs={9} />
            </div>
            <div>
              <Placeholder className="rounded" xs={5} />
            </div>
          </Placeholder>
          <Placeholder as="span" animation="glow" aria-hidden="true">
            <Placeholder className="rounded" style={{ width: '4rem' }} />
          </Placeholder>
        </li>
      ))}
    </ul>
  );
}
