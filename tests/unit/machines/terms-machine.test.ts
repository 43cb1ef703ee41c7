import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';

import { createMemoryStorage, type KeyValueStorage } from '@/machines/key-value-storage';
import { canLoadData, isTermsExemptCall, termsMachine, type TermsContext } from '@/machines/terms-machine';

import { createCoverage, createPromiseControl, expectFullCoverage, modelPathCases, settled, type PromiseControl } from './machine-test-kit';

const coverage = createCoverage(termsMachine);
const ACCEPTED_AT = '2026-03-02T09:15:00.000Z';

function build(control: PromiseControl) {
  return termsMachine.provide({
    actors: { fetchTermsStatus: control.actor('fetchTermsStatus'), acceptTerms: control.actor('acceptTerms') },
  });
}

async function start(storage: KeyValueStorage = createMemoryStorage()) {
  const control = createPromiseControl();
  const actor = createActor(build(control), { input: { storage }, inspect: coverage.inspect }).start();
  await settled();
  return { actor, control, storage };
}

async function startNotAccepted(storage?: KeyValueStorage) {
  const started = await start(storage);
  started.actor.send({ type: 'AUTHENTICATED' });
  await started.control.resolve('fetchTermsStatus', { termsAcceptedDate: null });
  expect(started.actor.getSnapshot().value).toBe('notAccepted');
  return started;
}

describe('terms machine: model-based paths (@xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'AUTHENTICATED' },
    { type: 'ACCEPT' },
    { type: 'RETRY' },
    { type: 'MARK_VIEWED' },
    { type: 'xstate.done.actor.fetchTermsStatus', output: { termsAcceptedDate: ACCEPTED_AT } },
    { type: 'xstate.done.actor.fetchTermsStatus', output: {} },
    { type: 'xstate.error.actor.fetchTermsStatus', error: new Error('Request failed with status code 502') },
    { type: 'xstate.done.actor.acceptTerms', output: { termsAcceptedDate: ACCEPTED_AT } },
    { type: 'xstate.error.actor.acceptTerms', error: new Error('Request failed with status code 500') },
  ];
  const cases = modelPathCases({
    build,
    scenarios: [{ name: 'fresh browser', input: () => ({ storage: createMemoryStorage() }) }],
    events,
    serializeState: ({ value, context }) => {
      const { termsAcceptedDate, error } = context as unknown as TermsContext;
      return JSON.stringify({ value, termsAcceptedDate, failed: error !== null });
    },
    coverage,
    paths: 'simple',
  });

  it('generates paths', () => {
    expect(cases.length).toBeGreaterThanOrEqual(7);
  });

  it.each(cases.map((path) => [path.title, path]))('%s', async (_title, path) => {
    await path.run();
  });
});

