import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';

import { env } from '@/config/env';

import {
  ACCOUNT_STATUS_KINDS,
  accountStatusMachine,
  isAllowed,
  resolveAccountStatus,
  STATUS_CARDS,
  statusCardFor,
  statusCardOf,
  type AccountStatusFacts,
  type AccountStatusKind,
} from '@/machines/account-status-machine';

import { createCoverage, expectFullCoverage, modelPathCases } from './machine-test-kit';

const coverage = createCoverage(accountStatusMachine);

const approved: AccountStatusFacts = { termsAcceptedDate: '2026-03-02T09:15:00.000Z', email_verified: true, accountStatus: 'accountApproved' };

/** One fact set per outcome, each the first match in the order cards win (docs/account-statuses.md). */
const FACTS_FOR: Record<AccountStatusKind, { facts: AccountStatusFacts | null; error?: unknown }> = {
  termsNotAccepted: { facts: { ...approved, termsAcceptedDate: null } },
  emailNotVerified: { facts: { ...approved, email_verified: false } },
  registered: { facts: { ...approved, accountStatus: 'registered' } },
  revoked: { facts: { ...approved, accountStatus: 'revoked' } },
  rejected: { facts: { ...approved, accountStatus: 'rejected' } },
  loadError: { facts: { termsAcceptedDate: approved.termsAcceptedDate, email_verified: true }, error: new Error('Request failed with status code 503') },
  allowed: { facts: approved },
};

function start() {
  return createActor(accountStatusMachine, { inspect: coverage.inspect }).start();
}

describe('account status machine: model-based paths (@xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'PROFILE_REQUESTED' },
    ...ACCOUNT_STATUS_KINDS.map((kind) => ({ type: 'EVALUATE', ...FACTS_FOR[kind] })),
  ];
  const cases = modelPathCases({
    build: () => accountStatusMachine,
    scenarios: [{ name: 'profile', input: () => undefined }],
    events,
    serializeState: ({ value }) => JSON.stringify(value),
    coverage,
  });

  it('reaches every status from loading', () => {
    expect(cases.map((path) => path.title)).toHaveLength(ACCOUNT_STATUS_KINDS.length + 1);
  });

  it.each(cases.map((path) => [path.title, path]))('%s', async (_title, path) => {
    await path.run();
  });
});

