import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SCROLL_HIDE_DELAY_MS, ScrollArea } from '@/components/ui/scroll-area';

/** jsdom lays nothing out: give every element the sizes of a strip twice as wide as its box. */
function fakeSizes({ client, scroll }: { client: number; scroll: number }) {
  // With overflow Radix measures its scrollbar through ResizeObserver, which jsdom lacks.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
}

const viewportOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-radix-scroll-area-viewport]')!;
const rootOf = (container: HTMLElement) => container.querySelector<HTMLElement>('.ml-scroll-area')!;

describe('ScrollArea', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('hides its scrollbars 600 ms after scrolling stops (the spec’s scroll-area delay)', () => {
    expect(SCROLL_HIDE_DELAY_MS).toBe(600);
  });

  it('marks the end while more content waits on the right, and the start once scrolled', () => {
    fakeSizes({ client: 200, scroll: 400 });
    const { container } = render(
      <ScrollArea>
        <ul>
          <li>Dashboard</li>
        </ul>
      </ScrollArea>,
    );
    expect(rootOf(container)).toHaveAttribute('data-overflow-end');
    expect(rootOf(container)).not.toHaveAttribute('data-overflow-start');

    const viewport = viewportOf(container);
    viewport.scrollLeft = 200;
    fireEvent.scroll(viewport);
    expect(rootOf(container)).toHaveAttribute('data-overflow-start');
    expect(rootOf(container)).not.toHaveAttribute('data-overflow-end');
  });

  it('marks nothing when the content fits', () => {
    fakeSizes({ client: 400, scroll: 400 });
    const { container } = render(<ScrollArea>fits</ScrollArea>);
    expect(rootOf(container)).not.toHaveAttribute('data-overflow-start');
    expect(rootOf(container)).not.toHaveAttribute('data-overflow-end');
  });

  it('passes a name, a role and focusability to the element that scrolls', () => {
    const { getByRole } = render(
      <ScrollArea orientation="both" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Price history' }}>
        <table />
      </ScrollArea>,
    );
    const region = getByRole('region', { name: 'Price history' });
    expect(region).toHaveAttribute('data-radix-scroll-area-viewport');
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
