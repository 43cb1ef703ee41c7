import { useState } from 'react';
import * as z from 'zod/mini';

import { startViewAsSessionBodyReasonMax, startViewAsSessionBodyReasonMin } from '@generated/zod/admin/admin.zod';
import { BusyButton } from '@/components/ui/busy-button';
import { FormDialog } from '@/components/ui/form-dialog';
import { ReasonField } from '@/components/ui/reason-field';
import { showApiError, useContractForm } from '@/lib/contract-form';

/** The reason goes into the audit log; the contract asks for 5 to 500 characters. */
export const REASON_MIN_LENGTH = startViewAsSessionBodyReasonMin;
export const REASON_MAX_LENGTH = startViewAsSessionBodyReasonMax;

export const viewAsReasonSchema = z.object({
  reason: z.string().check(
    z.refine((value) => value.trim() !== '', { error: 'Enter a reason for viewing as this user.', abort: true }),
    z.refine((value) => value.trim().length >= REASON_MIN_LENGTH, `The reason must be at least ${REASON_MIN_LENGTH} characters.`),
    z.refine((value) => value.trim().length <= REASON_MAX_LENGTH, `The reason must be at most ${REASON_MAX_LENGTH} characters.`),
  ),
});

const NOT_STARTED = 'View as could not be started.';

/**
 * Asks why the admin wants to view the portal as this user before starting view-as.
 * The typed reason is kept when the server refuses, so nothing is lost.
 */
export function ViewAsReasonDialog({
  userName,
  starting,
  onConfirm,
  onCancel,
}: {
  userName: string;
  starting: boolean;
  /** Starts the session; `onError` hears a refusal, which shows at the reason when it is about it. */
  onConfirm: (reason: string, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const form = useContractForm(viewAsReasonSchema, { reason: '' }, { mode: 'onTouched' });
  const [alert, setAlert] = useState<string>();

  // The server's word on the reason (e.g. blank once trimmed) shows at the field, with the text kept.
  const submit = form.handleSubmit(({ reason }) => {
    setAlert(undefined);
    onConfirm(reason.trim(), (error) => setAlert(showApiError(form, error, ['reason'], NOT_STARTED)));
  });

  return (
    <FormDialog
      title={<>View as {userName}</>}
      onSubmit={submit}
      onCancel={onCancel}
      alert={alert}
      submit={
        <BusyButton type="submit" variant="primary" busy={starting}>
          Start viewing as
        </BusyButton>
      }
    >
      <p className="mb-0 text-body-secondary">
        You will see Market Lens exactly as {userName} does, read-only. Your reason is recorded in the audit log.
      </p>
      <ReasonField form={form} maxLength={REASON_MAX_LENGTH} hint={<>At least {REASON_MIN_LENGTH} characters, e.g. the support query you are working on.</>} />
    </FormDialog>
  );
}
