import type { Decorator } from '@storybook/react-vite';
import { Fragment, useLayoutEffect } from 'react';
import { toast as toastify } from 'react-toastify/unstyled';

import { AppToastContainer } from '@/lib/toast-container';
// In the app, react-toastify and its stylesheet arrive with the first toast (src/lib/toast.ts).
// Stories load them up front, so a story's first toast does not restyle the page mid-test.
import '@/lib/toast-view';

/**
 * Drops what the story before left: a toast it asked for in its last moments waits in
 * react-toastify's queue while no container is mounted and would show in this story.
 */
function ClearLeftoverToasts() {
  useLayoutEffect(() => {
    toastify.dismiss();
  }, []);
  return null;
}

/**
 * Market-data stories render inside the page's main landmark with the shell's padding,
 * and with the toast container (the protected layout mounts it in the app). Keyed by the
 * story, so each story gets a fresh container: a toast shown by the story before (which the
 * test runner's no-motion style keeps from animating out) never shows in the next one.
 */
export const withPageFrame: Decorator = (Story, context) => (
  <Fragment key={context.id}>
    <ClearLeftoverToasts />
    <main className="container-fluid p-3 p-md-4">
      <Story />
    </main>
    <AppToastContainer />
  </Fragment>
);

/** A narrower column, as a card sits in on the dashboards. */
export const withCardColumn: Decorator = (Story, context) => (
  <Fragment key={context.id}>
    <ClearLeftoverToasts />
    <main className="p-3 p-md-4" style={{ maxWidth: '28rem' }}>
      <Story />
    </main>
    <AppToastContainer />
  </Fragment>
);

/** The shell's sidebar column at its desktop width, for sidebar stories. */
export const withSidebarFrame: Decorator = (Story) => (
  <div className="ml-shell" style={{ minHeight: 'auto' }}>
    <div className="ml-shell__sidebar" style={{ width: '16.5rem', minHeight: '800px' }}>
      <Story />
    </div>
  </div>
);

export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

/**
 * Loader: decodes Bootstrap's inline SVG form icons (the select chevron, check marks)
 * before the story renders, so a screenshot never catches them still decoding.
 */
export async function decodeFormIcons(): Promise<Record<string, never>> {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;visibility:hidden';
  probe.innerHTML = '<select class="form-select"></select><input type="checkbox" class="form-check-input" checked>';
  document.body.appendChild(probe);
  const urls = [...probe.querySelectorAll('select, input')]
    .map((element) => getComputedStyle(element).backgroundImage)
    .flatMap((value) => [...value.matchAll(/url\("(.+?)"\)/g)].map((match) => match[1] ?? ''))
    .filter(Boolean);
  probe.remove();
  await Promise.all(
    urls.map((url) => {
      const image = new Image();
      image.src = url;
      return image.decode().catch(() => undefined);
    }),
  );
  return {};
}