describe('account status: the order cards win', () => {
  it('starts loading, with no card', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(statusCardOf(actor.getSnapshot())).toBeNull();
  });

  it('allows only with a terms date and an approved account', () => {
    expect(resolveAccountStatus(approved)).toBe('allowed');
    expect(isAllowed(approved)).toBe(true);
    expect(isAllowed({ ...approved, termsAcceptedDate: '' })).toBe(false);
    expect(isAllowed({ ...approved, accountStatus: 'registered' })).toBe(false);
    expect(isAllowed(null)).toBe(false);
  });

  it('puts terms first, even over a load error', () => {
    expect(resolveAccountStatus(null, new Error('boom'))).toBe('termsNotAccepted');
    expect(resolveAccountStatus({ accountStatus: 'revoked', email_verified: false })).toBe('termsNotAccepted');
  });

  it('shows the load error, not the terms card, when nothing could say whether the terms are accepted', () => {
    const unreachable = new Error('Market Lens did not answer in time. Please try again.');
    expect(resolveAccountStatus({ termsKnown: false }, unreachable)).toBe('loadError');
    expect(resolveAccountStatus({ termsKnown: false, termsAcceptedDate: null, accountStatus: null }, unreachable)).toBe('loadError');
    // A known "not accepted" (from the profile) still asks for the terms.
    expect(resolveAccountStatus({ termsKnown: true, termsAcceptedDate: null }, unreachable)).toBe('termsNotAccepted');
    expect(statusCardFor('loadError', unreachable)?.text).toBe(unreachable.message);
  });

  it('then email verification, over every account status', () => {
    expect(resolveAccountStatus({ termsAcceptedDate: '2026-01-05', accountStatus: 'rejected' })).toBe('emailNotVerified');
    expect(resolveAccountStatus({ ...approved, email_verified: false })).toBe('emailNotVerified');
  });

  it('then registered, revoked, rejected, before a load error', () => {
    const boom = new Error('boom');
    expect(resolveAccountStatus({ ...approved, accountStatus: 'registered' }, boom)).toBe('registered');
    expect(resolveAccountStatus({ ...approved, accountStatus: 'revoked' }, boom)).toBe('revoked');
    expect(resolveAccountStatus({ ...approved, accountStatus: 'rejected' }, boom)).toBe('rejected');
    expect(resolveAccountStatus({ ...approved, accountStatus: null }, boom)).toBe('loadError');
  });

  it('shows the error card when the status is unknown, since protected pages need accountApproved', () => {
    expect(resolveAccountStatus({ termsAcceptedDate: '2026-01-05', email_verified: true })).toBe('loadError');
  });

  it.each(ACCOUNT_STATUS_KINDS)('EVALUATE moves to %s and keeps the facts', (kind) => {
    const actor = start();
    const { facts, error } = FACTS_FOR[kind];
    actor.send({ type: 'EVALUATE', facts, error });
    expect(actor.getSnapshot().value).toBe(kind);
    expect(actor.getSnapshot().context).toEqual({ facts, error: error ?? null });
  });

  it('re-evaluates when the profile changes and returns to loading on a new request', () => {
    const actor = start();
    actor.send({ type: 'EVALUATE', ...FACTS_FOR.termsNotAccepted });
    actor.send({ type: 'EVALUATE', ...FACTS_FOR.allowed });
    expect(actor.getSnapshot().value).toBe('allowed');
    actor.send({ type: 'PROFILE_REQUESTED' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({ facts: null, error: null });
  });
});

describe('account status: card texts (docs/account-statuses.md)', () => {
  it('Terms Acceptance Required, linking to the terms page', () => {
    expect(STATUS_CARDS.termsNotAccepted).toEqual({
      title: 'Terms Acceptance Required',
      text: 'You must accept the terms and conditions in order to access this application...',
      link: { label: 'terms and conditions', href: '/app/market-lens/terms' },
    });
  });

  it('Verify your email address: junk folder and external form', () => {
    expect(STATUS_CARDS.emailNotVerified.title).toBe('Verify your email address');
    expect(STATUS_CARDS.emailNotVerified.text).toMatch(/junk folder/);
    expect(STATUS_CARDS.emailNotVerified.text).toMatch(/external form/);
    // The card links to the form, whose address is configuration like the other external links.
    expect(STATUS_CARDS.emailNotVerified.link).toEqual({ label: 'Email verification form', href: env.emailVerificationFormUrl, external: true });
    expect(env.emailVerificationFormUrl).toMatch(/^https:\/\//);
  });

  it('Thank you for signing up', () => {
    expect(STATUS_CARDS.registered).toEqual({
      title: 'Thank you for signing up',
      text: 'Our team will approve your account shortly and send you a welcome email.',
    });
  });

  it('Account Revoked', () => {
    expect(STATUS_CARDS.revoked).toEqual({
      title: 'Account Revoked',
      text: 'Your account has been cancelled. If you believe this is an error, contact your client lead.',
    });
  });

  it('Account Denied keeps the product words', () => {
    expect(STATUS_CARDS.rejected.title).toBe('Account Denied');
    expect(STATUS_CARDS.rejected.text).toMatch(
      /^We regret to inform you that you do not meet the requirements to access Market Lens\. .*contact your client lead\.$/,
    );
  });

  it('Error shows the default text, or the error message when present', () => {
    expect(statusCardFor('loadError')).toEqual({ title: 'Error', text: 'There was an error loading data. Please try again later.' });
    expect(statusCardFor('loadError', new Error(''))?.text).toBe('There was an error loading data. Please try again later.');
    expect(statusCardFor('loadError', { status: 500 })?.text).toBe('There was an error loading data. Please try again later.');
    expect(statusCardFor('loadError', 'Profile service unavailable')?.text).toBe('Profile service unavailable');
    const actor = start();
    actor.send({ type: 'EVALUATE', ...FACTS_FOR.loadError });
    expect(statusCardOf(actor.getSnapshot())).toEqual({ title: 'Error', text: 'Request failed with status code 503' });
  });

  it('has no card when allowed', () => {
    expect(statusCardFor('allowed')).toBeNull();
  });
});

describe('account status machine: coverage', () => {
  it('visits 100% of state nodes and takes 100% of transitions across this suite', () => {
    expectFullCoverage('account-status-machine', coverage);
  });
});
