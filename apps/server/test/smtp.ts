import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { companyFixture, type TestApp } from './app.js';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename?: string; contentType: string; size: number; content: Buffer }>;
}

/**
 * A real SMTP server on a free port for the tests (smtp-server), reading what arrives with
 * mailparser. No TLS and no login: the app's transport speaks plain SMTP to it.
 */
export async function startSmtp() {
  const inbox: ReceivedMail[] = [];
  let failNext = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      if (failNext > 0) {
        failNext -= 1;
        stream.resume();
        stream.on('end', () => {
          const error = new Error('Falha temporária') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.size,
              content: a.content,
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The next `n` messages are refused with a temporary error (451). */
    failNext(n: number) {
      failNext = n;
    },
    /** Messages to `to` (all when omitted). */
    to(address: string) {
      return inbox.filter((m) => m.to.includes(address));
    },
    /** Waits for the `count`-th message to `to`, failing after `ms`. */
    async waitFor(address: string, count = 1, ms = 5_000): Promise<ReceivedMail> {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const got = inbox.filter((m) => m.to.includes(address));
        if (got.length >= count) return got[count - 1] as ReceivedMail;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`nenhum e-mail (${count}) para ${address} em ${ms} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;

/** The env of an app that sends through `smtp`. */
export function mailEnv(smtp: TestSmtp) {
  return { SMTP_URL: smtp.url, MAIL_FROM: 'Livro Caixa <nao-responda@livrocaixa.test>', APP_URL: 'http://app.test' };
}

/**
 * One SMTP server for the calling file, and for each of its tests a fresh app that sends through
 * it with the owner of a company named `companyName` (test/app.ts, companyFixture).
 */
export function mailCompanyFixture(companyName: string, { prepare }: { prepare?: (t: TestApp) => void } = {}) {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });
  const company = companyFixture(companyName, { env: () => mailEnv(smtp), ...(prepare ? { prepare } : {}) });
  return {
    get smtp() {
      return smtp;
    },
    get t() {
      return company.t;
    },
    get owner() {
      return company.owner;
    },
    req: company.req,
  };
}

/** The token in the link of a received reset e-mail (it travels in the URL's fragment). */
export function resetTokenOf(text: string): string {
  const match = /http:\/\/app\.test\/reset-password#token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
}
