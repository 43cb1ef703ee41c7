/**
 * Build steps for static delivery (docs/performance.md), as a CDN would serve the portal:
 * - index.html preloads what the first paint needs but discovers late: the Inter faces the
 *   login page renders with, and the login route's chunk (a lazy route, fetched only after the
 *   entry ran otherwise);
 * - `app.html`, the page the server sends for the logged-in portal's paths (/app/…): index.html
 *   plus preloads of the protected layout's and the dashboard's chunks and stylesheets, which a
 *   cold load otherwise discovers one after another (entry → layout → route), each only after
 *   the one before has run. The login page's index.html stays without them;
 * - `login.html` (sent for /auth/login) and app.html carry their page's first frame as static
 *   HTML, rendered at build time from the components (src/app/prerender.tsx): the first paint
 *   needs the HTML and the stylesheet only, not the scripts;
 * - every text asset gets a brotli and a gzip copy beside it, which the server sends with the
 *   matching Content-Encoding (server/app.ts, @fastify/static `preCompressed`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * The one Inter file (variable: every weight). It is `font-display: optional`
 * (src/styles/app.css): a face not there at the first layout is not used on that page at all,
 * so every page preloads it.
 */
const PRELOADED_FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves nothing worth a second file. */
const MIN_BYTES = 1024;

/** The page of the portal's paths, beside index.html (server/app.ts sends it for /app/…). */
export const PORTAL_HTML = 'app.html';
/** The login page's (server/app.ts sends it for /auth/login). */
export const LOGIN_HTML = 'login.html';
const PRERENDER_ENTRY = 'src/app/prerender.tsx';

interface Prerendered {
  prerenderLoginPage: () => string;
  prerenderPortalLoading: () => string;
}

/** Builds src/app/prerender.tsx for Node with the app's own aliases and plugins, and loads it. */
async function loadPrerender(config: ResolvedConfig): Promise<Prerendered> {
  const outDir = join(config.root, 'node_modules/.cache/market-lens-prerender');
  await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    css: config.css,
    plugins: config.plugins.filter((plugin) => plugin.name.startsWith('vite:react')),
    // Bundled whole: some packages (react-bootstrap's per-component folders) cannot be imported by Node as they are.
    ssr: { noExternal: true },
    build: { ssr: PRERENDER_ENTRY, outDir, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } } },
  });
  try {
    return (await import(`${pathToFileURL(join(outDir, 'prerender.mjs')).href}?${Date.now()}`)) as Prerendered;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const MODULE_SCRIPT = /^\s*<script type="module" crossorigin src="([^"]+)"><\/script>\n/m;
const MODULE_PRELOAD = /^\s*<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">\n/gm;

/**
 * What a page loads instead of its scripts. On a prerendered page (login.html, app.html) the
 * entry and the chunks the HTML would have preloaded are asked for once the first frame is on
 * screen, so on a slow network the HTML, the stylesheet and the fonts do not share the line with
 * 130–240 KB of script that frame does not need. index.html (no frame to wait for) keeps its
 * preloads and starts at once. One file for every page: its script element names what to load.
 */
const STARTER = [
  "// Starts the portal's scripts; on a prerendered page once its first frame is on screen (scripts/vite-static-delivery.ts).",
  "const script = document.querySelector('script[data-entry]');",
  'let started = false;',
  'function start() {',
  '  if (started || !script) return;',
  '  started = true;',
  "  for (const href of script.dataset.preloads.split(' ').filter(Boolean)) {",
  "    const link = document.createElement('link');",
  "    link.rel = 'modulepreload';",
  "    link.crossOrigin = '';",
  '    link.href = href;',
  '    document.head.append(link);',
  '  }',
  '  import(script.dataset.entry).catch(showLoadFailure);',
  '}',
  '// The portal could not start (its entry or a module it imports is missing, e.g. replaced by a',
  "// deployment): the page's notice (index.html) says so, and Reload reloads with the address kept.",
  'function showLoadFailure() {',
  "  const notice = document.getElementById('load-failure');",
  '  if (!notice) return;',
  "  const message = notice.querySelector('[data-load-failure-message]');",
  '  // Written again, so that screen readers announce the alert.',
  '  if (message) message.textContent = message.textContent;',
  "  notice.classList.add('is-shown');",
  '}',
  "document.querySelector('#load-failure form')?.addEventListener('submit', (event) => {",
  '  event.preventDefault();',
  '  location.reload();',
  '});',
  "if (!document.getElementById('root')?.firstElementChild) {",
  '  start();',
  '} else {',
  '  // Once the browser reports the first contentful paint (the prerendered frame) …',
  '  try {',
  '    new PerformanceObserver((list) => {',
  "      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) setTimeout(start, 0);",
  "    }).observe({ type: 'paint', buffered: true });",
  '  } catch {',
  '    start();',
  '  }',
  '  // … or after a second at the latest (a tab opened in the background paints nothing).',
  '  setTimeout(start, 1000);',
  '}',
  '',
].join('\n');
const STARTER_NAME = `assets/start-${createHash('sha256').update(STARTER).digest('base64url').slice(0, 8)}.js`;

