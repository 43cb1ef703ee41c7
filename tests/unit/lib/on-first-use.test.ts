// src/lib/on-first-use.ts: made on the first call, not before, and only once.
import { describe, expect, it, vi } from 'vitest';

import { onFirstUse } from '@/lib/on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then the same value on every call', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined or null instead of making it again', () => {
    const make = vi.fn(() => undefined);
    const value = onFirstUse(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
