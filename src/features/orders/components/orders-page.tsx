import './orders.css';

import { Link, useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';

import { useListOrders } from '@generated/api/orders/orders';
import type { Order } from '@generated/model/order';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { LinkButton } from '@/components/ui/link-button';
import { Pager } from '@/components/ui/pager';
import { StackedListCard } from '@/components/ui/stacked-list-card';
import { TableCard } from '@/components/ui/table-card';
import { accountLabel } from '@/lib/accounts';
import { apiErrorMessage } from '@/lib/api-error';
import { formatShortDate } from '@/lib/dates';
import { marketLensPath } from '@/lib/market-lens-paths';
import { formatGbp } from '@/lib/money';
import { usePortalSession } from '@/lib/portal-session';
import { formatSignedVolume, formatUnitPrice } from '@/lib/trading-format';
import { BELOW_DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { dateRangeError, filtersFromSearch, hasFilters, listOrdersParams, NO_ORDER_FILTERS, ORDERS_PER_PAGE, searchFromFilters, type OrderFilters } from '../utils/order-filters';
import { DIRECTION_LABELS, orderPath, PRICE_TYPE_LABELS, productLabel } from '../utils/order-labels';
import { OrderFiltersForm } from './order-filters-form';
import { OrderStatusBadge } from './order-status-badge';

export const ORDERS_LOAD_ERROR = 'Your orders could not be loaded.';

/**
 * The order's type; a one-cancels-other bracket's legs by their names, 'Take-profit' (its limit)
 * and 'Stop-loss' (its stop), which break at the hyphen so the desk's table stays whole at 1280 px.
 */
const orderType = (order: Order) => (order.bracket ? (order.priceType === 'stop' ? 'Stop-loss' : 'Take-profit') : PRICE_TYPE_LABELS[order.priceType]);

/**
 * The price an order shows: executed at, else its limit or (a stop's) trigger, else 'At
 * market'. Short, so the table stays whole at 1280 px with the Account column; the Type column
 * marks a bracket's legs and the order's page says the terms in words.
 */
function orderPrice(order: Order): string {
  if (order.executedPrice !== null) return formatUnitPrice(order.executedPrice, order.priceUnit);
  if (order.priceType === 'stop' && order.triggerPrice !== null) return `Trigger ${formatUnitPrice(order.triggerPrice, order.priceUnit)}`;
  return order.limitPrice === null ? 'At market' : `Limit ${formatUnitPrice(order.limitPrice, order.priceUnit)}`;
}

/**
 * Orders: the active account's orders (or, with no account chosen, those of every account the
 * user may see, with an Account column), newest first, filtered by status, trade index and
 * order date, paged; filters and page live in the URL. From md a table, below it cards.
 */
export function OrdersPage() {
  const session = usePortalSession();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const accountId = session.activeAccount?.id ?? null;
  const rangeError = dateRangeError(filters);
  const orders = useListOrders(listOrdersParams(filters, accountId), { query: { enabled: rangeError === null } });
  const stacked = useMediaQuery(BELOW_DESKTOP_QUERY);
  const showAccount = accountId === null && session.accounts.length > 1;
  const accountName = (id: string) => {
    const account = session.accounts.find((candidate) => candidate.id === id);
    return account ? accountLabel(account) : id;
  };
  const setFilters = (next: OrderFilters) => setSearch(searchFromFilters(next));

  const rows = orders.data?.data ?? [];
  const total = orders.data?.total ?? 0;
  const loading = orders.isPending && rangeError === null;
  const loaded = orders.isSuccess && rows.length > 0;

  return (
    <div className="d-flex flex-column gap-3">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div>
          <h1 className="h3 mb-1">Orders</h1>
          <p className="text-body-secondary mb-0">
            {session.activeAccount ? `Orders of ${accountLabel(session.activeAccount)}.` : 'Orders of every account you can see.'}
          </p>
        </div>
        <LinkButton to={marketLensPath('orders/add-new', accountId)} className="ml-orders__new">
          New order
        </LinkButton>
      </div>
      <Card>
        <Card.Body>
          <OrderFiltersForm filters={filters} onChange={setFilters} />
        </Card.Body>
      </Card>
      {orders.isError ? (
        <Alert variant="danger" className="mb-0 d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
          <span>{apiErrorMessage(orders.error) ?? ORDERS_LOAD_ERROR}</span>
          <Button variant="danger" size="sm" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {orders.isSuccess && rows.length === 0 ? (
        hasFilters(filters) ? (
          <Card className="text-center">
            <Card.Body className="py-5 d-flex flex-column align-items-center gap-2">
              <h2 className="h5 mb-0">No orders match these filters.</h2>
              <p className="text-body-secondary mb-0">Change or clear the filters to see more orders.</p>
              <Button variant="outline-primary" className="mt-2" onClick={() => setFilters(NO_ORDER_FILTERS)}>
                Clear filters
              </Button>
            </Card.Body>
          </Card>
        ) : (
          <EmptyStateCard title="No orders yet." text="Orders you place show here with their status." link={{ to: marketLensPath('orders/add-new', accountId), label: 'New order' }} />
        )
      ) : null}
      {orders.isSuccess && rows.length > 0 ? (
        <p className="small text-body-secondary mb-0" aria-live="polite">
          {total === 1 ? '1 order' : `${total.toLocaleString('en-GB')} orders`}
        </p>
      ) : null}
      {stacked && (loading || loaded) ? (
        <StackedListCard pending={loading} label="Orders" loadingLabel="Loading orders…" skeletonLines={6}>
          {rows.map((order) => (
            <li key={order.id} className="list-group-item d-flex flex-column gap-1 py-3">
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                <Link to={orderPath(order)} className="fw-medium">
                  {DIRECTION_LABELS[order.tradeDirection]} {productLabel(order)}
                </Link>
                <OrderStatusBadge status={order.status} />
              </div>
              <div className="small text-body-secondary">
                {order.reference} · {formatShortDate(order.orderDate)} · {formatSignedVolume(order)} · {orderType(order)} · {orderPrice(order)}
              </div>
              <div className="small">
                {formatGbp(order.value)}
                {showAccount ? <span className="text-body-secondary"> · {accountName(order.accountId)}</span> : null}
              </div>
            </li>
          ))}
        </StackedListCard>
      ) : null}
      {!stacked && (loading || loaded) ? (
        <TableCard
          caption="Orders"
          columns={[
            { header: 'Date' },
            { header: 'Reference' },
            showAccount && { header: 'Account' },
            { header: 'Order' },
            { header: 'Volume', className: 'text-end' },
            { header: 'Type' },
            { header: 'Price' },
            { header: 'Value', className: 'text-end' },
            { header: 'Status' },
          ]}
          pending={loading}
          skeletonRows={6}
        >
          {rows.map((order) => (
            <tr key={order.id}>
              <td className="text-nowrap">{formatShortDate(order.orderDate)}</td>
              <td className="text-nowrap">{order.reference}</td>
              {showAccount ? <td>{accountName(order.accountId)}</td> : null}
              <td>
                <Link to={orderPath(order)}>
                  {DIRECTION_LABELS[order.tradeDirection]} {productLabel(order)}
                </Link>
              </td>
              {/* Volume and price may wrap between figure and unit: with the Account column (a desk or
                  multi-company user) the table must still fit its card at 1280 px. */}
              <td className="text-end">{formatSignedVolume(order)}</td>
              <td>{orderType(order)}</td>
              <td>{orderPrice(order)}</td>
              <td className="text-end text-nowrap">{formatGbp(order.value)}</td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </TableCard>
      ) : null}
      <Pager page={filters.page} pageCount={Math.max(1, Math.ceil(total / ORDERS_PER_PAGE))} onPage={(page) => setFilters({ ...filters, page })} label="Order pages" />
    </div>
  );
}
