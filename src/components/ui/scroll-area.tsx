import './scroll-area.css';

import * as RadixScrollArea from '@radix-ui/react-scroll-area';
import { useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

/** Scrollbars show while the region scrolls and hide this long after scrolling stops (docs/breakpoints-and-scrolling.md). */
export const SCROLL_HIDE_DELAY_MS = 600;

/** The axes that scroll; with 'both' the fades mark the vertical edges. */
type Orientation = 'horizontal' | 'vertical' | 'both';

/** Whether there is more to scroll to before the start and after the end of the axis. */
function useOverflowEdges(axis: 'horizontal' | 'vertical') {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => {
      const position = axis === 'horizontal' ? viewport.scrollLeft : viewport.scrollTop;
      const size = axis === 'horizontal' ? viewport.scrollWidth - viewport.clientWidth : viewport.scrollHeight - viewport.clientHeight;
      // One pixel of slack: zoomed screens leave fractions.
      const next = { start: position > 1, end: position < size - 1 };
      setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    measure();
    viewport.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(viewport);
    if (viewport.firstElementChild) observer?.observe(viewport.firstElementChild);
    return () => {
      viewport.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [axis]);
  return { viewportRef, edges };
}

/**
 * Every region that scrolls inside a page (tab strips, tables) scrolls in this: Radix's
 * scroll area with its own thin scrollbar, shown while scrolling and hidden
 * SCROLL_HIDE_DELAY_MS after it stops. A fade at an edge shows that there is more to
 * scroll to on that side, so cut-off content never looks complete.
 */
export function ScrollArea({
  orientation = 'horizontal',
  className,
  viewportProps,
  table = false,
  children,
}: {
  orientation?: Orientation;
  /** On the root (sizing, borders). */
  className?: string;
  /**
   * On the element that scrolls: a class (e.g. a max-height), and for a region without
   * focusable content `tabIndex={0}`, a role and a name so keyboard users can scroll it.
   */
  viewportProps?: Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dir'>;
  /**
   * A table: while it is cut off sideways a line under it says so (the fade alone is easy to
   * miss), and its first column stays in place so every row keeps its name.
   */
  table?: boolean;
  children: ReactNode;
}) {
  const fadeAxis = orientation === 'horizontal' ? 'horizontal' : 'vertical';
  const { viewportRef, edges } = useOverflowEdges(fadeAxis);
  const scrollbars = orientation === 'both' ? (['horizontal', 'vertical'] as const) : [orientation];
  const cutOff = edges.start || edges.end;
  const root = (
    <RadixScrollArea.Root
      type="scroll"
      scrollHideDelay={SCROLL_HIDE_DELAY_MS}
      className={['ml-scroll-area', `ml-scroll-area--${fadeAxis}`, table && 'ml-scroll-area--table', className].filter(Boolean).join(' ')}
      data-overflow-start={edges.start || undefined}
      data-overflow-end={edges.end || undefined}
    >
      <RadixScrollArea.Viewport
        {...viewportProps}
        ref={viewportRef}
        className={['ml-scroll-area__viewport', viewportProps?.className].filter(Boolean).join(' ')}
      >
        {children}
      </RadixScrollArea.Viewport>
      {scrollbars.map((axis) => (
        <RadixScrollArea.Scrollbar key={axis} orientation={axis} className="ml-scroll-area__scrollbar">
          <RadixScrollArea.Thumb className="ml-scroll-area__thumb" />
        </RadixScrollArea.Scrollbar>
      ))}
      {orientation === 'both' ? <RadixScrollArea.Corner /> : null}
    </RadixScrollArea.Root>
  );
  if (!table) return root;
  return (
    <>
      {root}
      {cutOff ? (
        <p className="small text-body-secondary mb-0 px-3 pt-1 pb-2" data-testid="scroll-cue">
          {SCROLL_CUE}
        </p>
      ) : null}
    </>
  );
}

/** What a table that is cut off sideways says under itself. */
export const SCROLL_CUE = 'Scroll sideways to see every column.';
