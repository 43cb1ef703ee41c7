#!/usr/bin/env node
// Bundle budgets (docs/performance.md): the JS + CSS a browser loads, gzip-compressed, for the
// first visit to /auth/login and for a logged-in visit straight to the dashboard. `budgetKb` is
// asserted (today's size: it may only shrink); `targetKb` is the goal of docs/performance.md,
// printed with the distance still to go. Read from
// Vite's build manifest, so it follows the real import graph: the entry, its static imports,
// and the lazy route modules a visit renders with theirs. Chunks a page fetches beside its data,
// after the first frame (the price-history chart, DOMPurify for the latest report's summary), are
// not part of the first load: `later` lists them and their size is printed, not asserted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { DASHBOARD_MODULE, LOGIN_PAGE_MODULE, PROTECTED_LAYOUT_MODULE } from './page-modules.ts';

const VISITS = [
  // The login page meets its target, so the target itself is asserted. The dashboard
  // visits' budgets are ratchets at today's size + about 1 KB (docs/performance.md, "Bundle
  // budgets"): they may only go down, to their target.
  { name: '/auth/login', budgetKb: 140, targetKb: 140, modules: ['index.html', LOGIN_PAGE_MODULE], page: 'login.html' },
  {
    name: 'dashboard visit',
    // A single-company customer's: the account selector is a chunk of its own that only
    // multi-company users and nbs_admin load (the visit below).
    budgetKb: 231.5,
    targetKb: 220,
    modules: ['index.html', PROTECTED_LAYOUT_MODULE, DASHBOARD_MODULE],
    // The page the server sends for it: it must start every script of the visit at once.
    page: 'app.html',
    // A module, or a shared chunk's name (DOMPurify's, which has no module key of its own).
    later: ['src/features/closing-prices/components/price-history-chart.tsx', 'sanitize-html'],
  },
  {
    name: 'dashboard visit with the account selector',
    budgetKb: 243.1,
    targetKb: 220,
    modules: [
      'index.html',
      PROTECTED_LAYOUT_MODULE,
      DASHBOARD_MODULE,
      'src/features/accounts/components/account-selector.tsx',
    ],
  },
];

/** Every page's starter script (scripts/vite-static-delivery.ts). */
const STARTER = /^assets\/start-[\w-]{8}\.js$/;

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
// The starter the pages name (dist/assets also keeps the previous build's: scripts/vite-previous-assets.ts).
const starter = /src="\/(assets\/start-[\w-]{8}\.js)"/.exec(readFileSync('dist/index.html', 'utf8'))?.[1];
if (!starter) throw new Error('dist/index.html names no starter script');
const gzipKb = new Map();
const sizeOf = (file) => {
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024);
  return gzipKb.get(file);
};

function filesOf(visit) {
  const files = new Set();
  const seen = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the build manifest: ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const key of visit.modules) collect(key);
  // Every page's starter script (scripts/vite-static-delivery.ts): an asset, not in the manifest.
  files.add(starter);
  for (const key of visit.withDynamicImportsOf ?? []) for (const dynamic of manifest[key].dynamicImports ?? []) collect(dynamic);
  return [...files];
}

let over = false;
for (const visit of VISITS) {
  const files = filesOf(visit).map((file) => ({ file, kb: sizeOf(file) })).sort((a, b) => b.kb - a.kb);
  const total = files.reduce((sum, row) => sum + row.kb, 0);
  console.log(`\n${visit.name}:`);
  for (const row of files.slice(0, 8)) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
  if (files.length > 8) console.log(`  ${files.slice(8).reduce((sum, row) => sum + row.kb, 0).toFixed(1).padStart(7)} KB  ${files.length - 8} more files`);
  console.log(`${visit.name} loads ${total.toFixed(1)} KB gzip of JS+CSS (budget ${visit.budgetKb} KB, ${((total / visit.budgetKb) * 100).toFixed(0)}% used)`);
  if (visit.later) {
    const first = new Set(filesOf(visit));
    const keys = visit.later.map((item) => (manifest[item] ? item : Object.keys(manifest).find((key) => manifest[key].name === item && key.startsWith('_'))));
    const later = filesOf({ modules: keys }).filter((file) => !first.has(file));
    const laterKb = later.reduce((sum, file) => sum + sizeOf(file), 0);
    console.log(`${visit.name} then fetches ${laterKb.toFixed(1)} KB beside its data (${visit.later.map((item) => item.split('/').pop()).join(', ')} and their imports)`);
  }
  if (visit.page) {
    // A script the page does not start itself is found only once the chunk importing it has
    // been fetched and run: one more round trip before the first frame.
    const html = readFileSync(`dist/${visit.page}`, 'utf8');
    const started = new Set([...html.matchAll(/data-(?:entry|preloads)="([^"]*)"/g)].flatMap((match) => match[1].split(' ').filter(Boolean)));
    // The starter script is the page's own <script> tag; it starts the others.
    const scripts = files.map((row) => row.file).filter((file) => file.endsWith('.js') && !STARTER.test(file));
    const late = scripts.filter((file) => !started.has(`/${file}`));
    if (late.length) {
      console.error(`${visit.page} does not start ${late.join(', ')}`);
      over = true;
    } else console.log(`${visit.page} starts all ${scripts.length} of the visit's scripts at once`);
  }
  const toGo = total - visit.targetKb;
  console.log(`${visit.name} target ${visit.targetKb} KB: ${toGo > 0 ? `${toGo.toFixed(1)} KB still to cut` : 'met'}`);
  if (total > visit.budgetKb) {
    console.error(`${visit.name}: over budget by ${(total - visit.budgetKb).toFixed(1)} KB`);
    over = true;
  }
}
if (over) process.exit(1);
