import { useMemo, useState } from 'react';
import * as z from 'zod/mini';

import type { AdminUser } from '@generated/model/adminUser';
import type { UpdateUserStatusRequest } from '@generated/model/updateUserStatusRequest';
import { BusyButton } from '@/components/ui/busy-button';
import { FormDialog } from '@/components/ui/form-dialog';
import { showApiError, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';

import { useUpdateUserStatus } from '../api/admin-changes';
import { ApprovePlacement, KEEP, type Placement } from './approve-placement';
import { fullName } from './user-admin-labels';

export type StatusAction = UpdateUserStatusRequest['action'];

const TEXTS: Record<StatusAction, { title: string; confirm: string; explain: string; variant: 'primary' | 'danger' }> = {
  approve: { title: 'Approve', confirm: 'Approve', variant: 'primary', explain: 'They can use Market Lens from their next visit and receive a welcome message.' },
  reject: { title: 'Reject', confirm: 'Reject', variant: 'danger', explain: 'They will see "Account Denied" and cannot use Market Lens.' },
  revoke: { title: 'Revoke access of', confirm: 'Revoke access', variant: 'danger', explain: 'Their next request is refused and their open portal shows "Account Revoked".' },
  reinstate: { title: 'Reinstate', confirm: 'Reinstate', variant: 'primary', explain: 'They can use Market Lens again with their earlier accounts and permissions.' },
};

const NOT_CHANGED = 'The change could not be made.';

/** An approval of a user without a company must name the account to put them on (ApprovePlacement shows the words under its selects). */
const placementSchema = (needsAccount: boolean) =>
  z.object({ companyId: z.string(), accountId: z.string().check(z.refine((accountId) => !needsAccount || accountId !== KEEP, 'Choose the account to approve them onto.')) });

/** What the toast confirms once the server has made the change. */
const DONE: Record<StatusAction, (name: string) => string> = {
  approve: (name) => `${name} is approved.`,
  reject: (name) => `${name}’s registration is rejected.`,
  revoke: (name) => `${name}’s access is revoked.`,
  reinstate: (name) => `${name} is reinstated.`,
};

/**
 * Confirms a status change. Approving a user asks for the account to approve them onto among the
 * accounts of the company the server decided (required when they belong to no company yet). A
 * refusal keeps the dialog and the choice; success is confirmed with a toast and the row updates.
 */
export function StatusDialog({ user, action, onDone, onCancel }: { user: AdminUser; action: StatusAction; onDone: () => void; onCancel: () => void }) {
  const change = useUpdateUserStatus();
  const needsAccount = action === 'approve' && user.companyIds.length === 0;
  const form = useContractForm(useMemo(() => placementSchema(needsAccount), [needsAccount]), { companyId: KEEP, accountId: KEEP });
  const placement: Placement = form.watch();
  const [alert, setAlert] = useState<string>();
  const texts = TEXTS[action];

  const submit = form.handleSubmit((chosen) => {
    setAlert(undefined);
    const placing = action === 'approve' && chosen.accountId !== KEEP ? { accountId: chosen.accountId, companyId: chosen.companyId } : {};
    change.mutate(
      { userId: user.id, data: { action, ...placing } },
      {
        onSuccess: ({ data }) => {
          toast.success(DONE[action](fullName(data)));
          onDone();
        },
        onError: (error) => setAlert(showApiError(form, error, [], NOT_CHANGED)),
      },
    );
  });

  return (
    <FormDialog
      title={
        <>
          {texts.title} {fullName(user)}
        </>
      }
      onSubmit={submit}
      onCancel={onCancel}
      alert={alert}
      submit={
        <BusyButton type="submit" variant={texts.variant} busy={change.isPending}>
          {texts.confirm}
        </BusyButton>
      }
    >
      <p className="mb-0">
        {user.email}. {texts.explain}
      </p>
      {action === 'approve' ? (
        <ApprovePlacement
          user={user}
          placement={placement}
          onChange={(next) => {
            form.setValue('companyId', next.companyId);
            form.setValue('accountId', next.accountId, { shouldValidate: form.formState.isSubmitted });
          }}
          invalid={form.formState.errors.accountId !== undefined}
        />
      ) : null}
    </FormDialog>
  );
}
