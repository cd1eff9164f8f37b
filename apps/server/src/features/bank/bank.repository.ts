import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { BankLinesTable, BankRulesTable, BankStatementsTable, FinancialAccountsTable } from '../../db/schema.js';

/** The SQL of the import, the imports' list and the rules; always in the session's company. */

export type StatementRow = Selectable<BankStatementsTable>;
export type RuleRow = Selectable<BankRulesTable>;
export type AccountRow = Selectable<FinancialAccountsTable>;

/** The company's accounts that an OFX may name (bank accounts and cards with a number). */
export function accountsWithNumbers(db: Executor, tenantId: number) {
  return db
    .selectFrom('financial_accounts')
    .select(['id', 'tipo', 'banco', 'conta', 'ativa'])
    .where('tenant_id', '=', tenantId)
    .where('conta', 'is not', null)
    .execute();
}

/** The keys already stored in the account between two dates, as `chave#ocorrencia`. */
export async function storedKeys(
  db: Executor,
  tenantId: number,
  contaId: number,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('bank_lines')
    .select(['chave', 'ocorrencia'])
    .where('tenant_id', '=', tenantId)
    .where('conta_id', '=', contaId)
    .where('data', '>=', from)
    .where('data', '<=', to)
    .execute();
  return new Set(rows.map((r) => `${r.chave}#${r.ocorrencia}`));
}

/** Lines inserted a chunk at a time; a line whose key and occurrence are stored is skipped. */
export async function insertLines(
  db: Executor,
  rows: Insertable<BankLinesTable>[],
): Promise<Array<{ chave: string; ocorrencia: number; regra_id: number | null }>> {
  const inserted: Array<{ chave: string; ocorrencia: number; regra_id: number | null }> = [];
  const CHUNK = 500;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const got = await db
      .insertInto('bank_lines')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['tenant_id', 'conta_id', 'chave', 'ocorrencia']).doNothing())
      .returning(['chave', 'ocorrencia', 'regra_id'])
      .execute();
    for (const row of got) inserted.push(row);
  }
  return inserted;
}

export function activeRules(db: Executor, tenantId: number, contaId: number) {
  return db
    .selectFrom('bank_rules')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('ativa', '=', 1)
    .where((eb) => eb.or([eb('conta_id', 'is', null), eb('conta_id', '=', contaId)]))
    .orderBy('id')
    .execute();
}

export function findStatement(db: Executor, tenantId: number, id: number) {
  return db
    .selectFrom('bank_statements')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listStatements(db: Executor, tenantId: number, contaId?: number) {
  let query = db
    .selectFrom('bank_statements as s')
    .innerJoin('financial_accounts as a', (j) =>
      j.onRef('a.id', '=', 's.conta_id').onRef('a.tenant_id', '=', 's.tenant_id'),
    )
    .selectAll('s')
    .select('a.nome as conta_nome')
    .where('s.tenant_id', '=', tenantId);
  if (contaId !== undefined) query = query.where('s.conta_id', '=', contaId);
  return query.orderBy('s.id', 'desc').limit(500).execute();
}

export function listRules(db: Executor, tenantId: number) {
  return db.selectFrom('bank_rules').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
}

export function findRule(db: Executor, tenantId: number, id: number) {
  return db
    .selectFrom('bank_rules')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
