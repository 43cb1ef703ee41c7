import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Tests that opt into `// @vitest-environment node` have no Web Storage.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
