// @vitest-environment node
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

/**
 * generated/ must be exactly what `npm run generate` makes from the committed
 * contract: orval runs in a scratch copy of the inputs it reads (config,
 * contract, mutator, package.json for the faker version, tsconfig for import
 * style) and every file is compared byte for byte with the committed one.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const inputs = ['orval.config.ts', 'package.json', 'tsconfig.json', 'openapi', 'src/api/http-client.ts'];
const run = promisify(execFile);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

async function staleFiles(committedDir: string, freshDir: string): Promise<string[]> {
  const committed = await listFiles(committedDir);
  const fresh = await listFiles(freshDir);
  const problems = [
    ...fresh.filter((file) => !committed.includes(file)).map((file) => `missing from generated/: ${file}`),
    ...committed.filter((file) => !fresh.includes(file)).map((file) => `no longer generated: ${file}`),
  ];
  for (const file of fresh.filter((name) => committed.includes(name))) {
    const [a, b] = await Promise.all([readFile(join(committedDir, file)), readFile(join(freshDir, file))]);
    if (!a.equals(b)) problems.push(`differs: ${file}`);
  }
  return problems;
}

describe('generated/', () => {
  let scratch: string | undefined;

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('is byte-for-byte what orval generates from openapi/market-lens.yaml', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'market-lens-orval-'));
    for (const input of inputs) {
      await mkdir(dirname(join(scratch, input)), { recursive: true });
      await cp(join(root, input), join(scratch, input), { recursive: true });
    }
    await symlink(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');

    await run(join(root, 'node_modules/.bin/orval'), ['--config', 'orval.config.ts'], {
      cwd: scratch,
      env: { ...process.env, PATH: `${join(root, 'node_modules/node/bin')}:${process.env.PATH ?? ''}` },
      maxBuffer: 16 * 1024 * 1024,
    });

    const problems = await staleFiles(join(root, 'generated'), join(scratch, 'generated'));
    expect(problems, 'generated/ is stale: run `npm run generate` and commit the result').toEqual([]);
    expect((await listFiles(join(scratch, 'generated'))).length).toBeGreaterThan(0);
  }, 60_000);
});
