/**
 * Reads served from memory (docs/performance.md): the answer of a cached operation is kept per
 * caller (market information: once for all callers) and address with the generations it was
 * computed under — the caller's context and the
 * operation's data (closing prices change with the daily publication, posts when one is
 * written, an inbox when a message is sent or read, a position by month with any trade, order,
 * contract period or policy) and, for a read of London today, that day — and replayed while
 * none has changed.
 * Every JSON read of the API carries an ETag; a matching If-None-Match is answered 304.
 */
import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { londonToday } from '../../domain/business-days';
import type { CacheTopic } from './generations';
import { VersionedCache } from './versioned-cache';

/**
 * Operations whose answer depends only on the caller, the address and these topics. `shared`:
 * the answer is the same for every caller let through (market information: the handler reads
 * nothing of the caller, and the access gate runs on every request before the cache is looked
 * at), so one copy serves all callers — else each user's first read of each post missed.
 */
export const CACHED_READS: Readonly<Record<string, { topics: readonly CacheTopic[]; shared?: true; londonDay?: true }>> = {
  getLatestClosingPrices: { topics: ['closing_prices'] },
  getClosingPriceHistory: { topics: ['closing_prices'] },
  listPosts: { topics: ['posts'], shared: true },
  listPostCategories: { topics: ['posts'], shared: true },
  getLatestPost: { topics: ['posts'], shared: true },
  getPost: { topics: ['posts'], shared: true },
  listMessages: { topics: ['messages'] },
  getUnreadMessageCount: { topics: ['messages'] },
  // The position by month (issue 27): trades, orders, contract periods and policies are all
  // under `trading`; the bands, statuses and the fixing calendar are read on London today.
  getPositionMonths: { topics: ['trading'], londonDay: true },
};

/**
 * An answer kept as it goes on the wire: the UTF-8 bytes and their ETag, so a hit neither
 * encodes (a body with "£" or "–" is a two-byte string, re-encoded on every send) nor hashes.
 */
interface CachedAnswer {
  body: Buffer;
  etag: string;
  contentType: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    responseCacheSlot?: { key: string; version: string };
    /** Answered from the cache: its headers are set, onSend has nothing left to do. */
    responseCacheHit?: boolean;
  }
}

const CACHE_CONTROL = 'private, no-cache';
const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === etag || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export function registerResponseCache(app: FastifyInstance, options: { prefix: string; capacity?: number }): void {
  const answers = new VersionedCache<CachedAnswer>(options.capacity ?? 20_000);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const read = CACHED_READS[request.routeOptions.config.operationId ?? ''];
    // View-as answers are audited per request and never shared with the admin's own.
    if (!read || request.method !== 'GET' || !request.caller || request.caller.viewAs || !request.generations) return;
    const topics = read.shared ? read.topics : (['user_context', ...read.topics] as const);
    let version = topics.map((topic) => request.generations[topic]).join('|');
    // A read of London today (the business clock's, as the handler reads it) is kept for that day only.
    if (read.londonDay) version += `|${londonToday(request.server.settings.clock.now())}`;
    // A user id never contains a space; '*' is no user's.
    const key = `${read.shared ? '*' : request.caller.user.user.id} ${request.url}`;
    const cached = answers.get(key, version);
    if (!cached) {
      request.responseCacheSlot = { key, version };
      return;
    }
    request.responseCacheHit = true;
    reply.header('cache-control', CACHE_CONTROL);
    reply.header('etag', cached.etag);
    if (matches(request, cached.etag)) return reply.code(304).send();
    return reply.type(cached.contentType).send(cached.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.responseCacheHit || request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || !request.url.startsWith(options.prefix)) return payload;
    reply.header('cache-control', CACHE_CONTROL);
    // Encoded once: the bytes are hashed, kept and sent.
    const body = Buffer.from(payload, 'utf8');
    const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(body);
    reply.header('etag', etag);
    const slot = request.responseCacheSlot;
    if (slot) answers.set(slot.key, slot.version, { body, etag, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') });
    if (matches(request, etag)) {
      reply.code(304);
      return '';
    }
    return body;
  });
}
