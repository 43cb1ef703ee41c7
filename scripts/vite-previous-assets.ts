/**
 * Deployments without dead pages (docs/performance.md, "Deployments"): a build keeps the
 * previous build's hashed assets in dist/assets beside its own, so a page loaded before the
 * deployment (its HTML names the old files) can still fetch its scripts, chunks and styles.
 * Anything older is removed. Which files each build wrote is recorded in dist/.vite (a dotfile
 * folder the server never serves); dist/ is therefore not emptied before a build
 * (vite.config.ts, `emptyOutDir: false`), and the pages and other unhashed files are simply
 * overwritten.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import type { Plugin } from 'vite';

/** The asset names of the last build, relative to dist/. */
export const ASSET_BUILDS_FILE = '.vite/asset-builds.json';
const ASSETS = 'assets';

interface AssetBuilds {
  /** The file names (in dist/assets) the last build wrote. */
  latest: string[];
}

/** A compressed copy counts as its file (server/app.ts serves `.br` / `.gz` beside it). */
const baseName = (name: string) => name.replace(/\.(br|gz)$/, '');

function readLatest(outDir: string): string[] | undefined {
  const file = join(outDir, ASSET_BUILDS_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const { latest } = JSON.parse(readFileSync(file, 'utf8')) as AssetBuilds;
    return Array.isArray(latest) ? latest : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes from `assetsDir` every file that is neither the current build's nor the previous
 * build's (with their compressed copies), and returns the removed names. Without a record of
 * the previous build (the first build with this rule, or a hand-emptied record), whatever is
 * there is taken as the previous build and kept.
 */
export function pruneAssets(assetsDir: string, current: readonly string[], previous: readonly string[] | undefined): string[] {
  if (!existsSync(assetsDir) || previous === undefined) return [];
  const keep = new Set([...current, ...previous]);
  const removed = readdirSync(assetsDir).filter((name) => !keep.has(baseName(name)));
  for (const name of removed) rmSync(join(assetsDir, name), { force: true });
  return removed;
}

export function keepPreviousAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'market-lens-previous-assets',
    // The client build only (not the prerender build of vite-static-delivery.ts).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const current = Object.keys(bundle)
        .filter((name) => name.startsWith(`${ASSETS}/`))
        .map((name) => name.slice(ASSETS.length + 1));
      const removed = pruneAssets(join(outDir, ASSETS), current, readLatest(outDir));
      if (removed.length) this.info(`removed ${removed.length} asset files older than the previous build`);
      const record = join(outDir, ASSET_BUILDS_FILE);
      mkdirSync(dirname(record), { recursive: true });
      writeFileSync(record, `${JSON.stringify({ latest: current } satisfies AssetBuilds, null, 2)}\n`);
    },
  };
}
