import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';

import { createMemoryStorage, type KeyValueStorage } from '@/machines/key-value-storage';
import type { NavigateParams } from '@/machines/portal-paths';
import {
  effectiveRole,
  isViewAsSessionEnded,
  readSavedViewAs,
  VIEW_AS_STORAGE_KEY,
  viewAsMachine,
  viewAsUserId,
  type ViewAsContext,
  type ViewAsUser,
} from '@/machines/view-as-machine';

import { createCoverage, expectFullCoverage, modelPathCases } from './machine-test-kit';

const coverage = createCoverage(viewAsMachine);

const ADMIN_ID = 'usr_nbs_admin_01';
const buyer: ViewAsUser = {
  id: 'usr_buyer_17',
  name: 'Priya Shah',
  companyIds: ['cmp_northwind'],
  multiCompanyGroupId: null,
  marketLensUserData: { role: 'admin' },
};
/** A viewed user without a role: the contract always sends one, but a session restored from storage may lack it. */
const groupBuyer = { id: 'usr_group_04', name: 'Tom Hughes', companyIds: ['cmp_a', 'cmp_b'], multiCompanyGroupId: 'grp_9' } as ViewAsUser;
const DASHBOARD = { path: '/app/market-lens/dashboard', replace: false };

function createEffects() {
  return { clearCache: vi.fn<() => void>(), navigate: vi.fn<(params: NavigateParams) => void>() };
}

function build(effects = createEffects()) {
  return viewAsMachine.provide({
    actions: { clearCache: () => effects.clearCache(), navigate: (_, params) => effects.navigate(params) },
  });
}

function start(storage?: KeyValueStorage) {
  const effects = createEffects();
  const actor = createActor(build(effects), { input: { storage }, inspect: coverage.inspect }).start();
  return { actor, effects };
}

const savedSession = () =>
  createMemoryStorage({ [VIEW_AS_STORAGE_KEY]: JSON.stringify({ viewAsUser: buyer, originalUserId: ADMIN_ID }) });

describe('view-as machine: model-based paths (@xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'ENTER', user: buyer, originalUserId: ADMIN_ID },
    { type: 'ENTER', user: groupBuyer, originalUserId: ADMIN_ID },
    { type: 'ENTER', user: { ...buyer, id: ADMIN_ID }, originalUserId: ADMIN_ID },
    { type: 'EXIT' },
    { type: 'SESSION_ENDED' },
  ];
  const cases = modelPathCases({
    build: () => build(),
    scenarios: [
      { name: 'fresh session', input: () => ({ storage: createMemoryStorage() }) },
      { name: 'reload while viewing as', input: () => ({ storage: savedSession() }) },
    ],
    events,
    serializeState: ({ value, context }) => {
      const { isViewAsMode, viewAsUser } = context as unknown as ViewAsContext;
      return JSON.stringify({ value, isViewAsMode, viewing: viewAsUser?.id });
    },
    coverage,
    paths: 'simple',
  });

  it('generates paths from both start scenarios', () => {
    expect(cases.some((path) => path.title.startsWith('[reload while viewing as]'))).toBe(true);
    expect(cases.length).toBeGreaterThanOrEqual(4);
  });

  it.each(cases.map((path) => [path.title, path]))('%s', async (_title, path) => {
    await path.run();
  });
});

