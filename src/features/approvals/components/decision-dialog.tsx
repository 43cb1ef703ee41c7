import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import * as z from 'zod/mini';

import type { ApprovalDecision } from '@generated/model/approvalDecision';
import type { OrderApproval } from '@generated/model/orderApproval';
import { decideOrderApprovalBodyReasonMax } from '@generated/zod/approvals/approvals.zod';
import { BusyButton } from '@/components/ui/busy-button';
import { showApiError, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';

import { useDecideOrderApproval } from '../api/decide-approval';
import { orderWhat } from './approval-labels';

export const decisionSchema = z.object({
  reason: z.string().check(
    z.refine((value) => value.trim() !== '', { error: 'Enter a reason for your decision.', abort: true }),
    z.refine((value) => value.trim().length <= decideOrderApprovalBodyReasonMax, `The reason must be at most ${decideOrderApprovalBodyReasonMax} characters.`),
  ),
});

const NOT_DECIDED = 'Your decision could not be saved.';

/**
 * Approve or reject one waiting order, with a reason (kept with the order and in the audit
 * log). A refusal shows its message; the typed reason is kept.
 */
export function DecisionDialog({ item, decision, onClose }: { item: OrderApproval; decision: ApprovalDecision; onClose: () => void }) {
  const form = useContractForm(decisionSchema, { reason: '' });
  const decide = useDecideOrderApproval();
  const [alert, setAlert] = useState<string>();
  const fieldId = useId();
  const feedbackId = useId();
  const titleId = useId();
  const shown = form.formState.errors.reason?.message;
  const verb = decision === 'approve' ? 'Approve' : 'Reject';

  const submit = form.handleSubmit(({ reason }) => {
    setAlert(undefined);
    decide.mutate(
      { orderId: item.order.id, data: { decision, reason: reason.trim() } },
      {
        onSuccess: () => {
          toast.success(`Order ${item.order.reference} ${decision === 'approve' ? 'approved' : 'rejected'}.`);
          onClose();
        },
        onError: (error) => setAlert(showApiError(form, error, ['reason'], NOT_DECIDED)),
      },
    );
  });

  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id={titleId} as="h2" className="h5">
            {verb} order {item.order.reference}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="d-flex flex-column gap-3">
          <p className="mb-0">
            {orderWhat(item.order)}, placed by {item.maker.name}.{' '}
            {decision === 'approve'
              ? 'Once approved it takes part in the next closing-price publication, as any order does.'
              : 'A rejected order is closed and never executes.'}
          </p>
          <Form.Group controlId={fieldId}>
            <Form.Label>Reason</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={decideOrderApprovalBodyReasonMax}
              {...form.register('reason')}
              isInvalid={shown !== undefined}
              aria-invalid={shown !== undefined || undefined}
              aria-describedby={shown !== undefined ? feedbackId : undefined}
              required
            />
            <Form.Control.Feedback type="invalid" id={feedbackId}>
              {shown}
            </Form.Control.Feedback>
            <Form.Text>{item.maker.name} sees it, and it is kept in the audit log.</Form.Text>
          </Form.Group>
          {alert ? (
            <Alert variant="danger" className="mb-0" role="alert">
              {alert}
            </Alert>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <BusyButton type="submit" variant={decision === 'approve' ? 'primary' : 'danger'} busy={decide.isPending}>
            {verb}
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
