import type { Executor } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { type AccountRow, findAccountRow } from './financial-accounts.repository.js';

export const ACCOUNT_NOT_FOUND = 'Conta não encontrada';

/**
 * The session company's account `id` as stored (centavos, flags 0/1), or the 404 'Conta não
 * encontrada': another company's id is refused like a missing one. Archived accounts are found too
 * (a caller that takes new records checks `ativa` itself).
 */
export async function requireAccount(db: Executor, tenantId: number, id: number): Promise<AccountRow> {
  const row = await findAccountRow(db, tenantId, id);
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  return row;
}
