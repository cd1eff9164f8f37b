import { CompiledQuery, type Insertable, type Selectable } from 'kysely';
import { type Executor, isPostgres } from '../../db/database.js';
import type { BankLinesTable, BankRulesTable, BankStatementsTable, FinancialAccountsTable } from '../../db/schema.js';
import { findRow } from '../../lib/tenant-rows.js';
import { BANK_LINE_COLUMNS } from './bank.table.js';

/** The SQL of the import, the imports' list and the rules; always in the session's company. */

export type StatementRow = Selectable<BankStatementsTable>;
export type RuleRow = Selectable<BankRulesTable>;
export type AccountRow = Selectable<FinancialAccountsTable>;

/** The company's accounts that an OFX may name (bank accounts and cards with a number). */
export function accountsWithNumbers(db: Executor, tenantId: number) {
  return db
    .selectFrom('financial_accounts')
    .select(['id', 'nome', 'tipo', 'banco', 'conta', 'ativa'])
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

const LINE_COLUMNS = ['tenant_id', ...BANK_LINE_COLUMNS] as const;
type LineValues = { [K in (typeof LINE_COLUMNS)[number]]: Insertable<BankLinesTable>[K] };
const CHUNK = 500;
const insertText = new Map<number, string>();

/**
 * SQLite's insert of `rows` lines, its text written once per size (a 10,000-line import built
 * through the query builder spent most of its time building 150,000 value nodes).
 */
function insertSql(rows: number): string {
  let text = insertText.get(rows);
  if (!text) {
    const tuple = `(${LINE_COLUMNS.map(() => '?').join(', ')})`;
    text = `insert into bank_lines (${LINE_COLUMNS.join(', ')}) values ${Array.from({ length: rows }, () => tuple).join(', ')}
      on conflict (tenant_id, conta_id, chave, ocorrencia) do nothing returning chave, ocorrencia, regra_id`;
    insertText.set(rows, text);
  }
  return text;
}

/** Each column's PostgreSQL type, for the arrays `unnest` turns into rows. */
const PG_TYPES: Record<(typeof LINE_COLUMNS)[number], string> = {
  tenant_id: 'integer',
  conta_id: 'integer',
  extrato_id: 'integer',
  data: 'text',
  valor: 'bigint',
  descricao: 'text',
  fitid: 'text',
  chave: 'text',
  ocorrencia: 'integer',
  situacao: 'text',
  automatico: 'integer',
  motivo: 'text',
  regra_id: 'integer',
  created_at: 'text',
  updated_at: 'text',
};
/** On PostgreSQL one statement takes this many lines as 15 arrays (parsed once, one round trip). */
const PG_CHUNK = 5000;
const PG_INSERT = `insert into bank_lines (${LINE_COLUMNS.join(', ')})
  select * from unnest(${LINE_COLUMNS.map((c, i) => `$${i + 1}::${PG_TYPES[c]}[]`).join(', ')})
  on conflict (tenant_id, conta_id, chave, ocorrencia) do nothing returning chave, ocorrencia, regra_id`;

/** Lines inserted a chunk at a time; a line whose key and occurrence are stored is skipped. */
export async function insertLines(
  db: Executor,
  rows: LineValues[],
): Promise<Array<{ chave: string; ocorrencia: number; regra_id: number | null }>> {
  const inserted: Array<{ chave: string; ocorrencia: number; regra_id: number | null }> = [];
  if (isPostgres(db)) {
    for (let i = 0; i < rows.length; i += PG_CHUNK) {
      const chunk = rows.slice(i, i + PG_CHUNK);
      const parameters = LINE_COLUMNS.map((c) => chunk.map((row) => row[c]));
      const result = await db.executeQuery<{ chave: string; ocorrencia: number; regra_id: number | null }>(
        CompiledQuery.raw(PG_INSERT, parameters),
      );
      for (const row of result.rows) inserted.push({ ...row, ocorrencia: Number(row.ocorrencia) });
    }
    return inserted;
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const parameters = chunk.flatMap((row) => LINE_COLUMNS.map((c) => row[c]));
    const result = await db.executeQuery<{ chave: string; ocorrencia: number; regra_id: number | null }>(
      CompiledQuery.raw(insertSql(chunk.length), parameters),
    );
    for (const row of result.rows) inserted.push({ ...row, ocorrencia: Number(row.ocorrencia) });
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
  return findRow(db, 'bank_statements', tenantId, id);
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
  return findRow(db, 'bank_rules', tenantId, id);
}
