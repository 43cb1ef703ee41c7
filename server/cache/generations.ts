/**
 * Generations of the server-side caches (docs/performance.md): a topic's generation changes
 * whenever a table it depends on is written (triggers of migration 060 bump a sequence and
 * notify `market_lens_cache`). A cached value is kept with the generations it was loaded under
 * and used only while they are unchanged.
 *
 * - PGlite: one process owns the database, and its notifications arrive before the writing
 *   query's promise resolves, so counters in memory are exact and cost no query.
 * - PostgreSQL: every request reads the sequences (one small query), so a change committed by
 *   any process is seen by the next request on every process; a LISTEN connection also catches a
 *   value loaded while a write was still uncommitted, and while it is down nothing is cached.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const CACHE_TOPICS = ['user_context', 'closing_prices', 'posts', 'messages', 'trading'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];
export type Generations = Readonly<Record<CacheTopic, string>>;
export const CACHE_CHANNEL = 'market_lens_cache';

export interface CacheGenerations {
  /** The generations as of now (before the request reads anything it may cache). */
  read(): Generations | Promise<Generations>;
  /**
   * PGlite only: calls `listener` with each topic as its change is notified, before the writing
   * query's promise resolves (the identity provider's worker forgets what it read of the users
   * with it, server/identity/start-worker.ts). Undefined where changes may come from other processes.
   */
  subscribe?(listener: (topic: CacheTopic) => void): () => void;
  close(): Promise<void>;
}

const isTopic = (value: string): value is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(value);
const zero = () => Object.fromEntries(CACHE_TOPICS.map((topic) => [topic, 0])) as Record<CacheTopic, number>;

/** Generations that never repeat: nothing is ever reused (a database opened without them). */
export function uncachedGenerations(): CacheGenerations {
  let counter = 0;
  return {
    read: () => {
      counter += 1;
      return Object.fromEntries(CACHE_TOPICS.map((topic) => [topic, `none-${counter}`])) as Generations;
    },
    close: async () => undefined,
  };
}

export async function pgliteGenerations(pglite: PGlite): Promise<CacheGenerations> {
  const counters = zero();
  let current: Generations = toStrings(counters);
  const listeners = new Set<(topic: CacheTopic) => void>();
  const unlisten = await pglite.listen(CACHE_CHANNEL, (topic) => {
    if (!isTopic(topic)) return;
    counters[topic] += 1;
    current = toStrings(counters);
    for (const listener of listeners) listener(topic);
  });
  return {
    read: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => unlisten(),
  };
}

function toStrings(counters: Record<CacheTopic, number>, prefix = ''): Generations {
  return Object.fromEntries(CACHE_TOPICS.map((topic) => [topic, `${prefix}${counters[topic]}`])) as Generations;
}

export async function postgresGenerations(pool: pg.Pool, clientConfig: pg.ClientConfig): Promise<CacheGenerations> {
  const counters = zero();
  // While the LISTEN connection is down, every read is unique: nothing is reused.
  let listening = false;
  let outage = 0;
  let closed = false;
  let client: pg.Client | undefined;
  const query = `select ${CACHE_TOPICS.map((topic) => `(select last_value from cache_generation_${topic}) as ${topic}`).join(', ')}`;

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client(clientConfig);
    next.on('notification', (message) => {
      if (message.payload && isTopic(message.payload)) counters[message.payload] += 1;
    });
    next.on('error', () => {
      listening = false;
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    await next.query(`listen ${CACHE_CHANNEL}`);
    client = next;
    listening = true;
  };
  await connect();

  return {
    async read() {
      const { rows } = await pool.query<Record<CacheTopic, string>>(query);
      const row = rows[0]!;
      if (!listening) outage += 1;
      const local = listening ? '' : `down-${outage}-`;
      return Object.fromEntries(CACHE_TOPICS.map((topic) => [topic, `${local}${row[topic]}.${counters[topic]}`])) as Generations;
    },
    async close() {
      closed = true;
      listening = false;
      await client?.end().catch(() => undefined);
    },
  };
}
