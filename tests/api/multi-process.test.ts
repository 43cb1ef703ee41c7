/**
 * Two copies of the server on one PostgreSQL (docs/performance.md): the daily publication that
 * both find due at start-up runs once (the advisory lock), and a change written by anyone —
 * here straight into the database, as another process or an admin would — reaches the cached
 * caller context and inbox of both copies on their next request (triggers + generations).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed/seed';
import { dropLocation, USERS } from './harness/test-app';

const DATABASE_URL = process.env.DATABASE_URL;
/** The copies' business clock: Friday 27 November 2026, 10:00 London (docs/time.md). */
const NOW = '2026-11-27T10:00:00Z';
const AUDIENCE = 'https://api.market-lens.local/api/v2';
const PORTS = [4184, 4185];
const root = resolve(import.meta.dirname, '../..');

interface RunningServer {
  child: ChildProcess;
  output: string;
  base: string;
}

describe.skipIf(!DATABASE_URL)('two server processes on one PostgreSQL', () => {
  const schema = `multi_process_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let db: Kysely<Database>;
  let closeDb: () => Promise<void>;
  let jwks: Server;
  let issuer: string;
  let sign: (sub: string) => Promise<string>;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    // Seeded a week before the copies' business clock (MARKET_LENS_NOW): both find the days
    // since then due when they start.
    ({ db, close: closeDb } = await openDatabase({ databaseUrl: DATABASE_URL, schema }));
    await seedDatabase(db, { referenceDate: new Date(Date.parse(NOW) - 7 * 24 * 3600 * 1000) });

    const keys = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'multi', alg: 'RS256', use: 'sig' };
    jwks = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
    jwks.listen(0, '127.0.0.1');
    await once(jwks, 'listening');
    issuer = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/`;
    sign = (sub) =>
      new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'multi' }).setSubject(sub).setIssuer(issuer).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('10m').sign(keys.privateKey);

    const url = new URL(DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    for (const port of PORTS) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          PORT: String(port),
          HOST: '127.0.0.1',
          AUTH0_DOMAIN: issuer.slice(0, -1),
          PRICE_PUBLISH_ENABLED: 'true',
          PRICE_PUBLISH_TIME: '00:00',
          MARKET_LENS_NOW: NOW,
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const server: RunningServer = { child, output: '', base: `http://127.0.0.1:${port}/api/v2` };
      child.stdout!.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
      servers.push(server);
    }
    const deadline = Date.now() + 150_000;
    while (!servers.every((server) => server.output.includes('Market Lens is running'))) {
      if (Date.now() > deadline || servers.some((server) => server.child.exitCode !== null)) {
        throw new Error(`The servers did not start:\n${servers.map((server) => server.output).join('\n---\n')}`);
      }
      await new Promise((done) => setTimeout(done, 200));
    }
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      if (server.child.exitCode === null) await once(server.child, 'exit');
    }
    jwks?.close();
    await closeDb?.();
    await dropLocation({ schema });
  });

  const get = async (server: RunningServer, path: string, sub: string) =>
    fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${await sign(sub)}` } });

  it('publishes the due days once: one copy publishes them, the other finds them stored', async () => {
    const published = servers.filter((server) => /Published closing prices for \d{4}-\d{2}-\d{2}/.test(server.output));
    const upToDate = servers.filter((server) => server.output.includes('Closing prices are up to date'));
    expect(published).toHaveLength(1);
    expect(upToDate).toHaveLength(1);
    const days = /Published closing prices for ([\d, -]+) \(/.exec(published[0]!.output)![1]!.split(', ');
    // Seeded through Friday 20 November; at 10:00 on the 27th (publish time 00:00) the 23rd to the 27th are due.
    expect(days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    const stored = await db.selectFrom('closing_prices').select('price_date').distinct().where('price_date', 'in', days).execute();
    expect(stored).toHaveLength(days.length);
  });

  it('applies a revoked permission on the next request of every copy', async () => {
    for (const server of servers) {
      for (let i = 0; i < 2; i += 1) expect((await get(server, '/closing-prices/latest', USERS.northwind)).status).toBe(200);
    }
    await db.deleteFrom('user_account_permissions').where('user_id', '=', USERS.northwind).where('permission', '=', 'view:closing_prices').execute();
    for (const server of servers) expect((await get(server, '/closing-prices/latest', USERS.northwind)).status).toBe(403);
  });

  it('shows a message changed elsewhere on the next read of every copy', async () => {
    const first = async (server: RunningServer) => ((await (await get(server, '/messages?page=1&perPage=5', USERS.pennine)).json()) as { data: { id: string; subject?: string }[] }).data[0]!;
    const before = await first(servers[0]!);
    for (const server of servers) expect((await first(server)).id).toBe(before.id);
    await db.updateTable('messages').set({ subject: 'Changed by another process' }).where('id', '=', before.id).execute();
    for (const server of servers) expect((await first(server)).subject).toBe('Changed by another process');
  });
});
