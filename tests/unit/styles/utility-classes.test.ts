// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import * as sass from 'sass';
import { describe, expect, it } from 'vitest';

/**
 * The stylesheet every page loads generates only the Bootstrap utility classes listed in
 * src/styles/_utilities-used.scss (docs/performance.md). A class used in the markup but left off
 * that list would silently do nothing, so the sources are scanned for every class Bootstrap's
 * utilities API can write.
 */
const sassOptions = { loadPaths: ['node_modules', '.'], logger: sass.Logger.silent };
const classesOf = (css: string) => new Set([...css.matchAll(/\.([a-z][\w-]*)/g)].map((match) => match[1] ?? ''));

function* sourceFiles(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(tsx?|html)$/.test(name)) yield path;
  }
}

const listed = [...readFileSync('src/styles/_utilities-used.scss', 'utf8').matchAll(/^ {2}'([\w-]+)',$/gm)].map((match) => match[1] ?? '');

// Compiling Bootstrap takes seconds on a busy machine.
describe('Bootstrap utility classes', { timeout: 30_000 }, () => {
  it('lists every utility class the sources use', () => {
    const allUtilities = classesOf(sass.compileString(`@import 'src/styles/bootstrap-config';\n@import 'bootstrap/scss/utilities/api';`, sassOptions).css);
    const tokens = new Set<string>();
    for (const root of ['src', 'stories']) {
      for (const file of sourceFiles(root)) for (const match of readFileSync(file, 'utf8').matchAll(/[\w-]+/g)) tokens.add(match[0]);
    }
    for (const match of readFileSync('index.html', 'utf8').matchAll(/[\w-]+/g)) tokens.add(match[0]);
    // Colours and backgrounds are generated whole (react-bootstrap writes them from props).
    const keptWhole = /^(text|bg)-/;
    const used = [...allUtilities].filter((name) => tokens.has(name) && !keptWhole.test(name));
    expect(used.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('generates every listed class, colours and backgrounds whole, and nothing for print', () => {
    const shell = classesOf(sass.compile('src/styles/bootstrap-shell.scss', sassOptions).css);
    expect(listed.filter((name) => !shell.has(name))).toEqual([]);
    for (const name of ['bg-success', 'bg-warning', 'text-dark', 'text-primary', 'text-bg-danger']) expect(shell.has(name)).toBe(true);
    // Unused utilities are gone (this one is no listed class's).
    expect(shell.has('d-print-none')).toBe(false);
    expect(shell.has('mt-xl-5')).toBe(false);
  });
});
