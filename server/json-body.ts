/**
 * The API's JSON body parser: UTF-8 only (415 for another charset), nesting bounded before
 * parsing (400 past MAX_JSON_DEPTH, found by a scan without recursion), then Fastify's own
 * parser, which refuses `__proto__` and `constructor.prototype` keys. Size is bounded by the
 * server's bodyLimit (app.ts). Rules: docs/security.md.
 */
import type { FastifyRequest } from 'fastify';

import { ApiError, badRequest } from './errors';

/** Deeper than any body of the contract needs; far below what could exhaust a stack. */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of objects and arrays in a JSON text, or Infinity once past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > limit) return Infinity;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return deepest;
}

type DefaultParser = (request: FastifyRequest, body: string, done: (error: Error | null, body?: unknown) => void) => void;

export function parseJsonBody(defaultParser: DefaultParser) {
  return (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, body?: unknown) => void) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8') {
      done(new ApiError(415, 'The request body must be JSON in UTF-8'));
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) === Infinity) {
      done(badRequest(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels`));
      return;
    }
    defaultParser(request, text, done);
  };
}
