import { assign, fromPromise, setup } from 'xstate';

import type { TermsStatus } from '@generated/model/termsStatus';

import { createMemoryStorage, STORAGE_KEYS, type KeyValueStorage } from './key-value-storage';

/**
 * Terms acceptance. Terms-status is fetched once, when the user is authenticated;
 * a terms-accepted date in it means accepted (remembered in local storage),
 * otherwise the user must accept before most data loads. Accepting records the
 * acceptance on the server and continues.
 */

export type { TermsStatus };

/** What accepting resolves with: the date the server recorded. */
export interface TermsAcceptance {
  termsAcceptedDate: NonNullable<TermsStatus['termsAcceptedDate']>;
}

export interface TermsMachineInput {
  /** Local storage, for the `hasAccpetedTerms` and `hasViewedTerms` flags. */
  storage?: KeyValueStorage;
}

export type TermsEvent =
  | { type: 'AUTHENTICATED' }
  | { type: 'ACCEPT' }
  | { type: 'RETRY' }
  /** The terms page was shown; the post-login rule stops sending the user there. */
  | { type: 'MARK_VIEWED' };

export interface TermsContext {
  storage: KeyValueStorage;
  termsAcceptedDate: string | null;
  error: unknown;
}

function notProvided(name: string) {
  return () => Promise.reject(new Error(`The terms machine needs a "${name}" actor (provide it with machine.provide).`));
}

/** Calls that may run before the terms are accepted: terms-status and the profile. */
const TERMS_EXEMPT_CALLS = [/\/user\/terms-status$/, /\/user\/[^/]+\/profile$/];

export function isTermsExemptCall(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return TERMS_EXEMPT_CALLS.some((pattern) => pattern.test(path));
}

/**
 * Whether a data call may run: only once a terms-accepted date exists, except
 * terms-status and profile. Without a url, answers for "most data calls".
 */
export function canLoadData(context: Pick<TermsContext, 'termsAcceptedDate'>, url?: string): boolean {
  return Boolean(context.termsAcceptedDate) || (url !== undefined && isTermsExemptCall(url));
}

export const termsMachine = setup({
  types: {
    context: {} as TermsContext,
    events: {} as TermsEvent,
    input: {} as TermsMachineInput,
  },
  actors: {
    /** GET api/v2/user/terms-status, resolved with its `data`. */
    fetchTermsStatus: fromPromise<TermsStatus>(notProvided('fetchTermsStatus')),
    /** Records the acceptance on the server and resolves with the recorded date. */
    acceptTerms: fromPromise<TermsAcceptance>(notProvided('acceptTerms')),
  },
  actions: {
    rememberAcceptance: ({ context }) => {
      context.storage.setItem(STORAGE_KEYS.hasAccpetedTerms, 'true');
    },
    forgetAcceptance: ({ context }) => {
      context.storage.removeItem(STORAGE_KEYS.hasAccpetedTerms);
    },
    rememberViewed: ({ context }) => {
      context.storage.setItem(STORAGE_KEYS.hasViewedTerms, 'true');
    },
  },
}).createMachine({
  id: 'terms',
  context: ({ input }) => ({ storage: input.storage ?? createMemoryStorage(), termsAcceptedDate: null, error: null }),
  initial: 'idle',
  on: {
    MARK_VIEWED: { actions: 'rememberViewed' },
  },
  states: {
    idle: {
      on: { AUTHENTICATED: 'loadingStatus' },
    },
    loadingStatus: {
      entry: assign({ error: null }),
      invoke: {
        id: 'fetchTermsStatus',
        src: 'fetchTermsStatus',
        onDone: [
          {
            guard: ({ event }) => Boolean(event.output.termsAcceptedDate),
            target: 'accepted',
            actions: [assign({ termsAcceptedDate: ({ event }) => event.output.termsAcceptedDate ?? null }), 'rememberAcceptance'],
          },
          { target: 'notAccepted', actions: [assign({ termsAcceptedDate: null }), 'forgetAcceptance'] },
        ],
        onError: { target: 'statusError', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    statusError: {
      on: { RETRY: 'loadingStatus' },
    },
    notAccepted: {
      on: { ACCEPT: 'accepting' },
    },
    accepting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'acceptTerms',
        src: 'acceptTerms',
        onDone: {
          target: 'accepted',
          actions: [
            assign({ termsAcceptedDate: ({ event }) => event.output.termsAcceptedDate }),
            'rememberAcceptance',
            'rememberViewed',
          ],
        },
        onError: { target: 'acceptFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    acceptFailed: {
      on: { ACCEPT: 'accepting' },
    },
    accepted: {},
  },
});
