import type { ColumnDefinitionBuilder, Migration } from 'kysely';
import { type MigrationDb, moneyType, primaryId } from './helpers.js';

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
    const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');
    await db.schema
      .createTable('recurring_bills')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('tenant_id', 'integer', tenant)
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
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('recurring_bills_tenant').on('recurring_bills').columns(['tenant_id', 'id']).execute();

    await db.schema.alterTable('expenses').addColumn('modelo_id', 'integer').execute();
    await db.schema.alterTable('expenses').addColumn('ocorrencia', 'text').execute();
    await db.schema
      .createIndex('expenses_modelo_ocorrencia')
      .unique()
      .on('expenses')
      .columns(['tenant_id', 'modelo_id', 'ocorrencia'])
      .execute();
  },
};
