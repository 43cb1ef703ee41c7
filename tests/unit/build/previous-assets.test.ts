// @vitest-environment node
// Deployments without dead pages: a build keeps the previous build's hashed assets and removes
// older ones (scripts/vite-previous-assets.ts, docs/performance.md "Deployments").
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { pruneAssets } from '../../../scripts/vite-previous-assets';
import viteConfig from '../../../vite.config';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function assetsWith(names: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'ml-assets-'));
  folders.push(folder);
  mkdirSync(join(folder, 'assets'));
  for (const name of names) writeFileSync(join(folder, 'assets', name), name);
  return join(folder, 'assets');
}

describe('pruneAssets', () => {
  it('keeps the current and the previous build with their compressed copies, and removes older builds', () => {
    const dir = assetsWith([
      'index-OLDOLDOL.js', 'index-OLDOLDOL.js.br', 'index-OLDOLDOL.js.gz',
      'index-PREVPREV.js', 'index-PREVPREV.js.br', 'index-PREVPREV.js.gz', 'start-SAMESAME.js',
      'index-CURRCURR.js', 'index-CURRCURR.js.br', 'index-CURRCURR.js.gz',
    ]);
    const removed = pruneAssets(dir, ['index-CURRCURR.js', 'start-SAMESAME.js'], ['index-PREVPREV.js', 'start-SAMESAME.js']);
    expect(removed.sort()).toEqual(['index-OLDOLDOL.js', 'index-OLDOLDOL.js.br', 'index-OLDOLDOL.js.gz']);
    expect(readdirSync(dir).sort()).toEqual([
      'index-CURRCURR.js', 'index-CURRCURR.js.br', 'index-CURRCURR.js.gz',
      'index-PREVPREV.js', 'index-PREVPREV.js.br', 'index-PREVPREV.js.gz', 'start-SAMESAME.js',
    ]);
  });

  it('takes what is there as the previous build when no build was recorded', () => {
    const dir = assetsWith(['index-PREVPREV.js', 'index-CURRCURR.js']);
    expect(pruneAssets(dir, ['index-CURRCURR.js'], undefined)).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['index-CURRCURR.js', 'index-PREVPREV.js']);
  });
});

describe('the build', () => {
  it('does not empty dist/ and runs the plugin that keeps the previous assets', () => {
    const config = viteConfig as { build?: { emptyOutDir?: boolean }; plugins?: unknown[] };
    expect(config.build?.emptyOutDir).toBe(false);
    const names = (config.plugins ?? []).flat().map((plugin) => (plugin as { name?: string } | null)?.name);
    expect(names).toContain('market-lens-previous-assets');
  });
});
