import './owners.css';

import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';

import { useListAccountContacts } from '@generated/api/accounts/accounts';
import type { AccountContact } from '@generated/model/accountContact';
import { SkeletonText } from '@/components/ui/skeleton';
import { usePortalSession } from '@/lib/portal-session';

import { accountContactsParams } from '../utils/account-contacts-params';

const ROLE_LABELS: Record<AccountContact['role'], string> = { general: 'User', admin: 'Admin', nbs_admin: 'Market Lens staff' };

const STATUS_LABELS: Record<AccountContact['accountStatus'], string> = {
  accountApproved: 'Active',
  registered: 'Awaiting approval',
  revoked: 'Revoked',
  rejected: 'Rejected',
};

/**
 * The portal users of the account (or of its multi-company group), for admins:
 * who else at the customer uses Market Lens. Not loaded for the general role.
 */
export function AccountContactsCard() {
  const session = usePortalSession();
  const params = accountContactsParams(session);
  if (!params) return null;
  return <AccountContacts params={params} />;
}

function AccountContacts({ params }: { params: NonNullable<ReturnType<typeof accountContactsParams>> }) {
  const query = useListAccountContacts(params);
  const users = query.data?.data.users ?? [];
  return (
    <Card as="section" aria-labelledby="account-contacts-heading">
      <Card.Body className="d-flex flex-column gap-3">
        <h2 id="account-contacts-heading" className="h5 mb-0">
          Portal users
          <span className="d-block fs-6 fw-normal text-body-secondary mt-1">People at your company who use Market Lens</span>
        </h2>
        {query.isPending ? <SkeletonText lines={4} /> : null}
        {query.isError ? <p className="text-body-secondary mb-0">The portal users could not be loaded. Please try again later.</p> : null}
        {query.isSuccess && users.length === 0 ? <p className="text-body-secondary mb-0">No other users found.</p> : null}
        {users.length > 0 ? (
          <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
            {users.map((user) => (
              <li key={user.id} className="d-flex justify-content-between align-items-start gap-2 border-bottom pb-2">
                <div className="text-break">
                  <span className="d-block fw-semibold">
                    {user.firstname} {user.lastname}
                  </span>
                  <a href={`mailto:${user.email}`} className="small">
                    {user.email}
                  </a>
                </div>
                <div className="d-flex flex-column align-items-end gap-1 flex-none">
                  <Badge bg="" className="ml-role-badge">
                    {ROLE_LABELS[user.role]}
                  </Badge>
                  {user.accountStatus === 'accountApproved' ? null : (
                    <span className="small text-body-secondary">{STATUS_LABELS[user.accountStatus]}</span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </Card.Body>
    </Card>
  );
}
