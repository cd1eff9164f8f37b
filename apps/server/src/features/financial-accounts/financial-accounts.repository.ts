import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { FinancialAccountsTable } from '../../db/schema.js';

/** An account as stored (centavos, flags 0/1). */
export type AccountRow = Selectable<FinancialAccountsTable>;

/** The company's account `id`, or undefined (another company's id reads as missing). */
export function findAccountRow(db: Executor, tenantId: number, id: number): Promise<AccountRow | undefined> {
  return db
    .selectFrom('financial_accounts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
