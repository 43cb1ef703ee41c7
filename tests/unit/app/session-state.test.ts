import { describe, expect, it } from 'vitest';

import { createQueryClient, portalQueryClient } from '@/app/query-client';
import { returnPathFor } from '@/app/session/auth-provider';
import { claimSessionState, endSessionState, SESSION_OWNER_KEY, sessionOwner } from '@/app/session/session-state';
import { peekReturnPath, saveReturnPath, takeReturnPath } from '@/lib/return-path';
import { VIEW_AS_STORAGE_KEY } from '@/machines/view-as-machine';

const DESK = 'ml|1005';
const NORTHWIND_BUYER = 'ml|1001';
const savedViewAs = JSON.stringify({ viewAsUser: { id: 'ml|1002', name: 'Rajesh Patel', companyIds: ['72001'] }, originalUserId: DESK });

/** What the desk leaves in a tab: a view-as session, a return path and cached data. */
function deskSession() {
  claimSessionState(DESK);
  sessionStorage.setItem(VIEW_AS_STORAGE_KEY, savedViewAs);
  saveReturnPath('/app/market-lens/52001/orders', DESK);
  const cache = portalQueryClient(DESK);
  cache.setQueryData(['/api/v2/accounts'], [{ id: '52001' }]);
  return cache;
}

describe('session state belongs to the signed-in user', () => {
  it('logout clears view-as, the return path and the cache, and the tab has no owner', () => {
    const cache = deskSession();
    endSessionState();
    expect(sessionStorage.getItem(VIEW_AS_STORAGE_KEY)).toBeNull();
    expect(peekReturnPath()).toBeNull();
    expect(cache.getQueryData(['/api/v2/accounts'])).toBeUndefined();
    expect(sessionOwner()).toBeNull();
  });

  it('a different user signing in on the tab drops what the previous one left', () => {
    const cache = deskSession();
    claimSessionState(NORTHWIND_BUYER);
    expect(sessionStorage.getItem(VIEW_AS_STORAGE_KEY)).toBeNull();
    expect(peekReturnPath()).toBeNull();
    expect(cache.getQueryData(['/api/v2/accounts'])).toBeUndefined();
    expect(sessionStorage.getItem(SESSION_OWNER_KEY)).toBe(NORTHWIND_BUYER);
    // The next user's cache is a new one; the desk's is never handed out again.
    expect(portalQueryClient(NORTHWIND_BUYER)).not.toBe(cache);
  });

  it('the same user signing in again (a reload) keeps it', () => {
    const cache = deskSession();
    claimSessionState(DESK);
    expect(sessionStorage.getItem(VIEW_AS_STORAGE_KEY)).toBe(savedViewAs);
    expect(peekReturnPath()).toBe('/app/market-lens/52001/orders');
    expect(portalQueryClient(DESK)).toBe(cache);
    expect(cache.getQueryData(['/api/v2/accounts'])).toEqual([{ id: '52001' }]);
    endSessionState();
  });

  it('the query cache outlives the /app layout: the same client for the same user', () => {
    expect(portalQueryClient('ml|1003')).toBe(portalQueryClient('ml|1003'));
    expect(createQueryClient()).not.toBe(portalQueryClient('ml|1003'));
    endSessionState();
  });
});

describe('the return path', () => {
  it('is used once', () => {
    saveReturnPath('/app/market-lens/orders?page=2', null);
    expect(takeReturnPath()).toBe('/app/market-lens/orders?page=2');
    expect(takeReturnPath()).toBeNull();
  });

  it("goes only to the user whose session it belongs to, or to anyone when it is a fresh visitor's", () => {
    saveReturnPath('/app/market-lens/52001/orders', DESK);
    expect(takeReturnPath(NORTHWIND_BUYER)).toBeNull();
    saveReturnPath('/app/market-lens/52001/orders', DESK);
    expect(takeReturnPath(DESK)).toBe('/app/market-lens/52001/orders');
    saveReturnPath('/app/market-lens/search?q=gas', null);
    expect(takeReturnPath(NORTHWIND_BUYER)).toBe('/app/market-lens/search?q=gas');
  });

  it('is never a login page, and an unreadable entry is no path', () => {
    saveReturnPath('/auth/login', null);
    expect(peekReturnPath()).toBeNull();
    sessionStorage.setItem('marketLens.returnPath', 'https://elsewhere.example/');
    expect(takeReturnPath()).toBeNull();
  });

  it('comes back from the identity provider only to its owner', () => {
    expect(returnPathFor({ returnTo: '/app/market-lens/52001/orders', owner: DESK }, DESK)).toBe('/app/market-lens/52001/orders');
    expect(returnPathFor({ returnTo: '/app/market-lens/52001/orders', owner: DESK }, NORTHWIND_BUYER)).toBeUndefined();
    expect(returnPathFor({ returnTo: '/app/market-lens/orders', owner: null }, NORTHWIND_BUYER)).toBe('/app/market-lens/orders');
    expect(returnPathFor(undefined, DESK)).toBeUndefined();
  });
});
