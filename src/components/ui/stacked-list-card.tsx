import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

import { SkeletonText } from './skeleton';

/**
 * A list shown below md as stacked items in one card (tables scroll sideways on a phone):
 * skeleton lines while it loads, then a flush list group named for screen readers. The
 * items are the caller's `<li className="list-group-item …">`.
 */
export function StackedListCard({
  pending,
  label,
  loadingLabel = 'Loading…',
  skeletonLines = 5,
  children,
}: {
  pending: boolean;
  /** The list's accessible name, e.g. 'Orders'. */
  label: string;
  loadingLabel?: string;
  skeletonLines?: number;
  children: ReactNode;
}) {
  return (
    <Card>
      {pending ? (
        <Card.Body aria-busy="true">
          <span className="visually-hidden">{loadingLabel}</span>
          <SkeletonText lines={skeletonLines} />
        </Card.Body>
      ) : (
        <ul className="list-group list-group-flush" aria-label={label}>
          {children}
        </ul>
      )}
    </Card>
  );
}
