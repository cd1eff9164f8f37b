import type { Executor } from '../db/database.js';
import { newToken, sha256 } from '../lib/crypto.js';

/** A reset link works for 30 minutes, once (issue 14, ADR 018). */
export const RESET_TTL_MS = 30 * 60_000;

/** A new reset token for the user: the token goes in the e-mail, only its SHA-256 is stored. */
export async function createPasswordReset(db: Executor, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Spends a token: the user it was for, or null when it is unknown, used or expired. The conditional
 * update makes two uses racing each other end with one winner.
 */
export async function consumePasswordReset(db: Executor, token: string, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** After a reset, the user's other links stop working; old rows of everyone are dropped. */
export async function deletePasswordResets(db: Executor, userId: number, now: Date): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  await db
    .deleteFrom('password_resets')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60_000).toISOString())
    .execute();
}
