import { useMemo } from 'react';

import { sanitizeHtml } from '@/lib/sanitize-html';

/** Stored HTML (post content or summary), rendered only after DOMPurify has cleaned it. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
