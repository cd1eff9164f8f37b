import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/**
 * Outgoing e-mail (ADR 018). `configured` is false when no SMTP server is set: the app still runs,
 * and the routes that need e-mail answer 503 with a message saying so. Nothing about a message but
 * its subject goes to the log: links carry tokens, and the transport's own logger stays off.
 */
export interface Mailer {
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The e-mail part of the environment (env.ts checks it at boot). */
export interface MailEnv {
  SMTP_URL?: string;
  SMTP_HOST?: string;
  SMTP_PORT?: number;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  SMTP_SECURE?: boolean;
  MAIL_FROM?: string;
  APP_URL?: string;
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super('SMTP not configured');
  }
}

function defaultFrom(appUrl: string | undefined): string {
  const host = appUrl ? new URL(appUrl).hostname : 'localhost';
  return `Livro Caixa <nao-responda@${host}>`;
}

export function createMailer(env: MailEnv, log?: FastifyBaseLogger): Mailer {
  if (!env.SMTP_URL && !env.SMTP_HOST) {
    return {
      configured: false,
      send: async (message) => {
        log?.info({ subject: message.subject }, 'e-mail não enviado: SMTP não configurado');
        throw new MailNotConfiguredError();
      },
      close: () => {},
    };
  }
  const common = {
    logger: false,
    debug: false,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  };
  const transport = env.SMTP_URL
    ? nodemailer.createTransport({ ...common, url: env.SMTP_URL } as SMTPTransport.Options)
    : nodemailer.createTransport({
        ...common,
        host: env.SMTP_HOST,
        port: env.SMTP_PORT ?? (env.SMTP_SECURE ? 465 : 587),
        secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
        ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } } : {}),
      });
  const from = env.MAIL_FROM ?? defaultFrom(env.APP_URL);
  return {
    configured: true,
    send: async (message) => {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        // The code and the server's reply code only: never the message, its links or the credentials.
        const e = error as { code?: string; responseCode?: number };
        log?.warn({ code: e.code, responseCode: e.responseCode, subject: message.subject }, 'falha ao enviar e-mail');
        throw error;
      }
    },
    close: () => transport.close(),
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface MailContent {
  /** The company the e-mail speaks for (its name goes in the header and the subject's end). */
  company: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action. */
  note?: string;
  /** Small print that ends in a link: why the e-mail came and where to stop it. */
  stop?: { text: string; url: string };
  /** Rows of label and value (figures of a summary); a third element links the label (a bill in the app). */
  table?: Array<[string, string] | [string, string, string]>;
}

/** One pt-BR layout for every e-mail, as plain text and as HTML (inline styles only). */
export function renderMail(c: MailContent): { text: string; html: string } {
  const text = [
    `Livro Caixa — ${c.company}`,
    '',
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.table ? [...c.table.map(([k, v, url]) => `${k}: ${v}${url ? ` (${url})` : ''}`), ''] : []),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...(c.note ? [c.note, ''] : []),
    ...(c.stop ? [`${c.stop.text} ${c.stop.url}`, ''] : []),
    '—',
    'Mensagem automática do Livro Caixa. Não responda a este e-mail.',
  ].join('\n');
  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#27272a">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e4e4e7;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e4e4e7;font-size:13px;color:#52525b"><strong style="color:#047857">Livro Caixa</strong> · ${escapeHtml(c.company)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:#18181b">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map(p).join('\n')}
${
  c.table
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">${c.table
        .map(
          ([k, v, url]) =>
            `<tr><td style="padding:6px 0;border-bottom:1px solid #f4f4f5;color:#52525b;font-size:14px">${url ? `<a href="${escapeHtml(url)}" style="color:#047857">${escapeHtml(k)}</a>` : escapeHtml(k)}</td><td style="padding:6px 0;border-bottom:1px solid #f4f4f5;text-align:right;font-size:14px;color:#18181b">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${
  c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;padding:12px 20px;background:#047857;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;font-size:15px">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b">Se o botão não funcionar, copie e cole este endereço no navegador:<br><span style="word-break:break-all">${escapeHtml(c.action.url)}</span></p>`
    : ''
}
${c.note ? `<p style="margin:0 0 16px;font-size:13px;color:#52525b">${escapeHtml(c.note)}</p>` : ''}
${c.stop ? `<p style="margin:0 0 16px;font-size:13px;color:#52525b">${escapeHtml(c.stop.text)} <a href="${escapeHtml(c.stop.url)}" style="color:#047857">${escapeHtml(c.stop.url)}</a></p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:12px;color:#71717a">Mensagem automática do Livro Caixa. Não responda a este e-mail.</td></tr>
</table>
</body></html>`;
  return { text, html };
}
