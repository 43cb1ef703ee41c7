import { useId, type FormEventHandler, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

/**
 * A dialog that is one form: a title, the fields, the server's refusal under them (so the user
 * sees why and keeps what they typed), Cancel and the form's own submit button. The reason
 * dialogs (approve, reforecast, view as) and the user-status dialog are all this shape.
 */
export function FormDialog({
  title,
  onSubmit,
  onCancel,
  alert,
  submit,
  children,
}: {
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** The refusal that belongs to no field. */
  alert?: string;
  /** The submit button (a BusyButton of type submit), which says what the form does. */
  submit: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal show onHide={onCancel} aria-labelledby={titleId} centered>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="d-flex flex-column gap-3">
          {children}
          {alert ? (
            <Alert variant="danger" className="mb-0" role="alert">
              {alert}
            </Alert>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          {submit}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
