import type { Migration } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * Bills and receivables (issue 22 §1–§2; docs/product-rules.md "Bills and receivables", ADR 050).
 *
 * expenses:
 * - `situacao` 'paga' | 'a_pagar' (not null, default 'paga': every existing expense was paid on
 *   its own date and stays so);
 * - `vencimento` (AAAA-MM-DD) the due date of a bill; null for an expense paid on the spot;
 * - `data_baixa` the day a bill was paid; null for an ordinary expense (it moved on data_despesa);
 * - `parcelamento_id`, `parcela`, `parcelas`: instalment n of N; `parcelamento_id` is the company's
 *   number (`numero`) of the first instalment, so it survives a restore, which keeps numbers;
 * - `origem_numero`: on the juros row a bill's payment records, the bill's `numero` (ADR 050);
 *   null otherwise.
 * payments:
 * - `vencimento` the due date of a pending entrada (a receivable); `data_recebimento` the day it was
 *   received (null: data_pagamento); `parcelamento_id`, `parcela`, `parcelas` as for expenses;
 * - `origem_numero`: on the entrada a bill's payment records for a desconto obtido (ADR 050), the
 *   bill's `numero`; null otherwise.
 * tenants:
 * - `aviso_contas_dias` (1–60, default 7): "bills due in the next N days".
 *
 * Nothing existing changes: the new columns are null, or 'paga' / 7 by default.
 */
export const bills: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('expenses')
      .addColumn('situacao', 'text', (c) => c.notNull().defaultTo('paga'))
      .execute();
    await db.schema.alterTable('expenses').addColumn('vencimento', 'text').execute();
    await db.schema.alterTable('expenses').addColumn('data_baixa', 'text').execute();
    await db.schema.alterTable('expenses').addColumn('parcelamento_id', 'integer').execute();
    await db.schema.alterTable('expenses').addColumn('parcela', 'integer').execute();
    await db.schema.alterTable('expenses').addColumn('parcelas', 'integer').execute();
    await db.schema.alterTable('expenses').addColumn('origem_numero', 'integer').execute();

    await db.schema.alterTable('payments').addColumn('vencimento', 'text').execute();
    await db.schema.alterTable('payments').addColumn('data_recebimento', 'text').execute();
    await db.schema.alterTable('payments').addColumn('parcelamento_id', 'integer').execute();
    await db.schema.alterTable('payments').addColumn('parcela', 'integer').execute();
    await db.schema.alterTable('payments').addColumn('parcelas', 'integer').execute();
    await db.schema.alterTable('payments').addColumn('origem_numero', 'integer').execute();

    await db.schema
      .alterTable('tenants')
      .addColumn('aviso_contas_dias', 'integer', (c) => c.notNull().defaultTo(7))
      .execute();

    // The open bills and receivables by due date (the list, the dashboard card, the cash flow).
    await db.schema
      .createIndex('expenses_tenant_vencimento')
      .on('expenses')
      .columns(['tenant_id', 'situacao', 'vencimento'])
      .execute();
    await db.schema
      .createIndex('payments_tenant_vencimento')
      .on('payments')
      .columns(['tenant_id', 'status', 'vencimento'])
      .execute();
    // Paid bills by the day the money left (the cash flow).
    await db.schema.createIndex('expenses_tenant_baixa').on('expenses').columns(['tenant_id', 'data_baixa']).execute();
  },
};
