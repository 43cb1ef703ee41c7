import './owners.css';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';

import { getListOwnersQueryKey } from '@generated/api/owners/owners';
import { SkeletonText } from '@/components/ui/skeleton';
import { usePortalSession } from '@/lib/portal-session';
import { toast } from '@/lib/toast';

import { NO_OWNERS, OWNERS_ERROR, ownerTabLabel } from '../utils/owner-display';
import { lookupOwners } from '../utils/owner-lookup';
import { OwnerDetails } from './owner-details';

/**
 * The owners card: the user's account managers, one tab each. Owners are
 * fetched only when the profile has an hsId (the lookup itself refuses an empty
 * id with 'User ID is required'); a failure shows a toast.
 */
export function OwnersCard() {
  const { profile } = usePortalSession();
  const hsId = profile.hsId;
  const query = useQuery({
    queryKey: getListOwnersQueryKey(hsId),
    queryFn: ({ signal }) => lookupOwners(hsId, signal),
    enabled: Boolean(hsId.trim()),
  });

  useEffect(() => {
    if (query.isError) toast.error(OWNERS_ERROR, { toastId: 'owners-error' });
  }, [query.isError]);

  const owners = query.data?.data ?? [];
  const loading = Boolean(hsId.trim()) && query.isPending;
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
