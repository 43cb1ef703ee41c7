import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

import preview from '../../.storybook/preview';
import { stopStoryServer, storyServer } from './story-msw';

// jsdom has no service worker: the preview's MSW loader serves a composed story's
// handlers from msw/node's server instead (see story-msw.ts).
vi.mock('msw-storybook-addon/csf3', async (importOriginal) => {
  const addon = await importOriginal<typeof import('msw-storybook-addon/csf3')>();
  const { startStoryServer } = await import('./story-msw');
  return { ...addon, mswLoader: () => addon.mswLoader(startStoryServer) };
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
