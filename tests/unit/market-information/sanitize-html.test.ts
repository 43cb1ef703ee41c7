import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from '@/lib/sanitize-html';

describe('sanitizeHtml (DOMPurify)', () => {
  it('removes scripts, event handlers, javascript: URLs and frames', () => {
    const dirty =
      '<p>Safe</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 1"><a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<p>Safe</p>');
    expect(clean).not.toMatch(/<script|onerror|javascript:|<iframe/i);

    // Rendering the result runs nothing.
    const host = document.createElement('div');
    host.innerHTML = clean;
    document.body.appendChild(host);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    host.remove();
  });

  it('drops inline styles and forms', () => {
    expect(sanitizeHtml('<p style="position:fixed">x</p><form action="/steal"><input name="p"></form>')).toBe('<p>x</p>');
  });

  it('keeps ordinary post markup', () => {
    const html = '<h2>Closing prices</h2><ul><li>Baseload <strong>80.80</strong> £/MWh</li></ul><p><a href="https://example.com">Source</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps target=_blank links safe with rel=noopener noreferrer', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
