import { useEffect, useId, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { WriteGuard } from '@/lib/write-guard';
import { BusyButton } from './busy-button';

/**
 * The server said "are you sure?" (a 409 with figures: a limit far from the market, an alert
 * already met): its message and the figures, side by side, and the choice to go ahead (the
 * caller resends with `acknowledgeRisk: true`) or go back with everything typed still there.
 * The heading takes focus so a keyboard or screen-reader user lands on the question.
 */
export function RiskConfirmation({
  title,
  message,
  figures,
  confirmLabel,
  busyLabel,
  backLabel,
  busy,
  onConfirm,
  onBack,
}: {
  title: string;
  /** The server's own sentence. */
  message: string;
  figures: [term: string, value: string][];
  confirmLabel: string;
  busyLabel: string;
  backLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert variant="warning" className="mb-0 d-flex flex-column gap-3" role="group" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="h5 mb-0">
        {title}
      </h2>
      <p className="mb-0">{message}.</p>
      <dl className="mb-0">
        {figures.map(([term, value]) => (
          <div key={term} className="d-sm-flex gap-3 py-1 border-bottom border-warning-subtle">
            <dt className="fw-normal flex-shrink-0" style={{ minWidth: '12rem' }}>
              {term}
            </dt>
            <dd className="mb-0 fw-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <WriteGuard>
        {({ disabled, describedBy }) => (
          <div className="d-flex flex-wrap gap-2">
            <BusyButton variant="dark" busy={busy} busyLabel={busyLabel} disabled={disabled} aria-describedby={describedBy} onClick={onConfirm}>
              {confirmLabel}
            </BusyButton>
            <Button variant="outline-dark" disabled={busy} onClick={onBack}>
              {backLabel}
            </Button>
          </div>
        )}
      </WriteGuard>
    </Alert>
  );
}
