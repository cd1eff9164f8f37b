import type { Migration } from 'kysely';
import { addColumns, createIndexes, type MigrationDb } from './helpers.js';

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
    await addColumns(db, 'expenses', [
      ['situacao', 'text', (c) => c.notNull().defaultTo('paga')],
      ['vencimento', 'text'],
      ['data_baixa', 'text'],
      ['parcelamento_id', 'integer'],
      ['parcela', 'integer'],
      ['parcelas', 'integer'],
      ['origem_numero', 'integer'],
    ]);

    await addColumns(db, 'payments', [
      ['vencimento', 'text'],
      ['data_recebimento', 'text'],
      ['parcelamento_id', 'integer'],
      ['parcela', 'integer'],
      ['parcelas', 'integer'],
      ['origem_numero', 'integer'],
    ]);

    await addColumns(db, 'tenants', [['aviso_contas_dias', 'integer', (c) => c.notNull().defaultTo(7)]]);

    // The open bills and receivables by due date (the list, the dashboard card, the cash flow).
    await createIndexes(db, 'expenses', { expenses_tenant_vencimento: ['tenant_id', 'situacao', 'vencimento'] });
    await createIndexes(db, 'payments', { payments_tenant_vencimento: ['tenant_id', 'status', 'vencimento'] });
    // Paid bills by the day the money left (the cash flow).
    await createIndexes(db, 'expenses', { expenses_tenant_baixa: ['tenant_id', 'data_baixa'] });
  },
};
