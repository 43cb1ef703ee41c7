/**
 * How the browser follows the business clock (docs/time.md): when it is not the real clock, the
 * portal's HTML carries its offset from real time in a meta tag that src/lib/clock.ts reads (the
 * content security policy allows no inline script, and a tag needs none). On the real clock the
 * built files are sent as they are.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { CLOCK_OFFSET_META } from '../../domain/clock-offset';

/**
 * The page with the offset tag first in its head (after `<head>`, else after the doctype: the
 * parser puts a meta tag before any content into the head by itself).
 */
export function withClockOffset(html: string, offsetMs: number): string {
  const tag = `<meta name="${CLOCK_OFFSET_META}" content="${Math.round(offsetMs)}">`;
  const opening = /<head(\s[^>]*)?>/i.exec(html) ?? /^\s*<!doctype[^>]*>/i.exec(html);
  const at = opening ? opening.index + opening[0].length : 0;
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/**
 * Reads a built page on every request (a deployment may replace dist/ under the running server,
 * docs/performance.md) and adds the offset tag. Only a moved clock (demo, tests) comes here.
 */
export function clockedPageReader(staticDir: string): (file: string, offsetMs: number) => string {
  return (file, offsetMs) => withClockOffset(readFileSync(resolve(staticDir, file), 'utf8'), offsetMs);
}
