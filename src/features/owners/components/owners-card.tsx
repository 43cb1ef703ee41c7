import './owners.css';

import { useEffect } from 'react';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';

import { useListOwners } from '@generated/api/owners/owners';
import { SkeletonText } from '@/components/ui/skeleton';
import { usePortalSession } from '@/lib/portal-session';
import { toast } from '@/lib/toast';

import { NO_OWNERS, OWNERS_ERROR, ownerTabLabel } from '../utils/owner-display';
import { OwnerDetails } from './owner-details';

/**
 * The owners card: the user's account managers, one tab each. Owners are
 * fetched only when the profile has an hsId; a failure shows a toast.
 */
export function OwnersCard() {
  const { profile } = usePortalSession();
  const hsId = profile.hsId;
  const query = useListOwners(hsId, { query: { enabled: Boolean(hsId) } });

  useEffect(() => {
    if (query.isError) toast.error(OWNERS_ERROR, { toastId: 'owners-error' });
  }, [query.isError]);

  const owners = query.data?.data ?? [];
  const loading = Boolean(hsId) && query.isPending;
  return (
    <Card as="section" aria-labelledby="owners-heading" className="ml-owners-card">
      <Card.Body className="d-flex flex-column gap-3">
        <h2 id="owners-heading" className="h5 mb-0">
          Your account team
        </h2>
        {loading ? <SkeletonText lines={5} /> : null}
        {!loading && owners.length === 0 ? (
          <p className="text-body-secondary mb-0">
            <strong className="text-body-emphasis">No Contacts Found</strong>
            {NO_OWNERS.slice('No Contacts Found'.length)}
          </p>
        ) : null}
        {owners.length > 0 ? (
          <Tabs defaultActiveKey={owners[0]?.id} id="owners-tabs" className="mb-1">
            {owners.map((owner) => (
              <Tab key={owner.id} eventKey={owner.id} title={ownerTabLabel(owner)}>
                <OwnerDetails owner={owner} />
              </Tab>
            ))}
          </Tabs>
        ) : null}
      </Card.Body>
    </Card>
  );
}
