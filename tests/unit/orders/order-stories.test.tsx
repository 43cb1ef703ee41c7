// The orders stories' play functions, run in jsdom: the list, the detail and cancel, and the
// new-order form (rules as you type, confirmation, one request per double click, the same
// Idempotency-Key on a retry). Storybook runs them again in a browser with axe and baselines.
import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';

import * as newOrder from '../../../stories/orders/new-order-page.stories';
import * as detail from '../../../stories/orders/order-detail-page.stories';
import * as list from '../../../stories/orders/orders-page.stories';

/** Stories whose layout depends on the viewport are the browser's to check. */
const desktopOnly = (stories: Record<string, { run: () => Promise<void> }>) => Object.entries(stories).filter(([name]) => !name.endsWith('Mobile'));

for (const [file, stories] of [
  ['orders list', composeStories(list)],
  ['order detail', composeStories(detail)],
  ['new order', composeStories(newOrder)],
] as const) {
  describe(`${file} stories`, () => {
    for (const [name, Story] of desktopOnly(stories)) {
      it(name, async () => {
        await Story.run();
      });
    }
  });
}
