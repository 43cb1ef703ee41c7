import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { LinkButton } from '@/components/ui/link-button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { apiErrorMessage } from '@/lib/api-error';
import { useCanWrite } from '@/lib/write-guard';
import { DASHBOARD_PATH } from '@/machines/portal-paths';

import { useTermsSession } from '../hooks/terms-session';
import { TermsAndConditions } from './terms-and-conditions';

/**
 * /app/market-lens/terms: the terms with the accept action. Showing the
 * page marks the terms as viewed; accepting records the date on the server, and the
 * terms provider then continues to the page the user was going to (else the dashboard).
 * While viewing as another user, Accept is disabled with the reason (view-as is read-only).
 */
export function TermsPage() {
  const { status, error, accept, retry, markViewed } = useTermsSession();
  const { reason: readOnlyReason } = useCanWrite();

  useEffect(() => {
    markViewed();
  }, [markViewed]);

  if (status === 'loading') return <LoadingSpinner label="Loading the terms status" visibleLabel centered />;

  return (
    <div className="d-flex flex-column gap-3">
      {status === 'error' ? (
        <Alert variant="danger" className="mb-0 d-flex flex-wrap align-items-center gap-3">
          <span>We could not check whether you have accepted the terms. {apiErrorMessage(error) ?? ''}</span>
          <Button variant="danger" size="sm" onClick={retry}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {status === 'acceptFailed' ? (
        <Alert variant="danger" className="mb-0" role="alert">
          Your acceptance could not be recorded. {apiErrorMessage(error) ?? 'Please try again.'}
        </Alert>
      ) : null}
      <TermsAndConditions
        onAccept={status === 'error' ? undefined : accept}
        accepting={status === 'accepting'}
        accepted={status === 'accepted'}
        acceptDisabledReason={readOnlyReason}
      />
      {status === 'accepted' ? (
        <div>
          <LinkButton to={DASHBOARD_PATH}>Continue to Market Lens</LinkButton>
        </div>
      ) : null}
    </div>
  );
}
