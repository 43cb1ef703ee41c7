import Badge from 'react-bootstrap/Badge';

import type { OrderStatus } from '@generated/model/orderStatus';
import { ORDER_STATUS_LABELS } from '@/lib/trading-format';

import { STATUS_BADGE_BG } from '../utils/order-labels';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge bg={STATUS_BADGE_BG[status]} text={status === 'pending' || status === 'awaiting_approval' ? 'dark' : undefined}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
