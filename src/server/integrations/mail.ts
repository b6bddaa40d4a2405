import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { MAIL_TEXT, type MailLanguage } from './mail-text';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links in the message, logged when mail goes to the outbox. */
  links?: string[];
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Checks the connection; throws when the server does not answer. */
  verify(): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
  });
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    async verify() {
      await transport.verify();
    },
  };
}

/**
 * Without SMTP, each message is written to DATA_DIR/outbox and its links are logged. Each file has a name
 * of its own (time, a random part, recipient): two messages to one person in the same millisecond, from
 * one process or two, never share a name; and it appears whole (written aside, then renamed), so a reader
 * of the outbox never sees half a message.
 */
export function createOutboxMailer(dataDir: string, from: string, log: Logger): Mailer {
  const dir = join(dataDir, 'outbox');
  return {
    kind: 'outbox',
    async send(m) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = join(dir, `${stamp}-${randomUUID()}-${safeTo}.eml`);
      const body = [
        `From: ${from}`,
        `To: ${m.to}`,
        `Subject: ${m.subject}`,
        `Date: ${new Date().toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        m.text,
        '',
      ].join('\r\n');
      const partial = `${file}.partial`;
      await writeFile(partial, body, { encoding: 'utf8', flag: 'wx' });
      await rename(partial, file);
      log.info({ to: m.to, subject: m.subject, file, links: m.links ?? [] }, 'mail written to outbox');
      for (const link of m.links ?? []) log.info(`outbox link for ${m.to}: ${link}`);
    },
    async verify() {
      await mkdir(dir, { recursive: true });
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A plain, accessible e-mail with one call to action, with a plain-text part. `lang` is the language the
 * words are in (default English): it marks the HTML and words the line under the button (issue 20).
 */
export function composeMail(opts: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
  lang?: MailLanguage;
}): MailMessage {
  const lang = opts.lang ?? 'en';
  const text = [
    opts.greeting,
    '',
    ...opts.paragraphs.flatMap((p) => [p, '']),
    `${opts.action.label}: ${opts.action.url}`,
    '',
    opts.footer,
  ].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#1e293b;line-height:1.5">
<p>${escapeHtml(opts.greeting)}</p>
${opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(opts.action.url)}" style="display:inline-block;background:#075985;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(opts.action.label)}</a></p>
<p>${escapeHtml(MAIL_TEXT[lang].buttonFallback)}<br>${escapeHtml(opts.action.url)}</p>
<p style="color:#475569;font-size:14px">${escapeHtml(opts.footer)}</p>
</body></html>`;
  return { to: opts.to, subject: opts.subject, text, html, links: [opts.action.url] };
}
