import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

import type { AdminUser } from '@generated/model/adminUser';
import type { UpdateUserStatusRequest } from '@generated/model/updateUserStatusRequest';
import { accountLabel } from '@/lib/accounts';
import { apiErrorMessage } from '@/lib/api-error-message';
import { usePortalSession } from '@/lib/portal-session';

import { useUpdateUserStatus } from '../api/admin-changes';
import { fullName } from './user-admin-labels';
import { BusyButton } from '@/components/ui/busy-button';

export type StatusAction = UpdateUserStatusRequest['action'];

const TEXTS: Record<StatusAction, { title: string; confirm: string; explain: string; variant: 'primary' | 'danger' }> = {
  approve: { title: 'Approve', confirm: 'Approve', variant: 'primary', explain: 'They can use Market Lens from their next visit and receive a welcome message.' },
  reject: { title: 'Reject', confirm: 'Reject', variant: 'danger', explain: 'They will see "Account Denied" and cannot use Market Lens.' },
  revoke: { title: 'Revoke access of', confirm: 'Revoke access', variant: 'danger', explain: 'Their next request is refused and their open portal shows "Account Revoked".' },
  reinstate: { title: 'Reinstate', confirm: 'Reinstate', variant: 'primary', explain: 'They can use Market Lens again with their earlier accounts and permissions.' },
};

/** Keep the company and accounts the user already has (approve only). */
const KEEP = '';

/**
 * Confirms a status change. Approving a user asks for the account to approve them onto (its
 * company comes with it): required when they belong to no company yet. A refusal keeps the dialog
 * and the choice.
 */
export function StatusDialog({ user, action, onDone, onCancel }: { user: AdminUser; action: StatusAction; onDone: () => void; onCancel: () => void }) {
  const { accounts } = usePortalSession();
  const change = useUpdateUserStatus();
  const titleId = useId();
  const fieldId = useId();
  const needsAccount = action === 'approve' && user.companyIds.length === 0;
  const [accountId, setAccountId] = useState(KEEP);
  const [touched, setTouched] = useState(false);
  const texts = TEXTS[action];
  const missing = needsAccount && accountId === KEEP;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    const account = accounts.find((candidate) => candidate.id === accountId);
    const companyId = account?.primaryCompanyId ?? account?.parentCompanyId ?? undefined;
    const placement = action === 'approve' && account && companyId ? { accountId: account.id, companyId } : {};
    change.mutate({ userId: user.id, data: { action, ...placement } }, { onSuccess: onDone });
  };

  return (
    <Modal show onHide={onCancel} aria-labelledby={titleId} centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id={titleId} as="h2" className="h5">
            {texts.title} {fullName(user)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="d-flex flex-column gap-3">
          <p className="mb-0">
            {user.email}. {texts.explain}
          </p>
          {action === 'approve' ? (
            <Form.Group controlId={fieldId}>
              <Form.Label>Approve onto account</Form.Label>
              <Form.Select value={accountId} onChange={(event) => setAccountId(event.target.value)} isInvalid={touched && missing} required={needsAccount}>
                <option value={KEEP}>{needsAccount ? 'Choose an account…' : 'Keep their company and accounts'}</option>
                {accounts.map((account) => (
                  <option key={account.id} value={account.id}>
                    {accountLabel(account)}
                    {account.PrimaryCompany ? ` (${account.PrimaryCompany})` : ''}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">Choose the account to approve them onto.</Form.Control.Feedback>
              <Form.Text>They join the account's company and get every permission on it; narrow them afterwards if needed.</Form.Text>
            </Form.Group>
          ) : null}
          {change.isError ? (
            <Alert variant="danger" className="mb-0" role="alert">
              {apiErrorMessage(change.error) ?? 'The change could not be made.'}
            </Alert>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <BusyButton type="submit" variant={texts.variant} busy={change.isPending}>
            {texts.confirm}
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
