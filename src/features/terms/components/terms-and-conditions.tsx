import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useId } from 'react';

import { TERMS_VERSION, TermsText } from './terms-text';

/**
 * The terms and conditions page body (/app/market-lens/terms). Read-only unless the page
 * passes `onAccept`; then an Accept button records acceptance (`accepting` while the
 * request runs, `accepted` once it is recorded). `acceptDisabledReason` disables Accept
 * and says why (viewing as another user is read-only).
 */
export function TermsAndConditions({
  onAccept,
  accepting = false,
  accepted = false,
  acceptDisabledReason = null,
}: {
  onAccept?: () => void;
  accepting?: boolean;
  accepted?: boolean;
  acceptDisabledReason?: string | null;
}) {
  const reasonId = useId();
  return (
    <Card as="article" aria-labelledby="terms-title">
      <Card.Body className="p-4 p-lg-5">
        <h1 id="terms-title" className="h2 mb-1">
          Terms and conditions
        </h1>
        <p className="text-body-secondary small mb-4">Market Lens portal terms of use · {TERMS_VERSION}</p>
        <div className="ml-prose">
          <TermsText />
        </div>
        {accepted ? (
          <Alert variant="success" className="mt-4 mb-0">
            You have accepted these terms and conditions.
          </Alert>
        ) : null}
        {onAccept && !accepted ? (
          <div className="border-top mt-4 pt-4 d-flex flex-wrap align-items-center gap-3">
            <Button
              variant="primary"
              size="lg"
              onClick={onAccept}
              disabled={accepting || acceptDisabledReason !== null}
              aria-describedby={acceptDisabledReason !== null ? reasonId : undefined}
            >
              {accepting ? (
                <>
                  <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
                  Accepting…
                </>
              ) : (
                'Accept'
              )}
            </Button>
            <span className="small text-body-secondary">
              By accepting you agree to these terms on behalf of your organisation.
            </span>
            {acceptDisabledReason !== null ? (
              <p id={reasonId} className="small text-body-secondary mb-0 w-100">
                {acceptDisabledReason}
              </p>
            ) : null}
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}
