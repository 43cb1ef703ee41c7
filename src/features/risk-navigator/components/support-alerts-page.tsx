import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router-dom';

import { AlertIcon, ExternalLinkIcon, LockIcon } from '@/components/ui/icons';
import { LinkButton } from '@/components/ui/link-button';
import { env } from '@/config/env';
import { accountLabel } from '@/lib/accounts';
import { DASHBOARD_PATH } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import {
  holdsAccount,
  RISK_NAVIGATOR_ROLE_LABELS,
  riskNavigatorAlertsUrl,
  supportAlertsPath,
  type RiskNavigatorClaims,
} from '../utils/risk-navigator-claims';

export const SUPPORT_ALERTS_TITLE = 'Support alerts';
export const NO_ACCESS_TITLE = 'No Risk Navigator access to this account';
export const VIEW_AS_TITLE = 'Not available while viewing as';

/**
 * /app/risk-navigator/{accountId}/support/alerts: the entry of the sibling Risk Navigator
 * app's support alerts for one account (docs/risk-navigator.md). Who may open it comes from
 * the Risk Navigator claims of the ID token (`claims`, null when the token has none); the
 * page names the account and the role, and hands over to Risk Navigator.
 */
export function SupportAlertsPage({ claims }: { claims: RiskNavigatorClaims | null }) {
  const { accountId = '' } = useParams();
  const { accounts, viewAs } = usePortalSession();
  const accountOf = (id: string) => accounts.find((candidate) => candidate.id === id);
  const nameOf = (id: string) => {
    const account = accountOf(id);
    return account ? accountLabel(account) : `Account ${id}`;
  };
  const account = accountOf(accountId);

  return (
    <div className="d-flex flex-column gap-3 mx-auto w-100" style={{ maxWidth: '46rem' }}>
      <header>
        <p className="text-body-secondary small text-uppercase fw-semibold mb-1">Risk Navigator</p>
        <h1 className="h3 mb-1">{SUPPORT_ALERTS_TITLE}</h1>
        <p className="text-body-secondary mb-0 text-break">
          {account ? `${accountLabel(account)} · account ${accountId}` : `Account ${accountId}`}
        </p>
      </header>
      {viewAs.isViewAsMode ? (
        <ViewAsNotice name={viewAs.viewAsUser?.name ?? null} />
      ) : holdsAccount(claims, accountId) && claims ? (
        <Handover accountId={accountId} claims={claims} />
      ) : (
        <NoAccess accountId={accountId} claims={claims} nameOf={nameOf} />
      )}
    </div>
  );
}

function Handover({ accountId, claims }: { accountId: string; claims: RiskNavigatorClaims }) {
  return (
    <>
      <Card as="section" aria-labelledby="risk-navigator-alerts-heading">
        <Card.Body className="d-flex flex-column align-items-start gap-3 p-4">
          <span className="ml-icon-badge">
            <AlertIcon size={24} />
          </span>
          <h2 id="risk-navigator-alerts-heading" className="h5 mb-0">
            Alerts about this account&apos;s risk position
          </h2>
          <p className="mb-0">
            The Optimisation desk raises support alerts in Risk Navigator when this account&apos;s hedged position, budget or
            risk limits need your attention, and answers them there.
          </p>
          <dl className="mb-0 d-flex gap-2">
            <dt className="fw-normal text-body-secondary">Your Risk Navigator role:</dt>
            <dd className="mb-0 fw-semibold">{RISK_NAVIGATOR_ROLE_LABELS[claims.role]}</dd>
          </dl>
          <a
            className="btn btn-primary d-inline-flex align-items-center gap-2"
            href={riskNavigatorAlertsUrl(accountId)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open support alerts in Risk Navigator
            <ExternalLinkIcon size={16} />
            <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        </Card.Body>
      </Card>
      <p className="text-body-secondary small mb-0">
        Questions about an alert? Call the Optimisation desk on <a href={`tel:${env.supportPhone.replace(/\s+/g, '')}`}>{env.supportPhone}</a> or
        email <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>, 9:00am-5:00pm Monday to Friday, excluding public holidays.
      </p>
    </>
  );
}

function NoAccess({
  accountId,
  claims,
  nameOf,
}: {
  accountId: string;
  claims: RiskNavigatorClaims | null;
  nameOf: (id: string) => string;
}) {
  const others = (claims?.accounts ?? []).filter((id) => id !== accountId);
  return (
    <Card as="section" aria-labelledby="risk-navigator-no-access-heading">
      <Card.Body className="d-flex flex-column align-items-start gap-3 p-4">
        <span className="ml-icon-badge ml-icon-badge--danger">
          <LockIcon size={24} />
        </span>
        <h2 id="risk-navigator-no-access-heading" className="h5 mb-0">
          {NO_ACCESS_TITLE}
        </h2>
        <p className="mb-0">
          Your login does not give you Risk Navigator access to this account. If you believe this is an error, contact your
          client lead.
        </p>
        {others.length > 0 ? (
          <div>
            <p className="mb-1">The accounts you hold in Risk Navigator:</p>
            <ul className="mb-0">
              {others.map((id) => (
                <li key={id}>
                  <Link to={supportAlertsPath(id)}>{nameOf(id)}</Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <LinkButton to={DASHBOARD_PATH} variant="outline-primary">
          Back to the dashboard
        </LinkButton>
      </Card.Body>
    </Card>
  );
}

function ViewAsNotice({ name }: { name: string | null }) {
  return (
    <Card as="section" aria-labelledby="risk-navigator-view-as-heading">
      <Card.Body className="d-flex flex-column align-items-start gap-3 p-4">
        <span className="ml-icon-badge">
          <LockIcon size={24} />
        </span>
        <h2 id="risk-navigator-view-as-heading" className="h5 mb-0">
          {VIEW_AS_TITLE}
        </h2>
        <p className="mb-0">
          Risk Navigator access comes from the login itself, so it cannot be shown as {name ?? 'another user'}. Exit View As to
          open the support alerts you hold yourself.
        </p>
      </Card.Body>
    </Card>
  );
}
