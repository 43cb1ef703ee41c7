import { lazy, Suspense } from 'react';
import Modal from 'react-bootstrap/Modal';

import { LoadingSpinner } from '@/components/ui/loading-spinner';

import { PERIOD_OPTIONS, tradeIndexLabel } from '../utils/closing-price-options';
import type { HistoryProduct } from './price-history';

// The history pulls in the charting library: downloaded only when a chart is opened.
const PriceHistory = lazy(() => import('./price-history'));

/** A product's closing price history in a dialog, opened from a closing-prices row. */
export function PriceHistoryDialog({ product, now, onClose }: { product: HistoryProduct; now: Date; onClose: () => void }) {
  const periodLabel = PERIOD_OPTIONS.find((option) => option.value === product.period)?.label ?? product.period;
  return (
    <Modal show onHide={onClose} size="lg" centered aria-labelledby="price-history-title">
      <Modal.Header closeButton closeLabel="Close price history">
        <Modal.Title id="price-history-title" as="h2" className="h5">
          {product.periodNameAbs} · {tradeIndexLabel(product.tradeIndex)}
          <span className="d-block fs-6 fw-normal text-body-secondary mt-1">{periodLabel} product closing price history</span>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Suspense fallback={<LoadingSpinner label="Loading price history" centered />}>
          <PriceHistory product={product} now={now} />
        </Suspense>
      </Modal.Body>
    </Modal>
  );
}