describe('view-as machine: entering and leaving', () => {
  it('is off by default', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context).toMatchObject({ isViewAsMode: false, viewAsUser: null, originalUserId: null });
  });

  it('ENTER sets the user, turns the mode on, clears cached data and goes to the dashboard', () => {
    const { actor, effects } = start();
    actor.send({ type: 'ENTER', user: buyer, originalUserId: ADMIN_ID });
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context).toMatchObject({ isViewAsMode: true, viewAsUser: buyer, originalUserId: ADMIN_ID });
    expect(effects.clearCache).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith(DASHBOARD);
    expect(effects.clearCache.mock.invocationCallOrder[0]).toBeLessThan(effects.navigate.mock.invocationCallOrder[0] ?? 0);
  });

  it('EXIT turns the mode off, clears the user and cached data and goes to the dashboard', () => {
    const { actor, effects } = start();
    actor.send({ type: 'ENTER', user: buyer, originalUserId: ADMIN_ID });
    actor.send({ type: 'EXIT' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context).toMatchObject({ isViewAsMode: false, viewAsUser: null, originalUserId: null });
    expect(effects.clearCache).toHaveBeenCalledTimes(2);
    expect(effects.navigate).toHaveBeenNthCalledWith(2, DASHBOARD);
  });

  it('SESSION_ENDED (the server says the view-as session is over) leaves view-as like EXIT and forgets the stored session', () => {
    const storage = createMemoryStorage();
    const { actor, effects } = start(storage);
    actor.send({ type: 'ENTER', user: buyer, originalUserId: ADMIN_ID });
    actor.send({ type: 'SESSION_ENDED' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context).toMatchObject({ isViewAsMode: false, viewAsUser: null });
    expect(storage.getItem(VIEW_AS_STORAGE_KEY)).toBeNull();
    expect(effects.clearCache).toHaveBeenCalledTimes(2);
    expect(effects.navigate).toHaveBeenNthCalledWith(2, DASHBOARD);
  });

  it('recognises the server’s “No view-as session is running” answer', () => {
    expect(isViewAsSessionEnded('No view-as session is running for this user: it ended or expired. Start viewing as the user again and give a reason.')).toBe(true);
    expect(isViewAsSessionEnded('View-as mode is read-only: changes cannot be made while viewing as another user')).toBe(false);
    expect(isViewAsSessionEnded(null)).toBe(false);
  });

  it('switches straight to another user, clearing the cache again', () => {
    const { actor, effects } = start();
    actor.send({ type: 'ENTER', user: buyer, originalUserId: ADMIN_ID });
    actor.send({ type: 'ENTER', user: groupBuyer, originalUserId: ADMIN_ID });
    expect(actor.getSnapshot().context.viewAsUser).toEqual(groupBuyer);
    expect(effects.clearCache).toHaveBeenCalledTimes(2);
  });

  it('refuses to view as yourself or as a user without an id', () => {
    const { actor, effects } = start();
    actor.send({ type: 'ENTER', user: { ...buyer, id: ADMIN_ID }, originalUserId: ADMIN_ID });
    actor.send({ type: 'ENTER', user: { ...buyer, id: '' }, originalUserId: ADMIN_ID });
    expect(actor.getSnapshot().value).toBe('off');
    actor.send({ type: 'ENTER', user: buyer, originalUserId: ADMIN_ID });
    actor.send({ type: 'ENTER', user: { ...groupBuyer, id: ADMIN_ID }, originalUserId: ADMIN_ID });
    expect(actor.getSnapshot().context.viewAsUser).toEqual(buyer);
    expect(effects.clearCache).toHaveBeenCalledTimes(1);
  });

  it('EXIT while off does nothing', () => {
    const { actor, effects } = start();
    actor.send({ type: 'EXIT' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

describe('view-as: effective role and header id', () => {
  it("defaults the effective role to 'general' when the viewed user has none", () => {
    const { actor } = start();
    actor.send({ type: 'ENTER', user: groupBuyer, originalUserId: ADMIN_ID });
    expect(effectiveRole(actor.getSnapshot().context, 'nbs_admin')).toBe('general');
    expect(effectiveRole({ isViewAsMode: true, viewAsUser: { ...buyer, marketLensUserData: null } as unknown as ViewAsUser })).toBe('general');
  });

  it("uses the viewed user's role in view-as mode and the own role outside it", () => {
    expect(effectiveRole({ isViewAsMode: true, viewAsUser: buyer }, 'nbs_admin')).toBe('admin');
    expect(effectiveRole({ isViewAsMode: false, viewAsUser: null }, 'nbs_admin')).toBe('nbs_admin');
    expect(effectiveRole({ isViewAsMode: false, viewAsUser: null })).toBe('general');
  });

  it('gives the x-view-as id only in view-as mode', () => {
    expect(viewAsUserId({ isViewAsMode: true, viewAsUser: buyer })).toBe('usr_buyer_17');
    expect(viewAsUserId({ isViewAsMode: false, viewAsUser: buyer })).toBeNull();
  });
});

describe('view-as: persistence in session storage', () => {
  it('saves on ENTER and forgets on EXIT', () => {
    const storage = createMemoryStorage();
    const { actor } = start(storage);
    actor.send({ type: 'ENTER', user: buyer, originalUserId: ADMIN_ID });
    expect(readSavedViewAs(storage)).toEqual({ viewAsUser: buyer, originalUserId: ADMIN_ID });
    actor.send({ type: 'EXIT' });
    expect(storage.getItem(VIEW_AS_STORAGE_KEY)).toBeNull();
  });

  it('restores view-as after a reload, without clearing the cache or navigating', () => {
    const { actor, effects } = start(savedSession());
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context).toMatchObject({ isViewAsMode: true, viewAsUser: buyer, originalUserId: ADMIN_ID });
    expect(effects.clearCache).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it.each(['not json', '{"viewAsUser":{"id":"x"}}', 'null'])('drops an unreadable saved session (%s)', (raw) => {
    const storage = createMemoryStorage({ [VIEW_AS_STORAGE_KEY]: raw });
    const { actor } = start(storage);
    expect(actor.getSnapshot().value).toBe('off');
    expect(storage.getItem(VIEW_AS_STORAGE_KEY)).toBeNull();
  });

  it('works without storage', () => {
    const actor = createActor(viewAsMachine, { input: {} }).start();
    actor.send({ type: 'ENTER', user: buyer, originalUserId: ADMIN_ID });
    expect(actor.getSnapshot().value).toBe('on');
    actor.send({ type: 'EXIT' });
    expect(actor.getSnapshot().value).toBe('off');
  });
});

describe('view-as machine: coverage', () => {
  it('visits 100% of state nodes and takes 100% of transitions across this suite', () => {
    expectFullCoverage('view-as-machine', coverage);
  });
});

describe('view-as: owned by the admin who started it', () => {
  it("restores the signed-in admin's own session", () => {
    const effects = createEffects();
    const actor = createActor(build(effects), { input: { storage: savedSession(), signedInUserId: ADMIN_ID } }).start();
    expect(actor.getSnapshot().value).toBe('on');
    expect(viewAsUserId(actor.getSnapshot().context)).toBe(buyer.id);
  });

  it.each([['another user', 'usr_northwind_buyer'], ['nobody signed in', null]])(
    'never applies a saved session to %s, and forgets it',
    (_, signedInUserId) => {
      const storage = savedSession();
      const effects = createEffects();
      const actor = createActor(build(effects), { input: { storage, signedInUserId } }).start();
      expect(actor.getSnapshot().value).toBe('off');
      expect(viewAsUserId(actor.getSnapshot().context)).toBeNull();
      expect(storage.getItem(VIEW_AS_STORAGE_KEY)).toBeNull();
      expect(readSavedViewAs(savedSession(), signedInUserId)).toBeNull();
    },
  );
});
