import { useState } from 'react';
import * as z from 'zod/mini';

import type { ApprovalDecision } from '@generated/model/approvalDecision';
import type { OrderApproval } from '@generated/model/orderApproval';
import { decideOrderApprovalBodyReasonMax } from '@generated/zod/approvals/approvals.zod';
import { BusyButton } from '@/components/ui/busy-button';
import { FormDialog } from '@/components/ui/form-dialog';
import { ReasonField } from '@/components/ui/reason-field';
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
    <FormDialog
      title={
        <>
          {verb} order {item.order.reference}
        </>
      }
      onSubmit={submit}
      onCancel={onClose}
      alert={alert}
      submit={
        <BusyButton type="submit" variant={decision === 'approve' ? 'primary' : 'danger'} busy={decide.isPending}>
          {verb}
        </BusyButton>
      }
    >
      <p className="mb-0">
        {orderWhat(item.order)}, placed by {item.maker.name}.{' '}
        {decision === 'approve'
          ? 'Once approved it takes part in the next closing-price publication, as any order does.'
          : 'A rejected order is closed and never executes.'}
      </p>
      <ReasonField form={form} maxLength={decideOrderApprovalBodyReasonMax} hint={<>{item.maker.name} sees it, and it is kept in the audit log.</>} />
    </FormDialog>
  );
}
