import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { BusyButton } from '@/components/ui/busy-button';

/** The reason goes into the audit log; the contract asks for 5 to 500 characters. */
export const REASON_MIN_LENGTH = 5;
export const REASON_MAX_LENGTH = 500;

export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return 'Enter a reason for viewing as this user.';
  if (length < REASON_MIN_LENGTH) return `The reason must be at least ${REASON_MIN_LENGTH} characters.`;
  if (length > REASON_MAX_LENGTH) return `The reason must be at most ${REASON_MAX_LENGTH} characters.`;
  return null;
}

/**
 * Asks why the admin wants to view the portal as this user before starting view-as.
 * The typed reason is kept when the server refuses, so nothing is lost.
 */
export function ViewAsReasonDialog({
  userName,
  starting,
  error,
  errorField = null,
  onConfirm,
  onCancel,
}: {
  userName: string;
  starting: boolean;
  /** Why the server refused to start the session. */
  error: string | null;
  /** The request field the server blamed (400): `reason` shows the error at the field. */
  errorField?: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const fieldId = useId();
  const feedbackId = useId();
  const titleId = useId();
  const problem = reasonError(reason);
  // The server's word on the reason (e.g. blank once trimmed) shows at the field, with the text kept.
  const serverProblem = error !== null && errorField === 'reason' ? error : null;
  const shown = touched ? (problem ?? serverProblem) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem === null) onConfirm(reason.trim());
  };

  return (
    <Modal show onHide={onCancel} aria-labelledby={titleId} centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id={titleId} as="h2" className="h5">
            View as {userName}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="d-flex flex-column gap-3">
          <p className="mb-0 text-body-secondary">
            You will see Market Lens exactly as {userName} does, read-only. Your reason is recorded in the audit log.
          </p>
          <Form.Group controlId={fieldId}>
            <Form.Label>Reason</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={reason}
              maxLength={REASON_MAX_LENGTH}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setTouched(true)}
              isInvalid={shown !== null}
              aria-invalid={shown !== null || undefined}
              aria-describedby={shown !== null ? feedbackId : undefined}
              required
            />
            <Form.Control.Feedback type="invalid" id={feedbackId}>
              {shown}
            </Form.Control.Feedback>
            <Form.Text>At least {REASON_MIN_LENGTH} characters, e.g. the support query you are working on.</Form.Text>
          </Form.Group>
          {error && serverProblem === null ? (
            <Alert variant="danger" className="mb-0" role="alert">
              {error}
            </Alert>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="primary" busy={starting}>
            Start viewing as
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
