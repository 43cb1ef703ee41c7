/**
 * A service's own reads kept in memory (docs/performance.md, "Caches and their invalidation"):
 * a read's promise per database and key, with the generations of the topics it depends on (and
 * any other part of its version, e.g. London today) — used only while none has changed. Without
 * generations (inside a placement's transaction, or a database opened without them) the read runs
 * every time. Concurrent first reads share one load; a failed load is not kept.
 */
import type { CacheTopic, Generations } from './generations';
import { VersionedCache } from './versioned-cache';

const MEMOS = new WeakMap<object, VersionedCache<Promise<unknown>>>();

export function memoisedRead<T>(
  db: object,
  generations: Generations | undefined,
  topics: readonly CacheTopic[],
  key: string,
  read: () => Promise<T>,
  also = '',
): Promise<T> {
  if (!generations) return read();
  let cache = MEMOS.get(db);
  if (!cache) MEMOS.set(db, (cache = new VersionedCache<Promise<unknown>>(20_000)));
  let version = also;
  for (const topic of topics) version += `|${generations[topic]}`;
  let value = cache.get(key, version) as Promise<T> | undefined;
  if (!value) {
    const loading = read();
    value = loading;
    cache.set(key, version, loading);
    loading.catch(() => {
      if (cache.get(key, version) === loading) cache.set(key, 'failed', loading);
    });
  }
  return value;
}
