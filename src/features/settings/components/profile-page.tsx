import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import * as z from 'zod/mini';

import type { UpdateUserProfileRequest } from '@generated/model/updateUserProfileRequest';
import type { UserProfile } from '@generated/model/userProfile';
import {
  updateUserProfileBodyFirstnameMax,
  updateUserProfileBodyLastnameMax,
  updateUserProfileBodyMobilePhoneMax,
} from '@generated/zod/user/user.zod';
import { showApiError, useContractForm } from '@/lib/contract-form';
import { formatLongDate } from '@/lib/dates';
import { optionalText, requiredText } from '@/lib/form-checks';
import { usePortalSession } from '@/lib/portal-session';
import { toast } from '@/lib/toast';
import { useCanWrite } from '@/lib/write-guard';
import { WriteBusyButton } from '@/components/ui/busy-button';
import { SettingsTabs } from '@/components/ui/settings-tabs';

import { useUpdateUserProfile } from '../api/update-user-profile';
import { formatMobile, INVALID_MOBILE, toE164Mobile } from '../utils/phone';

export const PROFILE_SAVED = 'Your profile has been saved.';
export const PROFILE_SAVE_FAILED = 'Your profile could not be saved. Please try again.';

interface ProfileDraft {
  firstname: string;
  lastname: string;
  mobilePhone: string;
}

const PROFILE_FIELDS = ['firstname', 'lastname', 'mobilePhone'] as const;

const MAX_LENGTH: Record<keyof ProfileDraft, number> = {
  firstname: updateUserProfileBodyFirstnameMax,
  lastname: updateUserProfileBodyLastnameMax,
  mobilePhone: updateUserProfileBodyMobilePhoneMax,
};

const draftOf = (profile: UserProfile): ProfileDraft => ({
  firstname: profile.firstname,
  lastname: profile.lastname,
  mobilePhone: formatMobile(profile.mobilePhone),
});

/** The number is checked only once it is edited: a number stored before the check is kept as it is. */
export const profileSchema = (saved: ProfileDraft) =>
  z.object({
    firstname: requiredText('Enter your first name.', MAX_LENGTH.firstname),
    lastname: requiredText('Enter your last name.', MAX_LENGTH.lastname),
    mobilePhone: optionalText(MAX_LENGTH.mobilePhone).check(
      z.refine((value) => {
        const phone = value.trim();
        return !phone || phone === saved.mobilePhone.trim() || toE164Mobile(phone) !== undefined;
      }, INVALID_MOBILE),
    ),
  });

/** Only what changed (the contract: send only what changes; null clears the mobile). */
export function profileChanges(saved: ProfileDraft, draft: ProfileDraft): UpdateUserProfileRequest {
  const changes: UpdateUserProfileRequest = {};
  if (draft.firstname.trim() !== saved.firstname.trim()) changes.firstname = draft.firstname.trim();
  if (draft.lastname.trim() !== saved.lastname.trim()) changes.lastname = draft.lastname.trim();
  if (draft.mobilePhone.trim() !== saved.mobilePhone.trim()) changes.mobilePhone = draft.mobilePhone.trim() ? (toE164Mobile(draft.mobilePhone) ?? draft.mobilePhone) : null;
  return changes;
}

/**
 * Settings › Profile: first and last name and mobile phone are editable (the mobile is checked
 * and stored in E.164); email, companies, accounts and the terms date are shown. A failed save
 * keeps everything typed and marks the field the server blamed. Read-only while viewing as.
 */
