import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import * as z from 'zod/mini';

import { useChangePassword } from '@generated/api/settings/settings';
import { changePasswordBodyCurrentPasswordMax, changePasswordBodyNewPasswordMax } from '@generated/zod/settings/settings.zod';
import { apiErrorMessage } from '@/lib/api-error';
import { showApiError, useContractForm } from '@/lib/contract-form';
import { optionalText } from '@/lib/form-checks';
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
const PASSWORD_NOT_CHANGED = 'Your password could not be changed. Please try again.';

type PasswordDraft = { currentPassword: string; newPassword: string; confirm: string };
type PasswordContext = { email: string; firstname: string; lastname: string };
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;
const EMPTY: PasswordDraft = { currentPassword: '', newPassword: '', confirm: '' };
/** Fields checked against another: typing in the one re-checks the other. */
const DEPENDENTS: Record<keyof PasswordDraft, (keyof PasswordDraft)[]> = { currentPassword: ['newPassword'], newPassword: ['confirm'], confirm: [] };

/** What is wrong with each field, all at once: the policy, a new password equal to the current one, a repeat that differs. */
export function passwordProblems(draft: PasswordDraft, context: PasswordContext): Partial<Record<keyof PasswordDraft, string>> {
  const { currentPassword, newPassword, confirm } = draft;
  const policyProblem = newPassword ? checkPassword(newPassword, context) : 'Enter a new password.';
  return {
    currentPassword: currentPassword ? undefined : 'Enter your current password.',
    newPassword: policyProblem ?? (newPassword === currentPassword ? 'The new password is the same as the current one: choose a different one.' : undefined),
    confirm: confirm === newPassword ? undefined : PASSWORDS_DIFFER,
  };
}

export const passwordSchema = (context: PasswordContext) =>
  z
    .object({
      currentPassword: optionalText(changePasswordBodyCurrentPasswordMax),
      newPassword: optionalText(changePasswordBodyNewPasswordMax),
      confirm: optionalText(changePasswordBodyNewPasswordMax),
    })
    .check(
      z.superRefine((draft, check) => {
        for (const [field, message] of Object.entries(passwordProblems(draft, context))) {
          if (message) check.addIssue({ code: 'custom', message, path: [field], input: draft });
        }
      }),
    );

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
  const context = useMemo(() => ({ email: profile.email, firstname: profile.firstname, lastname: profile.lastname }), [profile]);
  const form = useContractForm(useMemo(() => passwordSchema(context), [context]), EMPTY);
  const { errors } = form.formState;
  const [alert, setAlert] = useState<string>();

  const submitEmbedded = form.handleSubmit(({ currentPassword, newPassword }) => {
    if (!canWrite) return;
    setAlert(undefined);
    change.mutate(
      { data: { currentPassword, newPassword } },
      {
        onSuccess: () => form.reset(EMPTY),
        onError: (error) => setAlert(showApiError(form, error, PASSWORD_FIELDS, PASSWORD_NOT_CHANGED)),
      },
    );
  });

  const passwordField = (field: keyof PasswordDraft, label: string, autoComplete: string) => (
    <Form.Group controlId={`${formId}-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        autoComplete={autoComplete}
        maxLength={field === 'currentPassword' ? changePasswordBodyCurrentPasswordMax : changePasswordBodyNewPasswordMax}
        {...form.register(field, { deps: DEPENDENTS[field] })}
        isInvalid={errors[field] !== undefined}
      />
      <Form.Control.Feedback type="invalid">{errors[field]?.message}</Form.Control.Feedback>
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
                {passwordField('currentPassword', 'Current password', 'current-password')}
                <div>
                  {passwordField('newPassword', 'New password', 'new-password')}
                  <Form.Text id={`${formId}-hint`}>{PASSWORD_HINT}</Form.Text>
                  <PasswordStrengthMeter password={form.watch('newPassword')} context={context} />
                </div>
                {passwordField('confirm', 'Repeat the new password', 'new-password')}
              </fieldset>
              {alert ? (
                <Alert variant="danger" className="mb-0" role="alert">
                  {alert}
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
