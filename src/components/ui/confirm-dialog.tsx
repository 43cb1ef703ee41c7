import { useId, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { BusyButton } from './busy-button';

/**
 * Asks before an action that cannot be undone (cancel an order, delete an alert). The
 * server's refusal shows inside, so the user sees why without losing the dialog. It opens at
 * once (no fade), so stories and screenshots never catch it half-drawn.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  cancelVariant = 'secondary',
  busy,
  error,
  keepOpenWhileBusy = false,
  onConfirm,
  onClose,
}: {
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  confirmLabel: string;
  /** The label of the button (and the close cross) that backs out. */
  cancelLabel: string;
  cancelVariant?: 'secondary' | 'outline-primary';
  busy: boolean;
  error: string | null;
  /** Also disable backing out while the request runs. */
  keepOpenWhileBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} centered animation={false}>
      <Modal.Header closeButton closeLabel={cancelLabel}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex flex-column gap-3">
        <p className="mb-0">{children}</p>
        {error ? (
          <Alert variant="danger" className="mb-0" role="alert">
            {error}
          </Alert>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant={cancelVariant} onClick={onClose} disabled={keepOpenWhileBusy && busy}>
          {cancelLabel}
        </Button>
        <BusyButton variant="danger" onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </BusyButton>
      </Modal.Footer>
    </Modal>
  );
}
