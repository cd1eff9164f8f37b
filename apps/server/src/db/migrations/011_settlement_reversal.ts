import type { Migration } from 'kysely';
import { addColumns, createIndexes, type MigrationDb, moneyType } from './helpers.js';

/**
 * Settlement reversal and the tripeiro account a settlement pays down (issue 15, ADR 022).
 *
 * - `status` 'acertado' (standing) or 'estornado' (reversed: its payments are pending again),
 *   with the reason, when and by whom, as payouts have since migration 010.
 * - `conta_id` / `conta_numero`: the tripeiro account whose saldo devedor the settlement lowered
 *   (kept by id and number without a foreign key: history outlives a deleted account), and
 *   `abatimento`, the centavos it took off that saldo devedor, which a reversal gives back.
 *
 * SQLite adds one column per ALTER TABLE, so each column is its own statement.
 */
export const settlementReversal: Migration = {
  async up(db: MigrationDb) {
    const money = moneyType(db);
    await addColumns(db, 'settlements', [
      ['status', 'text', (c) => c.notNull().defaultTo('acertado')],
      ['estorno_motivo', 'text'],
      ['estornado_em', 'text'],
      ['estornado_por', 'integer', (c) => c.references('users.id').onDelete('set null')],
      ['conta_id', 'integer'],
      ['conta_numero', 'text'],
      ['abatimento', money, (c) => c.notNull().defaultTo(0)],
    ]);
    // The closing finds the month's paid items through the month's payments (ADR 022), and the
    // items of deleted payments by their own date.
    await createIndexes(db, 'payout_items', {
      payout_items_payment: ['tenant_id', 'payment_id'],
      payout_items_date: ['tenant_id', 'data_pagamento'],
    });
    await createIndexes(db, 'settlement_items', {
      settlement_items_payment: ['tenant_id', 'payment_id'],
      settlement_items_date: ['tenant_id', 'data_pagamento'],
    });
    // The list page filters by date within a company (ADR 022).
    await createIndexes(db, 'settlements', { settlements_tenant_data: ['tenant_id', 'data_acerto'] });
    await createIndexes(db, 'payouts', { payouts_tenant_data: ['tenant_id', 'data_pagamento'] });
  },
};
