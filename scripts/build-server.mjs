#!/usr/bin/env node
// Compiles the server ahead of time into dist-server/, so running it needs neither tsx nor any
// devDependency: `node --max-semi-space-size=2 --liftoff-only --max-old-space-size=192 dist-server/main.js` (README.md, "Deployment"). esbuild bundles
// server/main.ts, the identity provider's worker thread and the `.ts` data migrations, with
// domain/, generated/ and the identity provider's package (server/identity-provider, imported by
// path) inlined and every package of node_modules left external (it is what the `dependencies`
// of package.json and server/identity-provider/package.json must hold). The layout keeps what the server finds beside itself at run time:
// dist-server/ sits beside dist/ and openapi/ (server/app.ts reads both from its parent folder),
// the migrations are in dist-server/migrations/ (server/db/migrate.ts), and the worker is
// dist-server/identity-worker.js (server/identity/start-worker.ts), the first start's seed
// process dist-server/seed-process.js (server/main.ts). Shared code goes into
// chunks beside the entries, so every `import.meta.url` resolves from dist-server/ itself.
//
// The packages the bundle imports are listed in dist-server/packages.json.
//
//   node scripts/build-server.mjs
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_OUT = path.join(root, 'dist-server');
/**
 * Node's settings for the portal's process, as `npm start` (package.json) and the production
 * command (README.md) give them (docs/performance.md, "Memory"): a young generation of 2 MB
 * semi-spaces instead of up to 16 MB; PGlite's WebAssembly kept on V8's baseline compiler
 * (Liftoff), which saves the optimising compiler's code, ~80 MB per database, at the same query
 * times; and a 192 MB old generation, which makes V8 collect before it grows towards the
 * gigabytes a machine this size would let it take (the server uses well under 128 MB of it).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--liftoff-only', '--max-old-space-size=192'];
const migrations = path.join(root, 'server/db/migrations');

/**
 * `outdir` must sit one folder below the project, like dist-server/ (server/app.ts finds dist/ and
 * openapi/ from there); `entries` adds entry points (the load test's servers, scripts/load-test.mjs).
 */
export async function buildServer({ outdir = SERVER_OUT, entries = {} } = {}) {
  const started = Date.now();
  rmSync(outdir, { recursive: true, force: true });
  const dataMigrations = readdirSync(migrations).filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      'identity-worker': 'server/identity/identity-worker.ts',
      'seed-process': 'server/db/seed/seed-process.ts',
      ...Object.fromEntries(dataMigrations.map((file) => [`migrations/${file.replace(/\.ts$/, '')}`, `server/db/migrations/${file}`])),
      ...entries,
    },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node22',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  // The SQL migrations are read at run time, in name order, beside the compiled data migrations.
  mkdirSync(path.join(outdir, 'migrations'), { recursive: true });
  for (const file of readdirSync(migrations).filter((name) => name.endsWith('.sql'))) {
    copyFileSync(path.join(migrations, file), path.join(outdir, 'migrations', file));
  }
  // What `dependencies` must hold, for the production install test to compare.
  writeFileSync(path.join(outdir, 'packages.json'), `${JSON.stringify(importedPackages(result.metafile), null, 2)}\n`);
  return { seconds: (Date.now() - started) / 1000, packages: importedPackages(result.metafile) };
}

/** The packages (not node: built-ins) the compiled server imports: what `dependencies` must hold. */
function importedPackages(metafile) {
  const names = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (!external || specifier.startsWith('node:') || specifier.startsWith('.')) continue;
      names.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
    }
  }
  return [...names].sort();
}

if (process.argv[1] === import.meta.filename) {
  const { seconds, packages } = await buildServer();
  console.log(`Server compiled into dist-server/ in ${seconds.toFixed(1)} s (imports ${packages.length} packages)`);
}
