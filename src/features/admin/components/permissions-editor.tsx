import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

import { useListUserPermissionsAdmin } from '@generated/api/admin/admin';
import type { AdminUser } from '@generated/model/adminUser';
import { PermissionName } from '@generated/model/permissionName';
import { SkeletonText } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error';
import { usePortalSession } from '@/lib/portal-session';
import { useCanWrite } from '@/lib/write-guard';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

import { useSetUserAccountPermissions } from '../api/admin-changes';
import { fullName } from './user-admin-labels';

/** The four permissions in the catalogue's order, with what each opens. */
export const PERMISSION_LABELS: Record<PermissionName, string> = {
  'view:orders': 'Orders',
  'view:price_alerts': 'Price alerts',
  'view:user_files': 'Files',
  'view:closing_prices': 'Closing prices',
};

/** One account's four permissions as switches; each change is saved at once. */
function AccountPermissions({ user, accountId, accountName }: { user: AdminUser; accountId: string; accountName: string }) {
  const { canWrite } = useCanWrite();
  const query = useListUserPermissionsAdmin(user.id, accountId);
  const save = useSetUserAccountPermissions();
  const groupId = useId();
  const granted = query.data?.data.permissions ?? [];

  const toggle = (permission: PermissionName, on: boolean) => {
    const next = Object.values(PermissionName).filter((name) => (name === permission ? on : granted.includes(name)));
    save.mutate({ userId: user.id, accountId, data: { permissions: next } });
  };

  return (
    <fieldset className="border rounded p-3" aria-describedby={`${groupId}-status`}>
      <legend className="float-none w-auto fs-6 fw-medium px-1 mb-2">{accountName}</legend>
      {query.isPending ? <SkeletonText lines={2} /> : null}
      {query.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(query.error) ?? DEFAULT_LOAD_ERROR_TEXT}
        </Alert>
      ) : null}
      {query.isSuccess ? (
        <div className="d-flex flex-wrap gap-3">
          {Object.values(PermissionName).map((permission) => (
            <Form.Check
              key={permission}
              type="switch"
              id={`${groupId}-${permission}`}
              label={PERMISSION_LABELS[permission]}
              checked={granted.includes(permission)}
              disabled={!canWrite || save.isPending}
              onChange={(event) => toggle(permission, event.target.checked)}
            />
          ))}
        </div>
      ) : null}
      <div id={`${groupId}-status`} aria-live="polite" className="small mt-2">
        {save.isPending ? 'Saving…' : null}
        {save.isSuccess ? <span className="text-success">Saved.</span> : null}
        {save.isError ? <span className="text-danger">{apiErrorMessage(save.error) ?? 'The permissions could not be saved.'}</span> : null}
      </div>
    </fieldset>
  );
}

/**
 * A user's permissions on each of their accounts, edited in place: a switch per permission,
 * saved when it is flipped (the server records each change in the audit log).
 */
export function PermissionsEditor({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { accounts } = usePortalSession();
  const titleId = useId();
  const nameOf = (accountId: string) => accounts.find((account) => account.id === accountId)?.name ?? `Account ${accountId}`;
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} centered size="lg">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          Permissions of {fullName(user)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex flex-column gap-3">
        {user.productIds.length === 0 ? (
          <p className="mb-0">{fullName(user)} buys for no account yet, so there are no permissions to set.</p>
        ) : (
          user.productIds.map((accountId) => <AccountPermissions key={accountId} user={user} accountId={accountId} accountName={nameOf(accountId)} />)
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
