import { RECOVERY_MSG } from '@livro-caixa/domain';
import { consumePasswordReset, createPasswordReset, deletePasswordResets } from '../../accounts/password-resets.js';
import { hashPassword } from '../../accounts/passwords.js';
import { deleteUserSessions } from '../../accounts/sessions.repository.js';
import { findUserForLogin } from '../../accounts/users.repository.js';
import type { Db } from '../../db/database.js';
import { logActivity } from '../../lib/activity.js';
import { AppError, rateLimited, validationError } from '../../lib/errors.js';
import { type Mailer, renderMail } from '../../lib/mailer.js';
import { hitRateLimit } from '../../lib/rate-limit.js';

export interface ResetContext {
  db: Db;
  now: Date;
  ip: string;
  mailer: Mailer;
  appUrl: string | undefined;
  /** Requests per hour per e-mail; per IP the triple. */
  limit: number;
  /** Failures of the background send (the answer is already gone). */
  onSendError: (error: unknown) => void;
}

const ONE_HOUR = 60 * 60_000;

export const mailNotConfigured = () => new AppError('MAIL_NOT_CONFIGURED', 503, RECOVERY_MSG.mailNotConfigured);

export function resetMail(to: { name: string; company: string }, link: string) {
  return {
    subject: `Redefinição de senha — ${to.company}`,
    ...renderMail({
      company: to.company,
      heading: 'Redefinição de senha',
      paragraphs: [
        `Olá, ${to.name}.`,
        `Recebemos um pedido para criar uma nova senha para a sua conta no Livro Caixa da empresa ${to.company}.`,
      ],
      action: { label: 'Criar nova senha', url: link },
      note: 'O link vale por 30 minutos e só pode ser usado uma vez. Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.',
    }),
  };
}

/**
 * 'Esqueci minha senha': the same answer whether or not the e-mail has an account, and the e-mail
 * is sent after the answer, so the time taken does not tell either.
 */
export async function requestPasswordReset(ctx: ResetContext, email: string): Promise<void> {
  if (!ctx.mailer.configured || !ctx.appUrl) throw mailNotConfigured();
  const [ipOk, emailOk] = await Promise.all([
    hitRateLimit(ctx.db, `reset:ip:${ctx.ip}`, ctx.limit * 3, ONE_HOUR, ctx.now),
    hitRateLimit(ctx.db, `reset:email:${email}`, ctx.limit, ONE_HOUR, ctx.now),
  ]);
  if (!ipOk || !emailOk) throw rateLimited();

  const user = await findUserForLogin(ctx.db, email);
  if (user?.is_active !== 1) return;
  // The token is stored and the e-mail sent after the answer: an existing account costs the
  // request no more time than an unknown one.
  const { db, now, appUrl, mailer } = ctx;
  void (async () => {
    const token = await createPasswordReset(db, user.id, now);
    // The token travels in the fragment: browsers never send it to the server, so it stays out
    // of access logs and Referer headers.
    const link = `${appUrl}/reset-password#token=${token}`;
    await mailer.send({ to: user.email, ...resetMail({ name: user.name, company: user.tenant_name }, link) });
  })().catch(ctx.onSendError);
}

/** Sets the new password from a link's token, once, and ends every session of the user. */
export async function resetPassword(db: Db, token: string, password: string, now: Date): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const userId = await consumePasswordReset(trx, token, now);
    if (userId === null) throw validationError(RECOVERY_MSG.resetInvalid, { token: RECOVERY_MSG.resetInvalid });
    const user = await trx.selectFrom('users').select(['tenant_id']).where('id', '=', userId).executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ password_hash: hash, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
    await deleteUserSessions(trx, userId);
    await deletePasswordResets(trx, userId, now);
    await logActivity(trx, {
      tenantId: user.tenant_id,
      userId,
      action: 'UPDATE',
      entityType: 'user',
      entityId: userId,
      at: now,
    });
  });
}
