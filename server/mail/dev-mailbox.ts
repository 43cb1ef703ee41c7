/**
 * The development mailbox (demo mode only): /dev/mailbox lists every email the local capture
 * transport delivered, newest first; /dev/mailbox/:id shows one (headers, plain text, and its
 * HTML part at /dev/mailbox/:id/html). Plain server-rendered pages: no scripts, no inline styles,
 * every value escaped.
 */
import type { FastifyInstance } from 'fastify';

import { escapeHtml } from './compose-mail';
import { findCapturedMail, listCapturedMail } from './queries';

export const DEV_MAILBOX_PATH = '/dev/mailbox';
const PAGE_SIZE = 100;

const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title></head><body><main>\n${body}\n</main></body></html>\n`;

const when = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '');

export async function registerDevMailbox(app: FastifyInstance): Promise<void> {
  app.get(DEV_MAILBOX_PATH, async (_request, reply) => {
    const mails = await listCapturedMail(app.db, PAGE_SIZE);
    const rows = mails
      .map(
        (mail) =>
          `<tr><td>${escapeHtml(when(mail.sent_at))}</td><td>${escapeHtml(mail.to_address)}</td>` +
          `<td><a href="${DEV_MAILBOX_PATH}/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td></tr>`,
      )
      .join('\n');
    const body =
      `<h1>Development mailbox</h1>\n<p>Emails the portal sent while no SMTP_URL is set (newest ${PAGE_SIZE}). Nothing here left this machine.</p>\n` +
      (mails.length === 0
        ? '<p>No emails have been sent yet.</p>'
        : `<table><caption>Sent emails</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>\n${rows}\n</tbody></table>`);
    return reply.type('text/html; charset=utf-8').send(page('Development mailbox', body));
  });

  app.get<{ Params: { id: string } }>(`${DEV_MAILBOX_PATH}/:id`, async (request, reply) => {
    const mail = await findCapturedMail(app.db, request.params.id);
    if (!mail) return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>No such email</h1>'));
    const body = [
      `<p><a href="${DEV_MAILBOX_PATH}">Back to the mailbox</a></p>`,
      `<h1>${escapeHtml(mail.subject)}</h1>`,
      '<dl>',
      `<dt>To</dt><dd>${escapeHtml(mail.to_address)}</dd>`,
      `<dt>Sent</dt><dd>${escapeHtml(when(mail.sent_at))}</dd>`,
      '</dl>',
      '<h2>Plain text</h2>',
      `<pre>${escapeHtml(mail.text_body ?? '')}</pre>`,
      '<h2>HTML</h2>',
      `<p><a href="${DEV_MAILBOX_PATH}/${encodeURIComponent(mail.id)}/html">Open the HTML part</a></p>`,
      '<h2>Source</h2>',
      `<pre>${escapeHtml(mail.raw_source ?? '')}</pre>`,
    ].join('\n');
    return reply.type('text/html; charset=utf-8').send(page(mail.subject, body));
  });

  app.get<{ Params: { id: string } }>(`${DEV_MAILBOX_PATH}/:id/html`, async (request, reply) => {
    const mail = await findCapturedMail(app.db, request.params.id);
    if (!mail) return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>No such email</h1>'));
    return reply.type('text/html; charset=utf-8').send(mail.html_body ?? '');
  });
}
