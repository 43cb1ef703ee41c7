import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';

import { OrderStatus } from '@generated/model/orderStatus';
import { TradeIndexOptions } from '@/components/ui/trade-index-options';
import { ORDER_STATUS_LABELS } from '@/lib/trading-format';

import { dateRangeError, hasFilters, type OrderFilters } from '../utils/order-filters';

/** The orders list's filters; every change applies at once (and lands in the URL). */
export function OrderFiltersForm({ filters, onChange }: { filters: OrderFilters; onChange: (next: OrderFilters) => void }) {
  const id = useId();
  const rangeError = dateRangeError(filters);
  const set = (patch: Partial<OrderFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <Form aria-label="Filter orders" className="ml-order-filters" onSubmit={(event) => event.preventDefault()}>
      <Row className="g-3 align-items-end">
        <Col xs={12} sm={6} lg={3}>
          <Form.Group controlId={`${id}-status`}>
            <Form.Label>Status</Form.Label>
            <Form.Select value={filters.status ?? ''} onChange={(event) => set({ status: (event.target.value || null) as OrderFilters['status'] })}>
              <option value="">All statuses</option>
              {Object.values(OrderStatus).map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <Form.Group controlId={`${id}-index`}>
            <Form.Label>Trade index</Form.Label>
            <Form.Select value={filters.tradeIndex ?? ''} onChange={(event) => set({ tradeIndex: (event.target.value || null) as OrderFilters['tradeIndex'] })}>
              <TradeIndexOptions all />
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} lg={2}>
          <Form.Group controlId={`${id}-from`}>
            <Form.Label>From</Form.Label>
            <Form.Control type="date" value={filters.from ?? ''} onChange={(event) => set({ from: event.target.value || null })} />
          </Form.Group>
        </Col>
        <Col xs={6} lg={2}>
          <Form.Group controlId={`${id}-to`}>
            <Form.Label>To</Form.Label>
            <Form.Control
              type="date"
              value={filters.to ?? ''}
              isInvalid={rangeError !== null}
              aria-describedby={rangeError ? `${id}-range` : undefined}
              onChange={(event) => set({ to: event.target.value || null })}
            />
          </Form.Group>
        </Col>
        <Col xs={12} lg={2}>
          <Button variant="outline-secondary" className="w-100" disabled={!hasFilters(filters)} onClick={() => onChange({ ...filters, status: null, tradeIndex: null, from: null, to: null, page: 1 })}>
            Clear filters
          </Button>
        </Col>
      </Row>
      {rangeError ? (
        <p id={`${id}-range`} className="text-danger small mt-2 mb-0" role="alert">
          {rangeError}
        </p>
      ) : null}
    </Form>
  );
}