describe('terms machine: terms status', () => {
  it('waits for authentication before fetching', async () => {
    const { actor, control } = await start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(control.isPending('fetchTermsStatus')).toBe(false);
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("stores the flag 'hasAccpetedTerms' and keeps the date when the response has one", async () => {
    const { actor, control, storage } = await start();
    actor.send({ type: 'AUTHENTICATED' });
    expect(actor.getSnapshot().value).toBe('loadingStatus');
    await control.resolve('fetchTermsStatus', { termsAcceptedDate: ACCEPTED_AT });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(actor.getSnapshot().context.termsAcceptedDate).toBe(ACCEPTED_AT);
    expect(storage.getItem('hasAccpetedTerms')).toBe('true');
  });

  it('removes the flag when the response has no date', async () => {
    const storage = createMemoryStorage({ hasAccpetedTerms: 'true' });
    const { actor } = await startNotAccepted(storage);
    expect(actor.getSnapshot().context.termsAcceptedDate).toBeNull();
    expect(storage.getItem('hasAccpetedTerms')).toBeNull();
  });

  it('fetches once: a second AUTHENTICATED does nothing', async () => {
    const { actor, control } = await startNotAccepted();
    actor.send({ type: 'AUTHENTICATED' });
    expect(actor.getSnapshot().value).toBe('notAccepted');
    expect(control.inputs.filter(({ name }) => name === 'fetchTermsStatus')).toHaveLength(1);
  });

  it('keeps the error and retries on RETRY', async () => {
    const { actor, control } = await start();
    actor.send({ type: 'AUTHENTICATED' });
    const failure = new Error('Request failed with status code 502');
    await control.reject('fetchTermsStatus', failure);
    expect(actor.getSnapshot().value).toBe('statusError');
    expect(actor.getSnapshot().context.error).toBe(failure);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loadingStatus');
    expect(actor.getSnapshot().context.error).toBeNull();
    await control.resolve('fetchTermsStatus', { termsAcceptedDate: ACCEPTED_AT });
    expect(actor.getSnapshot().value).toBe('accepted');
  });
});

describe('terms machine: accepting', () => {
  it("records acceptance, stores the flag and date, and sets hasViewedTerms='true'", async () => {
    const { actor, control, storage } = await startNotAccepted();
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().value).toBe('accepting');
    await control.resolve('acceptTerms', { termsAcceptedDate: ACCEPTED_AT });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(actor.getSnapshot().context.termsAcceptedDate).toBe(ACCEPTED_AT);
    expect(storage.getItem('hasAccpetedTerms')).toBe('true');
    expect(storage.getItem('hasViewedTerms')).toBe('true');
  });

  it('keeps the flags untouched when the server refuses, and lets the user try again', async () => {
    const { actor, control, storage } = await startNotAccepted();
    actor.send({ type: 'ACCEPT' });
    const failure = new Error('Request failed with status code 500');
    await control.reject('acceptTerms', failure);
    expect(actor.getSnapshot().value).toBe('acceptFailed');
    expect(actor.getSnapshot().context.error).toBe(failure);
    expect(storage.getItem('hasAccpetedTerms')).toBeNull();
    expect(storage.getItem('hasViewedTerms')).toBeNull();
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().value).toBe('accepting');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("MARK_VIEWED sets hasViewedTerms='true' in any state", async () => {
    const { actor, storage } = await start();
    actor.send({ type: 'MARK_VIEWED' });
    expect(storage.getItem('hasViewedTerms')).toBe('true');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('says which actor is missing when none is provided', async () => {
    const actor = createActor(termsMachine, { input: {} }).start();
    actor.send({ type: 'AUTHENTICATED' });
    await settled();
    expect(actor.getSnapshot().value).toBe('statusError');
    expect(String(actor.getSnapshot().context.error)).toMatch(/needs a "fetchTermsStatus" actor/);
  });
});

describe('terms: canLoadData', () => {
  it('lets data calls run only once a terms-accepted date exists', () => {
    expect(canLoadData({ termsAcceptedDate: null })).toBe(false);
    expect(canLoadData({ termsAcceptedDate: '' }, '/api/v2/orders')).toBe(false);
    expect(canLoadData({ termsAcceptedDate: ACCEPTED_AT })).toBe(true);
    expect(canLoadData({ termsAcceptedDate: ACCEPTED_AT }, '/api/v2/accounts')).toBe(true);
  });

  it('exempts terms-status and profile', () => {
    expect(canLoadData({ termsAcceptedDate: null }, 'api/v2/user/terms-status')).toBe(true);
    expect(canLoadData({ termsAcceptedDate: null }, '/api/v2/user/42/profile')).toBe(true);
    expect(canLoadData({ termsAcceptedDate: null }, '/api/v2/user/42/profile?fresh=1')).toBe(true);
    expect(isTermsExemptCall('/api/v2/accounts/7/user/42/permissions')).toBe(false);
    expect(isTermsExemptCall('/api/v2/messages/unread-count')).toBe(false);
  });

  it('follows the machine: closed until accepted, open afterwards', async () => {
    const { actor, control } = await startNotAccepted();
    expect(canLoadData(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'ACCEPT' });
    await control.resolve('acceptTerms', { termsAcceptedDate: ACCEPTED_AT });
    expect(canLoadData(actor.getSnapshot().context)).toBe(true);
  });
});

describe('terms machine: coverage', () => {
  it('visits 100% of state nodes and takes 100% of transitions across this suite', () => {
    expectFullCoverage('terms-machine', coverage);
  });
});
