import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';

import { useListAdminUsers } from '@generated/api/admin/admin';
import type { AdminUser } from '@generated/model/adminUser';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { Pager } from '@/components/ui/pager';
import { ScrollArea } from '@/components/ui/scroll-area';
import { SkeletonTableRows, SkeletonText } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error-message';
import { BELOW_DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
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
 * session on the server, then switches the portal to that user. From md the users are
 * a table; below md a list of stacked cards, so emails read in full and 'View as'
 * stays on screen.
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
  const stacked = useMediaQuery(BELOW_DESKTOP_QUERY);

  if (!session.isAdmin) {
    return (
      <Alert variant="info" className="mb-0">
        User admin is available to administrators only.
      </Alert>
    );
  }

  const action = (user: AdminUser): ReactNode =>
    user.id === session.profile.id ? (
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
    );
  const statusBadge = (user: AdminUser) => (
    <Badge bg={user.accountStatus === 'accountApproved' ? 'success' : 'secondary'}>{STATUS_LABELS[user.accountStatus]}</Badge>
  );

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
      {stacked && (users.isPending || (users.isSuccess && users.data.data.length > 0)) ? (
        <Card>
          {users.isPending ? (
            <Card.Body aria-busy="true">
              <span className="visually-hidden">Loading…</span>
              <SkeletonText lines={5} />
            </Card.Body>
          ) : (
            <ul className="list-group list-group-flush" aria-label="Users you may view as">
              {users.data?.data.map((user) => (
                <li key={user.id} className="list-group-item d-flex flex-column gap-2 py-3">
                  <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                    <span className="fw-medium">{fullName(user)}</span>
                    {statusBadge(user)}
                  </div>
                  <dl className="row g-0 mb-0 small">
                    <dt className="col-3 fw-normal text-body-secondary">Email</dt>
                    <dd className="col-9 mb-1 text-break">{user.email}</dd>
                    <dt className="col-3 fw-normal text-body-secondary">Role</dt>
                    <dd className="col-9 mb-0">{ROLE_LABELS[user.role]}</dd>
                  </dl>
                  <div>{action(user)}</div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
      {!stacked && (users.isPending || (users.isSuccess && users.data.data.length > 0)) ? (
        <Card>
          <ScrollArea>
            <Table hover className="mb-0 align-middle">
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
                      <td>{statusBadge(user)}</td>
                      <td className="text-end">
                        {action(user)}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </Table>
          </ScrollArea>
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