/** Tags added at the end of the page's head. */
const withHeadTags = (html: string, tags: string[]) => html.replace(/\s*<\/head>/, `\n${tags.join('\n')}\n  </head>`);

/**
 * The entry's module script replaced by the starter's, which names the entry and what to
 * preload. `preloads` null: the page starts at once, and the entry is preloaded beside the
 * starter as its own script tag was (index.html).
 */
function withStarter(html: string, preloads: string | null): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script for the starter to load');
  const page = html.replace(MODULE_SCRIPT, `    <script type="module" crossorigin src="/${STARTER_NAME}" data-entry="${entry}" data-preloads="${preloads ?? ''}"></script>\n`);
  return preloads === null ? withHeadTags(page, [`    <link rel="modulepreload" crossorigin href="${entry}">`]) : page;
}

/** The page with its first frame inside the app's root element, its scripts started after it. */
function withFirstFrame(html: string, markup: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`index.html has no ${root} to prerender into`);
  // Inline style attributes would be refused by the portal's Content-Security-Policy.
  if (/\sstyle=/.test(markup)) throw new Error('Prerendered HTML must not carry style attributes (CSP)');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]).join(' ');
  return withStarter(html.replace(MODULE_PRELOAD, ''), preloads).replace(root, `<div id="root">${markup}</div>`);
}

export function staticDelivery(options: { criticalModules: string[]; portalModules: string[] }): Plugin {
  let outDir = 'dist';
  let resolved: ResolvedConfig;
  return {
    name: 'market-lens-static-delivery',
    // The client build only (not the prerender build it starts itself).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      resolved = config;
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const files = Object.values(bundle);
        const fonts = files.filter((file) => PRELOADED_FONT.test(file.fileName));
        // The entry's own imports are preloaded by Vite already.
        const chunks = loginChunks(bundle, options.criticalModules)
          .filter((name) => !html.includes(`/${name}"`))
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
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const html = String(index.source);
        const prerendered = await loadPrerender(resolved);
        this.emitFile({ type: 'asset', fileName: STARTER_NAME, source: STARTER });
        index.source = withStarter(html, null);
        this.emitFile({ type: 'asset', fileName: LOGIN_HTML, source: withFirstFrame(html, prerendered.prerenderLoginPage()) });
        this.emitFile({ type: 'asset', fileName: PORTAL_HTML, source: withFirstFrame(portalPage(html, bundle, options), prerendered.prerenderPortalLoading()) });
      },
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        // A previous build's asset kept beside this one (vite-previous-assets.ts) has its copies.
        if (existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * index.html for the portal's paths: without the login page's chunks, with the protected
 * layout's and the dashboard's chunks and stylesheets preloaded (Inter comes with index.html's).
 */
function portalPage(html: string, bundle: Record<string, BundleFile>, options: { criticalModules: string[]; portalModules: string[] }): string {
  const chunks = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const file = bundle[name];
    if (file?.type !== 'chunk' || file.isEntry || chunks.has(name)) return;
    chunks.add(name);
    for (const css of file.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of file.imports ?? []) visit(imported);
  };
  for (const file of chunksOfModules(bundle, options.portalModules)) visit(file.fileName);
  // The login page's chunks that neither the entry nor the portal imports (a chunk both share,
  // such as the JSX runtime, stays: left out, it would be found only once its importer has run).
  const entryImports = new Set(Object.values(bundle).flatMap((file) => (file.isEntry ? (file.imports ?? []) : [])));
  const loginOnly = loginChunks(bundle, options.criticalModules).filter((name) => !chunks.has(name) && !entryImports.has(name));
  const withoutLogin = html
    .split('\n')
    .filter((line) => !loginOnly.some((name) => line.includes(`rel="modulepreload"`) && line.includes(`/${name}"`)))
    .join('\n');
  return withHeadTags(withoutLogin, [
    ...[...styles].filter((name) => !html.includes(`/${name}"`)).map((name) => `    <link rel="preload" as="style" crossorigin href="/${name}">`),
    ...[...chunks].filter((name) => !html.includes(`/${name}"`)).map((name) => `    <link rel="modulepreload" crossorigin href="/${name}">`),
  ]);
}

interface BundleFile {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  isEntry?: boolean;
  viteMetadata?: { importedCss?: Set<string> };
}

/** The chunks whose own module is one of `modules` (source paths, e.g. 'src/app/….tsx'). */
function chunksOfModules(bundle: Record<string, BundleFile>, modules: string[]): BundleFile[] {
  return Object.values(bundle).filter((file) => file.type === 'chunk' && modules.some((module) => file.facadeModuleId?.endsWith(module)));
}

/** The login route's chunks and what they import, without the entry. */
function loginChunks(bundle: Record<string, BundleFile>, criticalModules: string[]): string[] {
  const critical = chunksOfModules(bundle, criticalModules);
  return [...new Set(critical.flatMap((file) => [file.fileName, ...(file.imports ?? [])]))].filter((name) => !bundle[name]?.isEntry);
}

function* walk(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
