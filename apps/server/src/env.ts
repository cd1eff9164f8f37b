import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { isValidIpOrCidr } from './lib/ip.js';

/** proxy-addr's names for well-known ranges, which Fastify's trustProxy accepts in a list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Which peers may set the client's IP through X-Forwarded-For (ADR 013): off, a hop count, or the
 * proxies' addresses/CIDRs. `true` (trust whoever connects) is refused.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const v = (raw ?? '').trim();
    if (v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true não é mais aceito (confiaria em qualquer cliente): informe quantos proxies há à frente do app (ex.: 1) ou os endereços/CIDRs deles (ex.: 10.0.0.2,10.1.0.0/16)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 20) return hops;
      ctx.addIssue({ code: 'custom', message: 'número de proxies deve estar entre 0 e 20' });
      return z.NEVER;
    }
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !(PROXY_RANGE_NAMES.includes(e) || isValidIpOrCidr(e)));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `endereço ou CIDR inválido: ${bad.map((e) => JSON.stringify(e)).join(', ')} (use um número de proxies ou uma lista separada por vírgulas)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** An unset or empty variable is undefined. */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Every setting of the process, read once at boot from the environment and checked. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve começar com postgres:// ou postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Connections each instance keeps to PostgreSQL (docs/postgresql.md). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(8)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  /** Requests per minute per user (or per IP when anonymous) on the whole API; 0 = off. */
  API_RATE_LIMIT: z.coerce.number().int().min(0).default(0),
  /** Login attempts per 15 minutes, per IP and per e-mail. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Registrations per hour per IP. */
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  WEB_DIST: z.string().optional(),
  /** Outgoing e-mail (ADR 018): a whole URL (smtp://user:pass@host:587, smtps://…) or the parts. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL deve começar com smtp:// ou smtps://')
      .optional(),
  ),
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65_535)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  SMTP_SECURE: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
  /** The sender: `Livro Caixa <nao-responda@empresa.com.br>`. */
  MAIL_FROM: optionalString,
  /** The app's public address, for links in e-mails (never taken from a request's Host header). */
  APP_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, error: 'APP_URL deve ser um endereço http:// ou https://' })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  /** Password-recovery requests per hour per e-mail (per IP: the triple). */
  PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Seconds between two passes of the scheduled jobs (backups, e-mail notifications, recurring bills). */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Threads that draw the PDFs (ADR 033); 0 draws them on the main thread. Default: one per core. */
  DOCUMENT_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(() => availableParallelism()),
  /** The largest bank statement file taken, in MB (ADR 045); a larger upload is a 413. */
  BANK_UPLOAD_MAX_MB: z.coerce.number().min(0.001).max(1024).default(10),
  /** The most postings one bank statement file may have (ADR 043). */
  BANK_STATEMENT_MAX_LINES: z.coerce.number().int().min(1).max(10_000_000).default(200_000),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  if (parsed.data.ADMIN_EMAIL && !parsed.data.ADMIN_PASSWORD) {
    throw new Error('Configuração inválida: ADMIN_EMAIL exige ADMIN_PASSWORD (mínimo 8 caracteres)');
  }
  const env = parsed.data;
  if ((env.SMTP_URL || env.SMTP_HOST) && !env.APP_URL) {
    throw new Error(
      'Configuração inválida: com SMTP configurado, APP_URL (o endereço público do app, ex.: https://caixa.empresa.com.br) é obrigatório para os links dos e-mails',
    );
  }
  return env;
}
