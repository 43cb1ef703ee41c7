/**
 * Build steps for static delivery (docs/performance.md), as a CDN would serve the portal:
 * - index.html preloads what the first paint needs but discovers late: the Inter faces the
 *   login page renders with, and the login route's chunk (a lazy route, fetched only after the
 *   entry ran otherwise);
 * - `app.html`, the page the server sends for the logged-in portal's paths (/app/…): index.html
 *   plus preloads of the protected layout's and the dashboard's chunks and stylesheets, which a
 *   cold load otherwise discovers one after another (entry → layout → route), each only after
 *   the one before has run. The login page's index.html stays without them;
 * - every text asset gets a brotli and a gzip copy beside it, which the server sends with the
 *   matching Content-Encoding (server/app.ts, @fastify/static `preCompressed`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

/**
 * Faces of the first paint: body text (400), headings and buttons (600), the brand in every
 * header (700). Inter is `font-display: optional` (src/styles/app.css): a face not there at the
 * first layout is not used on that page at all, so what the first paint shows is preloaded.
 */
const PRELOADED_FONTS = [/inter-latin-400-normal-[\w-]+\.woff2$/, /inter-latin-600-normal-[\w-]+\.woff2$/, /inter-latin-700-normal-[\w-]+\.woff2$/];
/** And on the portal's paths the navigation's face (500). */
const PORTAL_FONTS = [/inter-latin-500-normal-[\w-]+\.woff2$/];
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves nothing worth a second file. */
const MIN_BYTES = 1024;

/** The page of the portal's paths, beside index.html (server/app.ts sends it for /app/…). */
export const PORTAL_HTML = 'app.html';

export function staticDelivery(options: { criticalModules: string[]; portalModules: string[] }): Plugin {
  let outDir = 'dist';
  return {
    name: 'market-lens-static-delivery',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const files = Object.values(bundle);
        const fonts = files.filter((file) => PRELOADED_FONTS.some((pattern) => pattern.test(file.fileName)));
        const critical = files.filter(
          (file) => file.type === 'chunk' && file.facadeModuleId && options.criticalModules.some((module) => file.facadeModuleId!.endsWith(module)),
        );
        // The critical chunks and what they import (the entry's own imports are preloaded by Vite).
        const chunks = [...new Set(critical.flatMap((file) => (file.type === 'chunk' ? [file.fileName, ...file.imports] : [])))]
          .filter((name) => !(bundle[name]?.type === 'chunk' && bundle[name].isEntry) && !html.includes(`/${name}"`))
          .map((name) => ({ fileName: name }));
        return [
          ...fonts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
          ...chunks.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file.fileName}` }, injectTo: 'head' as const })),
        ];
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const html = String(index.source);
        const chunks = new Set<string>();
        const styles = new Set<string>();
        const visit = (name: string) => {
          const file = bundle[name];
          if (file?.type !== 'chunk' || file.isEntry || chunks.has(name)) return;
          chunks.add(name);
          for (const css of file.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of file.imports) visit(imported);
        };
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.facadeModuleId && options.portalModules.some((module) => file.facadeModuleId!.endsWith(module))) visit(file.fileName);
        }
        const fonts = Object.values(bundle).filter((file) => PORTAL_FONTS.some((pattern) => pattern.test(file.fileName)));
        const tags = [
          ...fonts.map((file) => `    <link rel="preload" href="/${file.fileName}" as="font" type="font/woff2" crossorigin>`),
          ...[...styles].filter((name) => !html.includes(`/${name}"`)).map((name) => `    <link rel="preload" as="style" crossorigin href="/${name}">`),
          ...[...chunks].filter((name) => !html.includes(`/${name}"`)).map((name) => `    <link rel="modulepreload" crossorigin href="/${name}">`),
        ];
        this.emitFile({ type: 'asset', fileName: PORTAL_HTML, source: html.replace(/\s*<\/head>/, `\n${tags.join('\n')}\n  </head>`) });
      },
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

function* walk(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
