import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SEARCH_DEBOUNCE_MS } from '@/features/search/lib/search-constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 300 ms for search', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('follows the value only after it settles for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, SEARCH_DEBOUNCE_MS), {
      initialProps: { value: '' },
    });
    rerender({ value: 'g' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'ga' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ga');
  });
});
