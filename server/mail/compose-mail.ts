import { marketLensPagePath } from '../../domain/portal-routes';

/**
 * The email copy of a message: plain text and HTML with the same content, every piece of text
 * escaped in the HTML, and a link back to the portal (the message's own link, else the inbox).
 */
export interface MailContent {
  subject: string;
  body: string;
  /** A portal path such as /app/market-lens/orders/…; null links to the inbox. */
  link: string | null;
}

export interface ComposedMail {
  text: string;
  html: string;
}

const INBOX_PATH = marketLensPagePath('messages');

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Only portal paths become links: anything else falls back to the inbox. */
export function portalUrl(origin: string, link: string | null): string {
  const path = link && link.startsWith('/app/') ? link : INBOX_PATH;
  return new URL(path, `${origin}/`).toString();
}

export function composeMail(content: MailContent, portalOrigin: string): ComposedMail {
  const url = portalUrl(portalOrigin, content.link);
  const text = `${content.body}\n\nOpen in Market Lens: ${url}\n\nYou can choose which emails you get under Settings › Notifications.\n`;
  const paragraphs = content.body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body>',
    `<h1>${escapeHtml(content.subject)}</h1>`,
    paragraphs,
    `<p><a href="${escapeHtml(url)}">Open in Market Lens</a></p>`,
    '<p>You can choose which emails you get under Settings › Notifications.</p>',
    '</body></html>',
  ].join('\n');
  return { text, html };
}
