import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';

import { useListAdminUsers } from '@generated/api/admin/admin';
import type { AdminUser } from '@generated/model/adminUser';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { Pager } from '@/components/ui/pager';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error-message';
import { usePortalSession } from '@/lib/portal-session';
import { WriteGuard } from '@/lib/write-guard';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

import { useStartViewAsSession } from '../api/start-view-as-session';
import { ViewAsReasonDialog } from './view-as-reason-dialog';

export const ADMIN_USERS_PER_PAGE = 25;

const STATUS_LABELS: Record<AdminUser['accountStatus'], string> = {
  accountApproved: 'Approved',
  registered: 'Awaiting approval',
  revoked: 'Revoked',
  rejected: 'Denied',
};

const ROLE_LABELS: Record<AdminUser['role'], string> = { general: 'General', admin: 'Admin', nbs_admin: 'NBS admin' };

const fullName = (user: AdminUser) => `${user.firstname} ${user.lastname}`.trim() || user.email;

/**
 * Settings › User admin: for admin and nbs_admin, the users they may view
 * as, each with a 'View as' action that asks for a reason, starts the audited
 * session on the server, then switches the portal to that user.
 */
export function UserAdminPage() {
  const session = usePortalSession();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<AdminUser | null>(null);
  const users = useListAdminUsers(
    { page, perPage: ADMIN_USERS_PER_PAGE },
    { query: { enabled: session.isAdmin && session.termsAccepted } },
  );
  const startViewAs = useStartViewAsSession({ onStarted: () => setChosen(null) });

  if (!session.isAdmin) {
    return (
      <Alert variant="info" className="mb-0">
        User admin is available to administrators only.
      </Alert>
    );
  }

  const total = users.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_USERS_PER_PAGE));

  return (
    <div className="d-flex flex-column gap-3">
      <div>
        <h1 className="h3 mb-1">User admin</h1>
        <p className="text-body-secondary mb-0">
          The users you look after. View as a user to see Market Lens exactly as they do (read-only, recorded in the audit
          log).
        </p>
      </div>
      {session.viewAs.isViewAsMode ? (
        <Alert variant="warning" className="mb-0">
          You are viewing as {session.viewAs.viewAsUser?.name}. Exit view as to view as someone else.
        </Alert>
      ) : null}
      {users.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(users.error) ?? DEFAULT_LOAD_ERROR_TEXT}
        </Alert>
      ) : null}
      {users.isSuccess && users.data.data.length === 0 ? (
        <EmptyStateCard title="No users found." text="There are no users you can administer yet." />
      ) : null}
      {users.isPending || (users.isSuccess && users.data.data.length > 0) ? (
        <Card>
          <Table responsive hover className="mb-0 align-middle">
            <caption className="visually-hidden">Users you may view as</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.isPending ? (
                <SkeletonTableRows rows={5} columns={5} />
              ) : (
                users.data?.data.map((user) => (
                  <tr key={user.id}>
                    <td className="fw-medium">{fullName(user)}</td>
                    <td className="text-break">{user.email}</td>
                    <td>{ROLE_LABELS[user.role]}</td>
                    <td>
                      <Badge bg={user.accountStatus === 'accountApproved' ? 'success' : 'secondary'}>
                        {STATUS_LABELS[user.accountStatus]}
                      </Badge>
                    </td>
                    <td className="text-end">
                      {user.id === session.profile.id ? (
                        <span className="small text-body-secondary">You</span>
                      ) : (
                        <WriteGuard>
                          {({ disabled, describedBy }) => (
                            <Button
                              size="sm"
                              variant="outline-primary"
                              disabled={disabled}
                              aria-describedby={describedBy}
                              aria-label={`View as ${fullName(user)}`}
                              onClick={() => {
                                startViewAs.reset();
                                setChosen(user);
                              }}
                            >
                              View as
                            </Button>
                          )}
                        </WriteGuard>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </Table>
        </Card>
      ) : null}
      <Pager page={page} pageCount={lastPage} onPage={setPage} label="User pages" />
      {chosen ? (
        <ViewAsReasonDialog
          userName={fullName(chosen)}
          starting={startViewAs.isPending}
          error={startViewAs.isError ? (apiErrorMessage(startViewAs.error) ?? 'View as could not be started.') : null}
          onCancel={() => setChosen(null)}
          onConfirm={(reason) => startViewAs.mutate({ data: { userId: chosen.id, reason } })}
        />
      ) : null}
    </div>
  );
}
