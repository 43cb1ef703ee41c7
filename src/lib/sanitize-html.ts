import DOMPurify from 'dompurify';

/**
 * Every piece of HTML stored on the server (post content and summaries) passes through
 * here before it is rendered: stored HTML is never trusted.
 * DOMPurify strips scripts, event handlers, javascript: URLs, forms, iframes and
 * styles; links that open a new tab get rel="noopener noreferrer".
 */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];
const FORBID_ATTR = ['style'];

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(html, { FORBID_TAGS, FORBID_ATTR, ADD_ATTR: ['target'] });
}
