import type { Migration } from 'kysely';
import { addColumns, createIndexes, type MigrationDb, moneyType, tenantTable, timestamps } from './helpers.js';

/**
 * Recurring bills (issue 22 §1; docs/product-rules.md "Recurring bills", ADR 051).
 *
 * - `recurring_bills`: a company's templates. What each bill is (descricao, valor in centavos,
 *   categoria by name as an expense's, forma_pagamento, conta_id, observacoes) and when it falls
 *   (`frequencia` 'mensal' | 'semanal' | 'anual', `dia` 1–31 for mensal, `inicio`, optional `fim`).
 *   `gerado_ate`: the last date the job generated bills up to (null: none yet); the job only ever
 *   generates after it, so a bill the owner deleted is not made again.
 * - expenses: `modelo_id` (the template; null for any other expense) and `ocorrencia` (the
 *   occurrence's date, AAAA-MM-DD, kept when the bill's vencimento is moved) with a unique index
 *   (tenant_id, modelo_id, ocorrencia): each occurrence exists at most once, whoever generates it.
 *
 * Nothing existing changes: the new columns are null.
 */
export const recurringBills: Migration = {
  async up(db: MigrationDb) {
    await tenantTable(db, 'recurring_bills', { cascade: true })
      .addColumn('descricao', 'text', (c) => c.notNull())
      .addColumn('valor', moneyType(db), (c) => c.notNull())
      .addColumn('categoria', 'text', (c) => c.notNull())
      .addColumn('forma_pagamento', 'text')
      .addColumn('conta_id', 'integer')
      .addColumn('observacoes', 'text')
      .addColumn('frequencia', 'text', (c) => c.notNull())
      .addColumn('dia', 'integer')
      .addColumn('inicio', 'text', (c) => c.notNull())
      .addColumn('fim', 'text')
      .addColumn('gerado_ate', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'recurring_bills', { recurring_bills_tenant: ['tenant_id', 'id'] });

    await addColumns(db, 'expenses', [
      ['modelo_id', 'integer'],
      ['ocorrencia', 'text'],
    ]);
    await createIndexes(db, 'expenses', {
      expenses_modelo_ocorrencia: { unique: ['tenant_id', 'modelo_id', 'ocorrencia'] },
    });
  },
};
