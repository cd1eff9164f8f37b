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
  return parsed.data;
}
