import { messageResponseSchema, RECOVERY_MSG, SETTINGS_MSG } from '@livro-caixa/domain';
import { deleteRecoveryCodes } from '../../accounts/recovery-codes.js';
import type { Db } from '../../db/database.js';
import { logActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/errors.js';
import { idParams } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { routePlugin } from '../../plugins/routes.js';

/**
 * A platform admin turns a user's two-step verification off (a lost phone and no recovery code
 * left, ADR 018): the secret and the recovery codes go, and the company's activity log records who
 * did it. The user signs in with the password and can enrol again.
 */
export async function resetTwoFactor(db: Db, actor: Actor, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'tenant_id', 'totp_secret'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound();
    if (!user.totp_secret) throw conflict(SETTINGS_MSG.totpOff);
    await trx
      .updateTable('users')
      .set({ totp_secret: null, totp_pending_secret: null, updated_at: actor.now.toISOString() })
      .where('id', '=', userId)
      .execute();
    await deleteRecoveryCodes(trx, userId);
    await logActivity(trx, {
      tenantId: user.tenant_id,
      userId: actor.userId,
      action: 'UPDATE',
      entityType: 'two_factor',
      entityId: userId,
      at: actor.now,
    });
  });
}

export const twoFactorResetRoutes = routePlugin(['Administração'], (app, tags) => {
  app.post(
    '/admin/users/:id/2fa/reset',
    {
      config: { access: 'admin' as const },
      schema: {
        tags,
        summary: 'Desativar a verificação em duas etapas de um usuário (registrado no histórico)',
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await resetTwoFactor(app.db, actor, request.params.id);
      request.log.info({ adminId: actor.userId, userId: request.params.id }, 'verificação em duas etapas redefinida');
      return { message: RECOVERY_MSG.twoFactorReset };
    },
  );
});
