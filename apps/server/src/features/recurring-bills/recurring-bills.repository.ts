import type { Recurrence, RecurrenceFrequency } from '@livro-caixa/domain';
import { type Executor, isPostgres } from '../../db/database.js';
import type { RecurringBillsTable } from '../../db/schema.js';
import { findRow } from '../../lib/tenant-rows.js';

/** The SQL of recurring bills (ADR 051), always with the session's company. Centavos. */
export type TemplateRow = Omit<RecurringBillsTable, 'id'> & { id: number };

export const recurrenceOf = (t: Pick<TemplateRow, 'frequencia' | 'dia' | 'inicio' | 'fim'>): Recurrence => ({
  frequencia: t.frequencia as RecurrenceFrequency,
  dia: t.dia,
  inicio: t.inicio,
  fim: t.fim,
});

export function listTemplates(db: Executor, tenantId: number): Promise<TemplateRow[]> {
  return db
    .selectFrom('recurring_bills')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('descricao')
    .orderBy('id')
    .execute();
}

export function findTemplate(db: Executor, tenantId: number, id: number): Promise<TemplateRow | undefined> {
  return findRow(db, 'recurring_bills', tenantId, id);
}

/** The template's row, held (PostgreSQL) until the transaction ends: its edits and generations queue. */
export function lockTemplate(trx: Executor, tenantId: number, id: number): Promise<TemplateRow | undefined> {
  const q = trx.selectFrom('recurring_bills').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  return (isPostgres(trx) ? q.forUpdate() : q).executeTakeFirst();
}

/** The bills a template generated, oldest first (optionally from a date on). */
export function occurrencesOf(db: Executor, tenantId: number, modeloId: number, from?: string) {
  let q = db
    .selectFrom('expenses')
    .select(['id', 'numero', 'ocorrencia', 'vencimento', 'descricao', 'valor', 'situacao', 'data_despesa'])
    .where('tenant_id', '=', tenantId)
    .where('modelo_id', '=', modeloId);
  if (from !== undefined) q = q.where('ocorrencia', '>=', from);
  return q.orderBy('ocorrencia').execute();
}

/** Whether the company has an active account `id`. */
export async function activeAccount(db: Executor, tenantId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('financial_accounts')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('ativa', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A user to write a generated bill in the name of: the template's author, else the company's first active user. */
export async function authorOf(db: Executor, t: TemplateRow): Promise<number | null> {
  if (t.created_by !== null) return t.created_by;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', t.tenant_id)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
