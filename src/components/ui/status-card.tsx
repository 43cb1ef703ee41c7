import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';

import { AlertIcon, ExternalLinkIcon, LockIcon } from './icons';
import { LinkButton } from './link-button';

export type StatusCardLink = { label: string; to: string } | { label: string; href: string };

/**
 * Replaces a protected page the user may not use yet (terms not accepted, email not
 * verified, awaiting approval, revoked, denied, load error): says why, offers the next
 * step when there is one, and a way back to the login page.
 */
export function StatusCard({
  title,
  text,
  link,
  tone = 'info',
  action,
  onBackToLogin,
}: {
  title: string;
  text: ReactNode;
  link?: StatusCardLink;
  /** 'danger' for refusals and errors, 'info' for steps the user can still take. */
  tone?: 'info' | 'danger';
  /** A next step that is a button (e.g. 'Try again' on the load error). */
  action?: { label: string; onClick: () => void };
  onBackToLogin: () => void;
}) {
  return (
    <Card className="mx-auto" style={{ maxWidth: '36rem' }}>
      <Card.Body className="d-flex flex-column align-items-start gap-3">
        <span className={tone === 'danger' ? 'ml-icon-badge ml-icon-badge--danger' : 'ml-icon-badge'}>
          {tone === 'danger' ? <AlertIcon size={24} /> : <LockIcon size={24} />}
        </span>
        <h1 className="h3 mb-0">{title}</h1>
        <div className="text-body-secondary">{text}</div>
        <div className="d-flex flex-wrap gap-2">
          {action ? (
            <Button variant="primary" onClick={action.onClick}>
              {action.label}
            </Button>
          ) : null}
          {link && 'to' in link ? <LinkButton to={link.to}>{link.label}</LinkButton> : null}
          {link && 'href' in link ? (
            <a className="btn btn-primary d-inline-flex align-items-center gap-2" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <ExternalLinkIcon size={16} />
              <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          ) : null}
          <Button variant="outline-primary" onClick={onBackToLogin}>
            Back to login
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
