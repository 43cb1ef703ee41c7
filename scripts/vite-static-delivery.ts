/**
 * Build steps for static delivery (docs/performance.md), as a CDN would serve the portal:
 * - index.html preloads what the first paint needs but discovers late: the Inter faces the
 *   login page renders with, and the login route's chunk (a lazy route, fetched only after the
 *   entry ran otherwise);
 * - every text asset gets a brotli and a gzip copy beside it, which the server sends with the
 *   matching Content-Encoding (server/app.ts, @fastify/static `preCompressed`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

/** Faces of the first paint: body text (400) and headings/buttons (600). */
const PRELOADED_FONTS = [/inter-latin-400-normal-[\w-]+\.woff2$/, /inter-latin-600-normal-[\w-]+\.woff2$/];
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves nothing worth a second file. */
const MIN_BYTES = 1024;

export function staticDelivery(options: { criticalModules: string[] }): Plugin {
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
