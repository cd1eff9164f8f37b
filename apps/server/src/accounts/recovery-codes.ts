import { randomInt } from 'node:crypto';
import type { Executor } from '../db/database.js';
import { sha256 } from '../lib/crypto.js';

/** Ten codes per set; each logs in once in place of the authenticator's code (ADR 018). */
export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L: read from paper and typed back. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `XXXXX-XXXXX`: 10 characters of a 31-letter alphabet, about 49 bits. */
function newCode(): string {
  let s = '';
  for (let i = 0; i < 10; i += 1) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** What a user types, in any case, with or without the dash or spaces, as it was hashed. */
export function normalizeRecoveryCode(input: string): string {
  const s = input.toUpperCase().replace(/[\s-]/g, '');
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** Replaces the user's codes with ten new ones and returns them (the only time they are readable). */
export async function replaceRecoveryCodes(db: Executor, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((c) => ({ user_id: userId, code_hash: sha256(c), created_at: now.toISOString(), used_at: null })))
    .execute();
  return codes;
}

export async function deleteRecoveryCodes(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/**
 * Spends one code: true when it was one of the user's unused codes. One conditional update, so two
 * logins racing with the same code cannot both pass.
 */
export async function useRecoveryCode(db: Executor, userId: number, input: string, now: Date): Promise<boolean> {
  const res = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', sha256(normalizeRecoveryCode(input)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
