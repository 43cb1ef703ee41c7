import './owners.css';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';

import { getListOwnersQueryKey } from '@generated/api/owners/owners';
import { ScrollArea } from '@/components/ui/scroll-area';
import { SkeletonText } from '@/components/ui/skeleton';
import { usePortalSession } from '@/lib/portal-session';
import { toast } from '@/lib/toast';

import { NO_OWNERS, OWNERS_ERROR, ownerTabLabel } from '../utils/owner-display';
import { lookupOwners } from '../utils/owner-lookup';
import { OwnerDetails } from './owner-details';

/**
 * The owners card: the user's account managers, one tab each. Owners are
 * fetched only when the profile has an hsId (the lookup itself refuses an empty
 * id with 'User ID is required'); a failure shows a toast. The tab strip scrolls
 * sideways in the scroll area, which fades the side where more tabs are.
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
          <Tab.Container defaultActiveKey={owners[0]?.id} id="owners-tabs">
            <ScrollArea className="ml-owners-tabs mb-1">
              <Nav as="ul" variant="tabs" role="tablist">
                {owners.map((owner) => (
                  <Nav.Item as="li" key={owner.id} role="presentation">
                    <Nav.Link as="button" type="button" eventKey={owner.id}>
                      {ownerTabLabel(owner)}
                    </Nav.Link>
                  </Nav.Item>
                ))}
              </Nav>
            </ScrollArea>
            <Tab.Content>
              {owners.map((owner) => (
                <Tab.Pane key={owner.id} eventKey={owner.id}>
                  <OwnerDetails owner={owner} />
                </Tab.Pane>
              ))}
            </Tab.Content>
          </Tab.Container>
        ) : null}
      </Card.Body>
    </Card>
  );
}
