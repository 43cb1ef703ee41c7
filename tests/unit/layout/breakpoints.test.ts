// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import * as sass from 'sass';
import { describe, expect, it } from 'vitest';

import { BELOW_DESKTOP_QUERY, BREAKPOINTS, LARGE_QUERY, MOBILE_BAR_QUERY } from '@/lib/breakpoints';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every stylesheet the portal ships (src/**.css and .scss). */
function stylesheets(dir = 'src'): string[] {
  return readdirSync(path.join(root, dir)).flatMap((entry) => {
    const relative = path.join(dir, entry);
    if (statSync(path.join(root, relative)).isDirectory()) return stylesheets(relative);
    return /\.s?css$/.test(entry) ? [relative] : [];
  });
}

const compiledBootstrap = () =>
  sass.compile(path.join(root, 'src/styles/bootstrap.scss'), {
    loadPaths: [path.join(root, 'node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  }).css;

describe('layout breakpoints: one set of values for the styles and the hooks', () => {
  it('are the spec’s 700, 768 and 1024 px', () => {
    expect(BREAKPOINTS).toEqual({ mobileBar: 700, desktop: 768, large: 1024 });
    expect(MOBILE_BAR_QUERY).toBe('(max-width: 699.98px)');
    expect(BELOW_DESKTOP_QUERY).toBe('(max-width: 767.98px)');
    expect(LARGE_QUERY).toBe('(min-width: 1024px)');
  });

  it('src/styles/breakpoints.scss repeats exactly the values of src/lib/breakpoints.ts', () => {
    const scss = read('src/styles/breakpoints.scss');
    const value = (name: string) => Number(new RegExp(`\\$ml-breakpoint-${name}:\\s*(\\d+)px;`).exec(scss)?.[1]);
    expect({ mobileBar: value('mobile-bar'), desktop: value('desktop'), large: value('large') }).toEqual(BREAKPOINTS);
  });

  it('Bootstrap’s grid is compiled with md at 768 px and lg at 1024 px (not its default 992 px)', () => {
    const css = compiledBootstrap();
    // The media query of the top-level block that holds a rule for the selector.
    const queryOf = (selector: string) =>
      css
        .split(/^@media /m)
        .slice(1)
        .find((block) => block.includes(`\n  ${selector} {`))
        ?.split(' {', 1)[0];
    expect(queryOf('.col-lg-7')).toBe('(min-width: 1024px)');
    expect(queryOf('.col-md-6')).toBe('(min-width: 768px)');
    expect(queryOf('.offcanvas-md')).toBe('(max-width: 767.98px)');
    expect(css).not.toMatch(/99[12](\.98)?px/);
  }, 30_000);

  it('every media query in src/ uses one of the breakpoints', () => {
    const allowed = new Set(Object.values(BREAKPOINTS).flatMap((px) => [`min-width: ${px}px`, `max-width: ${px - 0.02}px`]));
    const found = stylesheets().flatMap((file) =>
      [...read(file).matchAll(/@media[^{]*?\((m(?:in|ax)-width:\s*[\d.]+px)\)/g)].map((match) => ({ file, query: match[1]! })),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(({ query }) => !allowed.has(query.replace(/\s+/g, ' ')))).toEqual([]);
  });
});
