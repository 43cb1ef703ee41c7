/**
 * The mail transport: nodemailer over SMTP to SMTP_URL, or, with no SMTP_URL, nodemailer's own
 * stream transport, which builds the complete message and hands it back instead of sending it;
 * the worker keeps that source for the development mailbox.
 */
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  via: 'smtp' | 'capture';
  /** Delivers one mail; the message's raw source when captured. Throws when delivery fails. */
  send(mail: OutgoingMail): Promise<{ rawSource: string | null }>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) {
    const capture = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
      via: 'capture',
      async send(mail) {
        const info = await capture.sendMail(mail);
        return { rawSource: (info.message as Buffer).toString('utf8') };
      },
      close: () => capture.close(),
    };
  }
  const smtp = nodemailer.createTransport(smtpUrl);
  return {
    via: 'smtp',
    async send(mail) {
      await smtp.sendMail(mail);
      return { rawSource: null };
    },
    close: () => smtp.close(),
  };
}
