import { MSG, RECOVERY_MSG, type RegisterData, SETTINGS_MSG, type User } from '@livro-caixa/domain';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../accounts/passwords.js';
import { useRecoveryCode } from '../../accounts/recovery-codes.js';
import { deleteSession, insertSession } from '../../accounts/sessions.repository.js';
import { parseAllowedIps } from '../../accounts/user-settings.js';
import {
  emailExists,
  findUserById,
  findUserForLogin,
  insertTenant,
  insertUser,
  toApiUser,
} from '../../accounts/users.repository.js';
import type { Db, Executor } from '../../db/database.js';
import { logActivity } from '../../lib/activity.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { AppError, conflict, rateLimited, unauthenticated, validationError } from '../../lib/errors.js';
import { ipAllowed } from '../../lib/ip.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { verifyTotp } from '../../lib/totp.js';

/** Idle timeout of a new session until the user chooses another in Configurações › Segurança. */
export const DEFAULT_SESSION_MINUTES = 30;

export interface AuthContext {
  db: Db;
  now: Date;
  ip: string;
  userAgent: string | null;
  limits: { login: number; register: number };
}

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

async function openSession(
  ctx: AuthContext,
  db: Executor,
  user: { id: number; tenant_id: number; session_timeout?: number },
) {
  const token = newToken();
  await insertSession(db, {
    tokenHash: sha256(token),
    userId: user.id,
    tenantId: user.tenant_id,
    idleMinutes: user.session_timeout ?? DEFAULT_SESSION_MINUTES,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    now: ctx.now,
  });
  return token;
}

export async function login(
  ctx: AuthContext,
  email: string,
  password: string,
  totpCode?: string,
  recoveryCode?: string,
): Promise<{ token: string; user: User }> {
  const [ipOk, emailOk] = await Promise.all([
    hitRateLimit(ctx.db, `login:ip:${ctx.ip}`, ctx.limits.login * 3, FIFTEEN_MINUTES, ctx.now),
    hitRateLimit(ctx.db, `login:email:${email}`, ctx.limits.login, FIFTEEN_MINUTES, ctx.now),
  ]);
  if (!ipOk || !emailOk) throw rateLimited();

  const row = await findUserForLogin(ctx.db, email);
  const valid = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
  if (!row || !valid) throw unauthenticated(MSG.invalidCredentials);
  if (row.is_active !== 1) throw new AppError('FORBIDDEN', 403, MSG.userDeactivated);
  if (row.ip_restriction === 1 && !ipAllowed(ctx.ip, parseAllowedIps(row.allowed_ips))) {
    throw new AppError('FORBIDDEN', 403, SETTINGS_MSG.ipNotAllowed);
  }
  if (row.totp_secret) {
    // A recovery code stands in for the authenticator's code, once (ADR 018).
    if (recoveryCode) {
      if (!(await useRecoveryCode(ctx.db, row.id, recoveryCode, ctx.now))) {
        throw unauthenticated(RECOVERY_MSG.recoveryCodeInvalid);
      }
    } else if (!totpCode) {
      throw validationError(SETTINGS_MSG.totpRequired, { totpCode: SETTINGS_MSG.totpRequired });
    } else if (!(await verifyTotp(row.totp_secret, totpCode, ctx.now))) {
      throw unauthenticated(SETTINGS_MSG.totpInvalid);
    }
  }

  return ctx.db.transaction().execute(async (trx) => {
    const token = await openSession(ctx, trx, row);
    await logActivity(trx, {
      tenantId: row.tenant_id,
      userId: row.id,
      action: 'LOGIN',
      entityType: 'user',
      entityId: row.id,
      at: ctx.now,
    });
    return { token, user: toApiUser(row) };
  });
}

export async function register(ctx: AuthContext, input: RegisterData): Promise<{ token: string; user: User }> {
  if (!(await hitRateLimit(ctx.db, `register:ip:${ctx.ip}`, ctx.limits.register, ONE_HOUR, ctx.now))) {
    throw rateLimited();
  }
  if (await emailExists(ctx.db, input.email)) throw conflict(MSG.emailTaken, { email: MSG.emailTaken });

  const passwordHash = await hashPassword(input.password);
  const at = ctx.now.toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const tenantId = await insertTenant(trx, {
        name: input.companyName ?? input.name,
        tipo_empresa: input.companyType,
        cnpj: input.cnpj,
        at,
      });
      const userId = await insertUser(trx, {
        tenant_id: tenantId,
        name: input.name,
        email: input.email,
        password_hash: passwordHash,
        role: 'user',
        is_active: 1,
        created_at: at,
        updated_at: at,
      });
      await logActivity(trx, { tenantId, userId, action: 'CREATE', entityType: 'user', entityId: userId, at: ctx.now });
      const token = await openSession(ctx, trx, { id: userId, tenant_id: tenantId });
      const user = await findUserById(trx, userId);
      if (!user) throw new Error('registered user vanished');
      return { token, user: toApiUser(user) };
    });
  } catch (error) {
    // Two registrations of one e-mail at the same instant: the unique index decides.
    if (await emailExists(ctx.db, input.email)) throw conflict(MSG.emailTaken, { email: MSG.emailTaken });
    throw error;
  }
}

export async function logout(db: Db, session: { sessionId: number; userId: number; tenantId: number }, now: Date) {
  await db.transaction().execute(async (trx) => {
    await deleteSession(trx, session.sessionId);
    await logActivity(trx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'LOGOUT',
      entityType: 'user',
      entityId: session.userId,
      at: now,
    });
  });
}
