// The browser's business clock (src/lib/clock.ts): it follows the offset the server writes into
// the page (server/lib/clock-meta.ts), and stories and tests stand it still.
import { afterEach, describe, expect, it } from 'vitest';

import { CLOCK_OFFSET_META } from '@domain/clock-offset';
import { now, setBusinessNow } from '@/lib/clock';
import { formatMessageDate } from '@/lib/dates';

function pageOffset(content: string | null) {
  document.head.querySelector(`meta[name="${CLOCK_OFFSET_META}"]`)?.remove();
  if (content !== null) {
    const meta = document.createElement('meta');
    meta.name = CLOCK_OFFSET_META;
    meta.content = content;
    document.head.append(meta);
  }
  setBusinessNow(undefined);
}

describe('the browser clock', () => {
  afterEach(() => pageOffset(null));

  it('is the real clock on a page without an offset (or with an unreadable one)', () => {
    for (const content of [null, 'soon', '']) {
      pageOffset(content);
      const before = Date.now();
      const read = now().getTime();
      expect(read).toBeGreaterThanOrEqual(before);
      expect(read).toBeLessThanOrEqual(Date.now());
    }
  });

  it('runs at the server’s business offset when the page carries one', () => {
    const offset = Date.parse('2027-03-26T16:30:00Z') - Date.now();
    pageOffset(String(offset));
    const read = now().getTime() - Date.parse('2027-03-26T16:30:00Z');
    expect(read).toBeGreaterThanOrEqual(0);
    expect(read).toBeLessThan(1_000);
  });

  it('stands still where a test puts it, and follows the page again after', () => {
    pageOffset('-86400000');
    setBusinessNow('2028-02-29T10:00:00Z');
    expect(now().toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(formatMessageDate('2028-02-29T09:15:00Z')).toBe('45 minutes ago');
    setBusinessNow(undefined);
    expect(Math.abs(now().getTime() - (Date.now() - 86_400_000))).toBeLessThan(1_000);
  });
});
