import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The one-way import rule (README, "Layout"): shared code (components, lib, api,
 * config, machines) never imports a feature or the app; a feature never imports the
 * app or another feature. Every folder under src/features is a zone of its own, read
 * from the disk, so a new feature is covered without editing this file.
 */
const SHARED = ['./src/components', './src/lib', './src/api', './src/config', './src/machines'];
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * domain/ holds the business rules both the server and the browser run (docs/domain.md): it
 * imports neither of them, and of the generated contract only the models and zod schemas, never
 * the HTTP client, hooks or mocks (generated/api), so it runs unchanged in either. src/ and
 * server/ may import it.
 */
const DOMAIN_ZONES = [
  {
    target: './domain',
    from: ['./src', './server', './generated/api', './scripts', './tests', './stories'],
    message: 'domain/ imports neither src/, server/ nor the generated client (generated/api): only plain TypeScript, generated/model and generated/zod.',
  },
];

// The browser and the server share code only through domain/.
const SIDE_ZONES = {
  src: [{ target: './src', from: './server', message: 'src/ must not import server/: a rule both sides need belongs in domain/.' }],
  server: [{ target: './server', from: './src', message: 'server/ must not import src/: a rule both sides need belongs in domain/.' }],
};

/**
 * The identity provider is a package of its own (server/identity-provider/README.md): it imports
 * nothing of the portal but domain/, and the portal uses it only through its entry (index.ts).
 * Its tests are the exception: they drive it through the portal's app and database.
 */
const IDENTITY_PROVIDER_ZONES = {
  portal: [{ target: './server', from: './server/identity-provider', except: ['./index.ts'], message: 'The portal uses the identity provider only through its entry, server/identity-provider/index.ts.' }],
  package: [
    {
      target: './server/identity-provider',
      from: ['./server', './src'],
      except: ['./identity-provider'],
      message: 'The identity provider imports nothing of the portal (server/, src/): what it needs of the users goes through its directory (identity-directory.ts).',
    },
  ],
};

const ONE_WAY_ZONES = [
  {
    target: SHARED,
    from: ['./src/features', './src/app'],
    message: 'Shared code must not import features or the app.',
  },
  { target: './src/features', from: './src/app', message: 'Features must not import the app layer.' },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature: what two features use belongs in src/components or src/lib.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'dist-load/**',
      'storybook-static/**',
      'generated/**',
      'public/mockServiceWorker.js',
      'data/**',
      '.tmp/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tests/visual/__snapshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'domain/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...ONE_WAY_ZONES, ...SIDE_ZONES.src] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/identity-provider/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...SIDE_ZONES.server, ...IDENTITY_PROVIDER_ZONES.portal] }],
    },
  },
  {
    files: ['server/identity-provider/**/*.ts'],
    ignores: ['server/identity-provider/tests/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: IDENTITY_PROVIDER_ZONES.package }],
    },
  },
  {
    files: ['server/identity-provider/tests/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: SIDE_ZONES.server }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: DOMAIN_ZONES }],
    },
  },
  {
    // A tag's handlers.ts only turns a request into a service call and the result into the
    // contract's shape (docs/server.md): SQL lives in the tag's queries.ts, rules in its service.ts.
    files: ['server/*/handlers.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['kysely', '*/queries', './queries', '*-queries'], message: 'Handlers call their service; SQL lives in queries.ts.' }] }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='db']", message: 'Handlers do not touch the database: call the service.' },
        { selector: "MemberExpression[property.name='transaction']", message: 'Transactions belong to the service.' },
      ],
    },
  },
);
