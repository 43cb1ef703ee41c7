import { fileURLToPath, URL } from 'node:url';

import { defineConfig } from 'vitest/config';

// API tests: the real Fastify app in-process (fastify.inject) on a fresh PGlite directory,
// or a fresh PostgreSQL database when DATABASE_URL is set (npm run test:api:pg).
export default defineConfig({
  resolve: {
    alias: {
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // The identity provider's package keeps its own tests (server/identity-provider/README.md).
    include: ['tests/api/**/*.test.ts', 'server/identity-provider/tests/**/*.test.ts'],
    // One seeded PGlite database per run, copied for each test app (tests/api/harness/seeded-template.ts).
    globalSetup: ['tests/api/harness/seeded-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
