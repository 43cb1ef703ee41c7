import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';

import { useChangePassword } from '@generated/api/settings/settings';
import { apiErrorFieldOf, apiErrorMessage } from '@/lib/api-error';
import { env } from '@/config/env';
import { usePortalSession } from '@/lib/portal-session';
import { useCanWrite, WriteGuard } from '@/lib/write-guard';
import { WriteBusyButton } from '@/components/ui/busy-button';
import { SettingsTabs } from '@/components/ui/settings-tabs';

// The one password policy of Market Lens, the very module the identity provider's sign-up and
// password change use (domain/password-policy.ts): what the meter says, the server enforces.
import { checkPassword, PASSWORD_HINT } from '@domain/password-policy';
import { PasswordStrengthMeter } from './password-strength-meter';

export const PASSWORD_CHANGED = 'Your password has been changed. Every other device where you were logged in has been logged out.';
export const PASSWORD_EMAIL_SENT = (email: string) => `We have sent an email to ${email} with a link to set a new password.`;
export const PASSWORDS_DIFFER = 'The two new passwords are not the same.';

/**
 * Settings › Password. With the embedded identity provider: the current password and a new one
 * with a strength meter and the sign-up policy; the provider changes it and logs out every other
 * device. With an Auth0 tenant: the tenant emails a change-password link. The API never stores
 * a password (docs/identity-provider.md, "Password change"). Disabled while viewing as.
 */
export function PasswordPage({
  embedded = env.auth0Domain.startsWith('http://localhost'),
}: {
  /** Which identity provider the build talks to; stories show the Auth0 (production) page too. */
  embedded?: boolean;
}) {
  const { profile } = usePortalSession();
  const { canWrite } = useCanWrite();
  const change = useChangePassword();
  const formId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);

  const context = { email: profile.email, firstname: profile.firstname, lastname: profile.lastname };
  const policyProblem = next ? checkPassword(next, context) : 'Enter a new password.';
  const problems = {
    currentPassword: current ? undefined : 'Enter your current password.',
    newPassword: policyProblem ?? (next === current ? 'The new password is the same as the current one: choose a different one.' : undefined),
    confirm: confirm === next ? undefined : PASSWORDS_DIFFER,
  };
  const serverField = apiErrorFieldOf(change.error, Object.keys(problems) as (keyof typeof problems)[]);
  const fieldError = (field: keyof typeof problems) =>
    (touched ? problems[field] : undefined) ?? (serverField === field ? (apiErrorMessage(change.error) ?? undefined) : undefined);

  const submitEmbedded = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canWrite || Object.values(problems).some((problem) => problem !== undefined)) return;
    change.mutate(
      { data: { currentPassword: current, newPassword: next } },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setTouched(false);
        },
      },
    );
  };

  const passwordField = (field: keyof typeof problems, label: string, value: string, onChange: (value: string) => void, autoComplete: string) => (
    <Form.Group controlId={`${formId}-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        value={value}
        autoComplete={autoComplete}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={fieldError(field) !== undefined}
      />
      <Form.Control.Feedback type="invalid">{fieldError(field)}</Form.Control.Feedback>
    </Form.Group>
  );

  const succeeded = change.isSuccess ? change.data.data : null;

  return (
    <div className="d-flex flex-column gap-3">
      <div>
        <h1 className="h3 mb-1">Password</h1>
        <p className="text-body-secondary mb-0">Change the password you log in to Market Lens with.</p>
      </div>
      <SettingsTabs />
      <Card>
        <Card.Body>
          {succeeded ? (
            <Alert variant="success" role="status">
              {succeeded.method === 'changed' ? PASSWORD_CHANGED : PASSWORD_EMAIL_SENT(succeeded.email)}
            </Alert>
          ) : null}
          {embedded ? (
            <Form noValidate onSubmit={submitEmbedded} aria-label="Change password" className="d-flex flex-column gap-3" style={{ maxWidth: '32rem' }}>
              <fieldset disabled={!canWrite} className="d-flex flex-column gap-3">
                <legend className="visually-hidden">Current and new password</legend>
                {passwordField('currentPassword', 'Current password', current, setCurrent, 'current-password')}
                <div>
                  {passwordField('newPassword', 'New password', next, setNext, 'new-password')}
                  <Form.Text id={`${formId}-hint`}>{PASSWORD_HINT}</Form.Text>
                  <PasswordStrengthMeter password={next} context={context} />
                </div>
                {passwordField('confirm', 'Repeat the new password', confirm, setConfirm, 'new-password')}
              </fieldset>
              {change.isError && serverField === undefined ? (
                <Alert variant="danger" className="mb-0" role="alert">
                  {apiErrorMessage(change.error) ?? 'Your password could not be changed. Please try again.'}
                </Alert>
              ) : null}
              <div>
                <WriteBusyButton type="submit" variant="primary" busy={change.isPending} busyLabel="Changing…">
                      Change password
                </WriteBusyButton>
              </div>
            </Form>
          ) : (
            <div className="d-flex flex-column gap-3">
              <p className="mb-0">We will email {profile.email} a link to a page where you set a new password.</p>
              {change.isError ? (
                <Alert variant="danger" className="mb-0" role="alert">
                  {apiErrorMessage(change.error) ?? 'The email could not be sent. Please try again.'}
                </Alert>
              ) : null}
              <div>
                <WriteGuard>
                  {({ disabled, describedBy }) => (
                    <Button variant="primary" disabled={disabled || change.isPending} aria-describedby={describedBy} onClick={() => change.mutate({ data: {} })}>
                      Email me a change-password link
                    </Button>
                  )}
                </WriteGuard>
              </div>
            </div>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
