/**
 * Embedded PGlite is one process's database: while `npm start` holds DATA_DIR, the
 * `npm run publish-closing-prices` command must not open it too. The server therefore listens on a
 * Unix socket inside DATA_DIR (reachable only by users who can write there) and publishes on
 * the command's behalf; the command falls back to opening the database when no server answers.
 */
import { existsSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { resolve } from 'node:path';

import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { PriceSource } from './price-source';
import { describePublish, type PublishResult } from './publish-closing-prices';
import { publishExclusivelyThrough, publishNextExclusively } from './publish-exclusively';

/** Unix socket paths are limited to about 100 bytes. */
const MAX_SOCKET_PATH = 100;

export function publishSocketPath(dataDir: string): string | undefined {
  const path = resolve(dataDir, 'publish-closing-prices.sock');
  return path.length <= MAX_SOCKET_PATH ? path : undefined;
}

/** What to publish: the next business day, or every missing day through a date. */
export type PublishRequest = { through?: string };

export async function runPublishRequest(db: Kysely<Database>, publish: PublishRequest, clock: Clock, prices?: PriceSource): Promise<PublishResult> {
  const now = clock.now();
  return publish.through ? publishExclusivelyThrough(db, publish.through, now, prices) : publishNextExclusively(db, now, prices);
}

export async function listenForPublishRequests(
  db: Kysely<Database>,
  socketPath: string,
  clock: Clock,
  log: (message: string) => void = console.log,
  prices?: PriceSource,
): Promise<{ close(): Promise<void> }> {
  // A socket file left by a server that did not stop cleanly.
  if (existsSync(socketPath)) rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://publish');
    if (req.method !== 'POST' || url.pathname !== '/publish-closing-prices') {
      res.writeHead(404).end();
      return;
    }
    const through = url.searchParams.get('through') ?? undefined;
    runPublishRequest(db, { through }, clock, prices)
      .then((result) => {
        log(`${describePublish(result)} (npm run publish-closing-prices)`);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
      })
      .catch((error: unknown) => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) })));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(socketPath, done);
  });
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => {
          rmSync(socketPath, { force: true });
          done();
        });
      }),
  };
}

/** Asks a running server to publish; undefined when no server listens on the socket. */
export function requestPublish(socketPath: string, publish: PublishRequest): Promise<PublishResult | undefined> {
  if (!existsSync(socketPath)) return Promise.resolve(undefined);
  const query = publish.through ? `?through=${encodeURIComponent(publish.through)}` : '';
  return new Promise((done, fail) => {
    const req = httpRequest({ socketPath, path: `/publish-closing-prices${query}`, method: 'POST' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const parsed = JSON.parse(body) as PublishResult | { error: string };
        if ('error' in parsed) fail(new Error(parsed.error));
        else done(parsed);
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A stale socket file: nobody is listening.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') done(undefined);
      else fail(error);
    });
    req.end();
  });
}
