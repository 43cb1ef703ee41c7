import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import type * as MswAddon from 'msw-storybook-addon/csf3';
import { afterAll, afterEach, vi } from 'vitest';

import preview from '../../.storybook/preview';
import { stopStoryServer, storyServer } from './story-msw';

// jsdom has no service worker: the preview's MSW loader serves a composed story's
// handlers from msw/node's server instead (see story-msw.ts).
// The loader only resets and adds handlers, which the server does as the worker does.
vi.mock('msw-storybook-addon/csf3', async (importOriginal) => {
  const addon = await importOriginal<typeof MswAddon>();
  const { startStoryServer } = await import('./story-msw');
  type MswSetup = NonNullable<Parameters<typeof addon.mswLoader>[0]>;
  return { ...addon, mswLoader: () => addon.mswLoader(startStoryServer as unknown as MswSetup) };
});

// Stories composed in unit tests (composeStories) render with the same providers,
// parameters and loaders as in Storybook.
setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
  storyServer.resetHandlers();
  storyServer.events.removeAllListeners();
  // Tests that opt into `// @vitest-environment node` have no Web Storage.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => stopStoryServer());
