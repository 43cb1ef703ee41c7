import { useId, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { useListAdminUsers } from '@generated/api/admin/admin';
import { listAdminUsersQueryCompanyMax, listAdminUsersQueryQMax } from '@generated/zod/admin/admin.zod';
import { AccountStatus } from '@generated/model/accountStatus';
import type { AdminUser } from '@generated/model/adminUser';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { Pager } from '@/components/ui/pager';
import { StackedListCard } from '@/components/ui/stacked-list-card';
import { TableCard } from '@/components/ui/table-card';
import { apiErrorMessage } from '@/lib/api-error';
import { usePortalSession } from '@/lib/portal-session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { BELOW_DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useCanWrite } from '@/lib/write-guard';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

import { RoleSelect } from './role-select';
import type { StatusAction } from './status-dialog';
import { fullName, ROLE_LABELS, STATUS_LABELS } from './user-admin-labels';

export const ADMIN_USERS_PER_PAGE = 25;

/** The status changes the desk offers for a user's current status (the server's transitions). */
export const STATUS_ACTIONS: Record<AdminUser['accountStatus'], { action: StatusAction; label: string; variant: string }[]> = {
  registered: [
    { action: 'approve', label: 'Approve', variant: 'primary' },
    { action: 'reject', label: 'Reject', variant: 'outline-danger' },
  ],
  accountApproved: [{ action: 'revoke', label: 'Revoke', variant: 'outline-danger' }],
  revoked: [{ action: 'reinstate', label: 'Reinstate', variant: 'outline-primary' }],
  rejected: [],
};

export interface UserListProps {
  onViewAs: (user: AdminUser) => void;
  onPermissions: (user: AdminUser) => void;
  /** Opens the user's trade authority (docs/trade-authority.md); without it there is no such button. */
  onAuthority?: (user: AdminUser) => void;
  onStatus: (user: AdminUser, action: StatusAction) => void;
  /** The registrations queue: only this status, without the status filter. */
  fixedStatus?: AdminUser['accountStatus'];
}

/**
 * The users the caller administers, with search and a status filter: a table from md, stacked
 * cards below it. Actions: permissions and view-as for every admin; status and role for the desk.
 * Every change is disabled while viewing as someone (read-only).
 */
export function UserList({ onViewAs, onPermissions, onAuthority, onStatus, fixedStatus }: UserListProps) {
  const session = usePortalSession();
  const { canWrite } = useCanWrite();
  const desk = session.role === 'nbs_admin';
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [companySearch, setCompanySearch] = useState('');
  const [status, setStatus] = useState<AdminUser['accountStatus'] | ''>('');
  const q = useDebouncedValue(search.trim(), 300);
  const company = useDebouncedValue(companySearch.trim(), 300);
  const shownStatus = fixedStatus ?? (status || undefined);
  const users = useListAdminUsers(
    { page, perPage: ADMIN_USERS_PER_PAGE, ...(q ? { q } : {}), ...(company ? { company } : {}), ...(shownStatus ? { status: shownStatus } : {}) },
    { query: { enabled: session.isAdmin && session.termsAccepted } },
  );
  const stacked = useMediaQuery(BELOW_DESKTOP_QUERY);
  const formId = useId();
  const caption = fixedStatus === 'registered' ? 'Registrations awaiting approval' : 'Users you administer';

  const actions = (user: AdminUser): ReactNode => {
    if (user.id === session.profile.id) return <span className="small text-body-secondary">You</span>;
    return (
      <div className="d-flex flex-wrap gap-2 justify-content-md-end">
        {desk
          ? STATUS_ACTIONS[user.accountStatus].map(({ action, label, variant }) => (
              <Button key={action} size="sm" variant={variant} disabled={!canWrite} aria-label={`${label} ${fullName(user)}`} onClick={() => onStatus(user, action)}>
                {label}
              </Button>
            ))
          : null}
        {user.role !== 'nbs_admin' && user.productIds.length > 0 ? (
          <Button size="sm" variant="outline-primary" aria-label={`Permissions of ${fullName(user)}`} onClick={() => onPermissions(user)}>
            Permissions
          </Button>
        ) : null}
        {onAuthority && user.role !== 'nbs_admin' && user.productIds.length > 0 ? (
          <Button size="sm" variant="outline-primary" aria-label={`Trade authority of ${fullName(user)}`} onClick={() => onAuthority(user)}>
            Trade authority
          </Button>
        ) : null}
        <Button size="sm" variant="outline-primary" disabled={!canWrite} aria-label={`View as ${fullName(user)}`} onClick={() => onViewAs(user)}>
          View as
        </Button>
      </div>
    );
  };
  const role = (user: AdminUser) =>
    desk && user.id !== session.profile.id ? <RoleSelect user={user} disabled={!canWrite} /> : ROLE_LABELS[user.role];
  const companies = (user: AdminUser) => (user.companies.length ? user.companies.map((entry) => entry.name).join(', ') : '—');
  const statusBadge = (user: AdminUser) => (
    <Badge bg={user.accountStatus === 'accountApproved' ? 'success' : 'secondary'}>
      {STATUS_LABELS[user.accountStatus]}
    </Badge>
  );

  const total = users.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_USERS_PER_PAGE));
  const rows = users.data?.data ?? [];

  return (
    <div className="d-flex flex-column gap-3">
      {!canWrite ? (
        <p className="small text-body-secondary mb-0">Viewing as is read-only: changes to users are disabled.</p>
      ) : null}
      <Form className="row g-2" role="search" aria-label={`Search ${caption.toLowerCase()}`} onSubmit={(event) => event.preventDefault()}>
        <Form.Group className="col-12 col-md-4" controlId={`${formId}-q`}>
          <Form.Label className="small mb-1">Search by name or email</Form.Label>
          <Form.Control
            className="rounded-0"
            type="search"
            size="sm"
            value={search}
            maxLength={listAdminUsersQueryQMax}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </Form.Group>
        <Form.Group className="col-12 col-md-4" controlId={`${formId}-company`}>
          <Form.Label className="small mb-1">Search by company</Form.Label>
          <Form.Control
            className="rounded-0"
            type="search"
            size="sm"
            value={companySearch}
            maxLength={listAdminUsersQueryCompanyMax}
            onChange={(event) => {
              setCompanySearch(event.target.value);
              setPage(1);
            }}
          />
        </Form.Group>
        {fixedStatus ? null : (
          <Form.Group className="col-12 col-md-4" controlId={`${formId}-status`}>
            <Form.Label className="small mb-1">Status</Form.Label>
            <Form.Select className="rounded-0"
              size="sm"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as AdminUser['accountStatus'] | '');
                setPage(1);
              }}
            >
              <option value="">Any status</option>
              {Object.values(AccountStatus).map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
      </Form>
      {users.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(users.error) ?? DEFAULT_LOAD_ERROR_TEXT}
        </Alert>
      ) : null}
      {users.isSuccess && rows.length === 0 ? (
        fixedStatus === 'registered' ? (
          <EmptyStateCard title="No registrations to approve." text="New sign-ups appear here until you approve or reject them." />
        ) : (
          <EmptyStateCard title="No users found." text={q || company || status ? 'No user matches this search.' : 'There are no users you can administer yet.'} />
        )
      ) : null}
      {stacked && (users.isPending || rows.length > 0) ? (
        <StackedListCard pending={users.isPending} label={caption}>
          {rows.map((user) => (
            <li key={user.id} className="list-group-item d-flex flex-column gap-2 py-3">
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                <span className="fw-medium">{fullName(user)}</span>
                {statusBadge(user)}
              </div>
              <dl className="row g-0 mb-0 small align-items-center">
                <dt className="col-3 fw-normal text-body-secondary">Email</dt>
                <dd className="col-9 mb-1 text-break">{user.email}</dd>
                <dt className="col-3 fw-normal text-body-secondary">Company</dt>
                <dd className="col-9 mb-1">{companies(user)}</dd>
                <dt className="col-3 fw-normal text-body-secondary">Role</dt>
                <dd className="col-9 mb-0">{role(user)}</dd>
              </dl>
              <div>{actions(user)}</div>
            </li>
          ))}
        </StackedListCard>
      ) : null}
      {!stacked && (users.isPending || rows.length > 0) ? (
        <TableCard
          caption={caption}
          columns={[
            { header: 'Name' },
            { header: 'Email' },
            { header: 'Company' },
            { header: 'Role' },
            { header: 'Status' },
            { header: 'Actions', visuallyHidden: true },
          ]}
          pending={users.isPending}
          skeletonRows={5}
        >
          {rows.map((user) => (
            <tr key={user.id}>
              <td className="fw-medium">{fullName(user)}</td>
              <td className="text-break">{user.email}</td>
              <td>{companies(user)}</td>
              <td>{role(user)}</td>
              <td>{statusBadge(user)}</td>
              <td className="text-end">{actions(user)}</td>
            </tr>
          ))}
        </TableCard>
      ) : null}
      <Pager page={page} pageCount={lastPage} onPage={setPage} label={`${caption} pages`} />
    </div>
  );
}
