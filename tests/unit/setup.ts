import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import preview from '../../.storybook/preview';

// Stories composed in unit tests (composeStories) render with the same providers,
// parameters and loaders as in Storybook.
setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
  // Tests that opt into `// @vitest-environment node` have no Web Storage.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
