// @vitest-environment node
/**
 * Cached reads (docs/performance.md, server/cache/response-cache.ts): the answer replayed from
 * memory is byte for byte the computed one, with the same ETag and Cache-Control; a matching
 * If-None-Match is a 304 from the computed answer and from the cached one alike; a write to the
 * read's data (here reading a message) gives the next read a new answer and a new ETag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const inbox = '/api/v2/messages?filter=unread&perPage=100';

describe('response cache', () => {
  it('replays the computed answer with its ETag, and answers a matching If-None-Match with 304', async () => {
    // Non-ASCII text (£, dashes in the seeded posts) must survive being kept as bytes.
    const computed = await t.call({ method: 'GET', url: '/api/v2/posts', as: USERS.northwind });
    const replayed = await t.call({ method: 'GET', url: '/api/v2/posts', as: USERS.northwind });
    expect(computed.statusCode).toBe(200);
    expect(replayed.statusCode).toBe(200);
    expect(computed.rawPayload.length).toBeGreaterThan(computed.body.length);
    expect(replayed.rawPayload.equals(computed.rawPayload)).toBe(true);
    for (const response of [computed, replayed]) {
      expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(response.headers['content-length'])).toBe(computed.rawPayload.length);
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    expect(replayed.headers.etag).toBe(computed.headers.etag);

    const etag = computed.headers.etag as string;
    const notModified = await t.call({ method: 'GET', url: '/api/v2/posts', as: USERS.northwind, headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe('private, no-cache');
    const stale = await t.call({ method: 'GET', url: '/api/v2/posts', as: USERS.northwind, headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);

    // Another address with the same answer, computed (not cached) and already matching: 304 too.
    const computedMatch = await t.call({ method: 'GET', url: '/api/v2/posts?page=1', as: USERS.northwind, headers: { 'if-none-match': etag } });
    expect(computedMatch.statusCode).toBe(304);
    expect(computedMatch.headers.etag).toBe(etag);
    expect(computedMatch.headers['cache-control']).toBe('private, no-cache');
  });

  it('gives a new answer and ETag after a write to the data, and keeps callers apart', async () => {
    const before = await t.call({ method: 'GET', url: inbox, as: USERS.northwind });
    const cached = await t.call({ method: 'GET', url: inbox, as: USERS.northwind });
    expect(cached.headers.etag).toBe(before.headers.etag);
    const [first] = before.json().data as { id: string }[];
    expect(first).toBeDefined();
    expect((await t.call({ method: 'POST', url: `/api/v2/messages/${first!.id}/read`, as: USERS.northwind })).statusCode).toBe(200);

    const after = await t.call({ method: 'GET', url: inbox, as: USERS.northwind, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().total).toBe(before.json().total - 1);

    // Another user at the same address gets their own inbox, not the cached one.
    const other = await t.call({ method: 'GET', url: inbox, as: USERS.caledonia });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(after.headers.etag);
  });

  it('shares market information between callers, and still refuses a caller the gate refuses', async () => {
    const first = await t.call({ method: 'GET', url: '/api/v2/posts?perPage=5', as: USERS.northwind });
    const other = await t.call({ method: 'GET', url: '/api/v2/posts?perPage=5', as: USERS.caledonia });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(other.headers.etag).toBe(first.headers.etag);
    for (const refused of [USERS.unverified, USERS.termsNotAccepted, USERS.registered]) {
      expect((await t.call({ method: 'GET', url: '/api/v2/posts?perPage=5', as: refused })).statusCode).toBe(403);
    }
  });
});
