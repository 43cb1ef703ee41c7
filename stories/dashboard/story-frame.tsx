import type { Decorator } from '@storybook/react-vite';

import { AppToastContainer } from '@/lib/toast-container';

/**
 * Market-data stories render inside the page's main landmark with the shell's padding,
 * and with the toast container (the protected layout mounts it in the app).
 */
export const withPageFrame: Decorator = (Story) => (
  <>
    <main className="container-fluid p-3 p-md-4">
      <Story />
    </main>
    <AppToastContainer />
  </>
);

/** A narrower column, as a card sits in on the dashboards. */
export const withCardColumn: Decorator = (Story) => (
  <>
    <main className="p-3 p-md-4" style={{ maxWidth: '28rem' }}>
      <Story />
    </main>
    <AppToastContainer />
  </>
);

export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
