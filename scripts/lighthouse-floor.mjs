#!/usr/bin/env node
// How far a logged-in page can get on Lighthouse's phone with the portal's stack
// (docs/performance.md, "Lighthouse figures"): builds a throw-away copy of the committed
// portal (a git worktree of HEAD) whose /app/floor is scripts/lighthouse-floor/floor-page.tsx,
// and runs scripts/lighthouse.mjs on it, mobile: once with the greeting from the API, once with
// the greeting drawn as soon as React runs (?static). Not part of npm test: an experiment whose
// figures docs/performance.md quotes. `node scripts/lighthouse-floor.mjs` (about 5 minutes).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const copy = mkdtempSync(path.join(tmpdir(), 'ml-lighthouse-floor-'));
const run = (command, args, options = {}) => execFileSync(command, args, { cwd: copy, stdio: 'inherit', ...options });

/** Replaces `from` (which must be there) in a file of the copy. */
function edit(file, from, to) {
  const text = readFileSync(path.join(copy, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update scripts/lighthouse-floor.mjs`);
  writeFileSync(path.join(copy, file), text.replace(from, to));
}

try {
  run('git', ['worktree', 'add', '--detach', '--force', copy, 'HEAD'], { cwd: root });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  edit('src/main.tsx', "import '@/styles/app.css';", "import '@/styles/app.css';\nimport { FloorPage } from '../scripts/lighthouse-floor/floor-page';");
  edit('src/main.tsx', 'void preloadRouteAt(', "if (window.location.pathname === '/app/floor') createRoot(container).render(<FloorPage />);\nelse void preloadRouteAt(");
  // app.html preloads what the floor page's entry imports, none of the portal's pages.
  edit('vite.config.ts', 'portalModules: [PROTECTED_LAYOUT_MODULE, DASHBOARD_MODULE]', 'portalModules: []');
  run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  for (const page of ['/app/floor', '/app/floor?static']) {
    console.log(`\n${page}`);
    run(process.execPath, ['scripts/lighthouse.mjs'], {
      env: { ...process.env, LIGHTHOUSE_ONLY: 'dashboard', LIGHTHOUSE_FORMS: 'mobile', LIGHTHOUSE_DASHBOARD_PATH: page },
    });
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', copy], { cwd: root, stdio: 'ignore' });
  rmSync(copy, { recursive: true, force: true });
}