export function ProfilePage() {
  const session = usePortalSession();
  const { profile, accounts } = session;
  const { canWrite } = useCanWrite();
  const saved = useMemo(() => draftOf(profile), [profile]);
  const schema = useMemo(() => profileSchema(saved), [saved]);
  const form = useContractForm(schema, saved);
  const { errors } = form.formState;
  const [alert, setAlert] = useState<string>();
  const update = useUpdateUserProfile();
  const formId = useId();
  const changed = Object.keys(profileChanges(saved, form.watch())).length > 0;

  const companies = useMemo(() => {
    const names = new Map<string, string>();
    for (const account of accounts) {
      if (account.primaryCompanyId && account.PrimaryCompany) names.set(account.primaryCompanyId, account.PrimaryCompany);
      if (account.parentCompanyId && account.ParentCompany) names.set(account.parentCompanyId, account.ParentCompany);
    }
    return profile.companyIds.map((id) => names.get(id) ?? `Company ${id}`);
  }, [accounts, profile.companyIds]);
  const ownAccounts = profile.productIds.map((id) => accounts.find((account) => account.id === id)?.name ?? `Account ${id}`);

  const submit = form.handleSubmit((draft) => {
    const changes = profileChanges(saved, draft);
    if (!canWrite || Object.keys(changes).length === 0) return;
    setAlert(undefined);
    update.mutate(
      { id: profile.id, data: changes },
      {
        onSuccess: ({ data }) => {
          form.reset(draftOf(data));
          toast.success(PROFILE_SAVED);
        },
        onError: (error) => setAlert(showApiError(form, error, PROFILE_FIELDS, PROFILE_SAVE_FAILED)),
      },
    );
  });

  const field = (name: keyof ProfileDraft, label: string, props: { autoComplete: string; type?: string; hint?: string }) => (
    <Form.Group className="col-12 col-md-6" controlId={`${formId}-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        maxLength={MAX_LENGTH[name]}
        {...form.register(name)}
        isInvalid={errors[name] !== undefined}
      />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
      {props.hint ? <Form.Text>{props.hint}</Form.Text> : null}
    </Form.Group>
  );

  return (
    <div className="d-flex flex-column gap-3">
      <div>
        <h1 className="h3 mb-1">Profile</h1>
        <p className="text-body-secondary mb-0">Your details as your account manager and Market Lens see them.</p>
      </div>
      <SettingsTabs />
      <Card>
        <Card.Body>
          <Form noValidate onSubmit={submit} aria-label="Profile">
            <fieldset disabled={!canWrite} className="row g-3">
              <legend className="visually-hidden">Your details</legend>
              {field('firstname', 'First name', { autoComplete: 'given-name' })}
              {field('lastname', 'Last name', { autoComplete: 'family-name' })}
              {field('mobilePhone', 'Mobile phone', { autoComplete: 'tel', type: 'tel', hint: 'A UK number, or any number with its country code.' })}
              <Form.Group className="col-12 col-md-6" controlId={`${formId}-email`}>
                <Form.Label>Email</Form.Label>
                <Form.Control type="email" value={profile.email} readOnly plaintext aria-describedby={`${formId}-email-hint`} />
                <Form.Text id={`${formId}-email-hint`}>Your login. Your account manager can change it.</Form.Text>
              </Form.Group>
            </fieldset>
            {alert ? (
              <Alert variant="danger" className="mt-3 mb-0" role="alert">
                {alert}
              </Alert>
            ) : null}
            <div className="mt-3">
              <WriteBusyButton type="submit" variant="primary" busy={update.isPending} busyLabel="Saving…" disabled={!changed}>
                    Save changes
              </WriteBusyButton>
            </div>
          </Form>
        </Card.Body>
      </Card>
      <Card>
        <Card.Body>
          <h2 className="h5">Your access</h2>
          <dl className="row mb-0">
            <dt className="col-sm-4 fw-normal text-body-secondary">Companies</dt>
            <dd className="col-sm-8">{companies.length ? companies.join(', ') : 'None'}</dd>
            <dt className="col-sm-4 fw-normal text-body-secondary">Accounts</dt>
            <dd className="col-sm-8">{ownAccounts.length ? ownAccounts.join(', ') : 'None'}</dd>
            <dt className="col-sm-4 fw-normal text-body-secondary">Terms accepted</dt>
            <dd className="col-sm-8 mb-0">{profile.termsAcceptedDate ? formatLongDate(profile.termsAcceptedDate) : 'Not yet'}</dd>
          </dl>
        </Card.Body>
      </Card>
    </div>
  );
}
