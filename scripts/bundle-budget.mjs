#!/usr/bin/env node
// Bundle budget: the JS + CSS a browser loads for /auth/login, gzip-compressed,
// read from Vite's build manifest (so it follows the real import graph: the
// entry, its static imports, and the lazy login route with its own imports).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const LOGIN_ROUTE_MODULE = 'src/features/auth/components/login-page.tsx';

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const files = new Set();

function collect(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the build manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}

collect('index.html');
collect(LOGIN_ROUTE_MODULE);

let totalBytes = 0;
const rows = [...files].map((file) => {
  const bytes = gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
  totalBytes += bytes;
  return { file, kb: (bytes / 1024).toFixed(1) };
});
for (const row of rows.sort((a, b) => Number(b.kb) - Number(a.kb))) console.log(`  ${row.kb.padStart(7)} KB  ${row.file}`);
const totalKb = totalBytes / 1024;
console.log(`/auth/login loads ${totalKb.toFixed(1)} KB gzip of JS+CSS (budget ${BUDGET_KB} KB, ${((totalKb / BUDGET_KB) * 100).toFixed(0)}% used)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
