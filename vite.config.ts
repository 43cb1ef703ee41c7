import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { DASHBOARD_MODULE, LOGIN_PAGE_MODULE, PROTECTED_LAYOUT_MODULE } from './scripts/page-modules';
import { portalChunks } from './scripts/portal-chunks';
import { keepPreviousAssets } from './scripts/vite-previous-assets';
import { staticDelivery } from './scripts/vite-static-delivery';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), staticDelivery({
      criticalModules: [LOGIN_PAGE_MODULE],
      // What a cold load of the dashboard (where a login lands) runs before its first paint.
      portalModules: [PROTECTED_LAYOUT_MODULE, DASHBOARD_MODULE],
    }), keepPreviousAssets(),],
  resolve: {
    alias: {
      '@generated': fromRoot('./generated'),
      '@domain': fromRoot('./domain'),
      '@': fromRoot('./src'),
    },
  },
  // `npm run dev`: the API and identity provider run beside Vite (see package.json).
  css: {
    // Bootstrap 5.3's sources still use @import and colour functions that Dart Sass deprecates.
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } },
  },
  server: { host: 'localhost', port: 5173, strictPort: true, proxy: { '/api': 'http://localhost:4000' } },
  build: {
    outDir: 'dist',
    // Not emptied: the previous build's hashed assets stay for pages loaded before a deployment
    // (scripts/vite-previous-assets.ts removes anything older).
    emptyOutDir: false,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: { output: { codeSplitting: { groups: [portalChunks(fromRoot('.'))] } } },
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
