import { assign, setup } from 'xstate';

import type { AccountStatus } from '@generated/model/accountStatus';
import type { UserProfile } from '@generated/model/userProfile';

import { env } from '@/config/env';

import { TERMS_PATH } from './portal-paths';

/**
 * Which status card a protected page shows, or whether it is allowed; the cards,
 * their order and their texts are described in docs/account-statuses.md. The facts
 * come from different calls (the terms date from terms-status, email_verified also
 * from the identity user, accountStatus from the profile), so a profile load error
 * can still leave the first facts known.
 */

/** What is known so far; a fact not (yet) known is missing or null. */
export interface AccountStatusFacts {
  termsAcceptedDate?: UserProfile['termsAcceptedDate'];
  /**
   * False when nothing could say whether the terms are accepted (terms-status and the
   * profile both failed to load): the load error is shown, not the terms card.
   */
  termsKnown?: boolean;
  email_verified?: UserProfile['email_verified'];
  accountStatus?: AccountStatus | null;
}

/** Every card, in the order they win (the first that applies is shown), then the allowed outcome. */
export const ACCOUNT_STATUS_KINDS = [
  'termsNotAccepted',
  'emailNotVerified',
  'registered',
  'revoked',
  'rejected',
  'loadError',
  'allowed',
] as const;
export type AccountStatusKind = (typeof ACCOUNT_STATUS_KINDS)[number];
export type StatusCardKind = Exclude<AccountStatusKind, 'allowed'>;

export interface StatusCard {
  title: string;
  text: string;
  /** The next step: a portal path, or (`external`) another site, opened in a new tab. */
  link?: { label: string; href: string; external?: boolean };
}

export const DEFAULT_LOAD_ERROR_TEXT = 'There was an error loading data. Please try again later.';

/** Card titles and texts, word for word as the product shows them. */
export const STATUS_CARDS: Record<StatusCardKind, StatusCard> = {
  termsNotAccepted: {
    title: 'Terms Acceptance Required',
    text: 'You must accept the terms and conditions in order to access this application...',
    link: { label: 'terms and conditions', href: TERMS_PATH },
  },
  emailNotVerified: {
    title: 'Verify your email address',
    text: 'Please follow the link in the email we sent you to verify your email address. If you cannot find it, check your junk folder, or use our external form to contact us.',
    // The form's address is configuration (EMAIL_VERIFICATION_FORM_URL), like the other external links.
    link: { label: 'Email verification form', href: env.emailVerificationFormUrl, external: true },
  },
  registered: {
    title: 'Thank you for signing up',
    text: 'Our team will approve your account shortly and send you a welcome email.',
  },
  revoked: {
    title: 'Account Revoked',
    text: 'Your account has been cancelled. If you believe this is an error, contact your client lead.',
  },
  rejected: {
    title: 'Account Denied',
    text: 'We regret to inform you that you do not meet the requirements to access Market Lens. If you have any questions, please contact your client lead.',
  },
  loadError: {
    title: 'Error',
    text: DEFAULT_LOAD_ERROR_TEXT,
  },
};

export function isAllowed(facts: AccountStatusFacts | null | undefined): boolean {
  return Boolean(facts?.termsAcceptedDate) && facts?.accountStatus === 'accountApproved';
}

/**
 * The order cards win: terms; email; registered; revoked; rejected; load error; else
 * allowed. A terms card needs a known "not accepted": when the terms could not be
 * learnt at all, the load error is what is true.
 */
export function resolveAccountStatus(facts: AccountStatusFacts | null | undefined, error?: unknown): AccountStatusKind {
  if (!facts?.termsAcceptedDate) return facts?.termsKnown === false ? 'loadError' : 'termsNotAccepted';
  if (facts.email_verified !== true) return 'emailNotVerified';
  if (facts.accountStatus === 'registered') return 'registered';
  if (facts.accountStatus === 'revoked') return 'revoked';
  if (facts.accountStatus === 'rejected') return 'rejected';
  if (error !== undefined && error !== null) return 'loadError';
  // Protected pages need both facts; an unknown status is not a pass.
  return isAllowed(facts) ? 'allowed' : 'loadError';
}

function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === 'string') return error || undefined;
  return undefined;
}

/** The card for a kind; the error card shows the error's message when there is one. */
export function statusCardFor(kind: AccountStatusKind, error?: unknown): StatusCard | null {
  if (kind === 'allowed') return null;
  if (kind === 'loadError') return { ...STATUS_CARDS.loadError, text: errorMessage(error) ?? DEFAULT_LOAD_ERROR_TEXT };
  return STATUS_CARDS[kind];
}

export type AccountStatusEvent =
  | { type: 'PROFILE_REQUESTED' }
  | { type: 'EVALUATE'; facts: AccountStatusFacts | null; error?: unknown };

export interface AccountStatusContext {
  facts: AccountStatusFacts | null;
  error: unknown;
}

const isKind =
  (kind: AccountStatusKind) =>
  ({ event }: { event: AccountStatusEvent }) =>
    event.type === 'EVALUATE' && resolveAccountStatus(event.facts, event.error) === kind;

export const accountStatusMachine = setup({
  types: {
    context: {} as AccountStatusContext,
    events: {} as AccountStatusEvent,
  },
  actions: {
    remember: assign({
      facts: ({ event }) => (event.type === 'EVALUATE' ? event.facts : null),
      error: ({ event }) => (event.type === 'EVALUATE' ? (event.error ?? null) : null),
    }),
  },
}).createMachine({
  id: 'accountStatus',
  context: { facts: null, error: null },
  initial: 'loading',
  on: {
    PROFILE_REQUESTED: { target: '.loading', actions: assign({ facts: null, error: null }) },
    EVALUATE: ACCOUNT_STATUS_KINDS.map((kind) => ({ guard: isKind(kind), target: `.${kind}`, actions: 'remember' as const })),
  },
  states: {
    loading: {},
    termsNotAccepted: {},
    emailNotVerified: {},
    registered: {},
    revoked: {},
    rejected: {},
    loadError: {},
    allowed: {},
  },
});

/** The card to render for a machine snapshot; null while loading or when allowed. */
export function statusCardOf(snapshot: { value: unknown; context: AccountStatusContext }): StatusCard | null {
  const kind = ACCOUNT_STATUS_KINDS.find((candidate) => candidate === snapshot.value);
  return kind === undefined ? null : statusCardFor(kind, snapshot.context.error);
}
