/**
 * The worker's SQLite artifact store (file-artifacts.ts) answers as the database store does:
 * live artifacts by id, session uid and user code, consumption, revocation by grant, the user's
 * grants and sessions, expiry — and keeps them across a reopen of the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { fileArtifacts } from '../file-artifacts';

const dirs: string[] = [];
const newFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ml-artifacts-'));
  dirs.push(dir);
  return join(dir, 'idp-artifacts.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the SQLite artifact store', () => {
  it('finds live artifacts by id, session uid and user code, and not another model’s', async () => {
    const store = fileArtifacts(newFile());
    await store.adapter('Session').upsert('s1', { uid: 'uid-1', accountId: 'u1' }, 60);
    await store.adapter('DeviceCode').upsert('d1', { userCode: 'ABCD', grantId: 'g1' }, 60);
    expect(await store.adapter('Session').find('s1')).toEqual({ uid: 'uid-1', accountId: 'u1' });
    expect(await store.adapter('Session').findByUid('uid-1')).toEqual({ uid: 'uid-1', accountId: 'u1' });
    expect(await store.adapter('DeviceCode').findByUserCode('ABCD')).toEqual({ userCode: 'ABCD', grantId: 'g1' });
    expect(await store.adapter('Grant').find('s1')).toBeUndefined();
    store.close();
  });

  it('marks a consumed artifact with epoch seconds and hides expired ones', async () => {
    let now = Date.parse('2027-03-28T00:30:00Z');
    const store = fileArtifacts(newFile(), () => now);
    await store.adapter('RefreshToken').upsert('r1', { grantId: 'g1' }, 3600);
    await store.adapter('RefreshToken').consume('r1');
    expect(await store.adapter('RefreshToken').find('r1')).toEqual({ grantId: 'g1', consumed: Date.parse('2027-03-28T00:30:00Z') / 1000 });
    now = Date.parse('2027-03-28T01:30:01Z');
    expect(await store.adapter('RefreshToken').find('r1')).toBeUndefined();
    store.close();
  });

  it('revokes every artifact of a grant, lists the user’s grants and sessions, deletes what expired, and keeps the rest across a reopen', async () => {
    const file = newFile();
    const store = fileArtifacts(file);
    await store.adapter('Grant').upsert('g1', { accountId: 'u1' }, 60);
    await store.adapter('Grant').upsert('g2', { accountId: 'u2' }, 60);
    await store.adapter('AccessToken').upsert('a1', { grantId: 'g1', accountId: 'u1' }, 60);
    await store.adapter('RefreshToken').upsert('r1', { grantId: 'g1', accountId: 'u1' }, 60);
    await store.adapter('Session').upsert('s1', { uid: 'x', accountId: 'u1', authorizations: { app: { grantId: 'g1' } } }, 60);
    await store.adapter('Interaction').upsert('i1', { accountId: 'u1' }, -1);
    expect(await store.grantIdsOf('u1')).toEqual(['g1']);
    expect(await store.sessionsOf('u1')).toEqual([{ id: 's1', payload: { uid: 'x', accountId: 'u1', authorizations: { app: { grantId: 'g1' } } } }]);
    await store.adapter('RefreshToken').revokeByGrantId('g1');
    expect(await store.adapter('AccessToken').find('a1')).toBeUndefined();
    expect(await store.adapter('RefreshToken').find('r1')).toBeUndefined();
    await store.deleteExpired();
    store.close();

    const reopened = fileArtifacts(file);
    expect(await reopened.adapter('Grant').find('g2')).toEqual({ accountId: 'u2' });
    expect(await reopened.adapter('Session').findByUid('x')).toMatchObject({ accountId: 'u1' });
    expect(await reopened.adapter('Interaction').find('i1')).toBeUndefined();
    reopened.close();
  });
});
