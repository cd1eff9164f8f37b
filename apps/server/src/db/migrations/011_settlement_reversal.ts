import type { Migration } from 'kysely';
import { type MigrationDb, moneyType } from './helpers.js';

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
    await db.schema
      .alterTable('settlements')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('acertado'))
      .execute();
    await db.schema.alterTable('settlements').addColumn('estorno_motivo', 'text').execute();
    await db.schema.alterTable('settlements').addColumn('estornado_em', 'text').execute();
    await db.schema
      .alterTable('settlements')
      .addColumn('estornado_por', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('settlements').addColumn('conta_id', 'integer').execute();
    await db.schema.alterTable('settlements').addColumn('conta_numero', 'text').execute();
    await db.schema
      .alterTable('settlements')
      .addColumn('abatimento', money, (c) => c.notNull().defaultTo(0))
      .execute();
    // The closing finds the month's paid items through the month's payments (ADR 022), and the
    // items of deleted payments by their own date.
    await db.schema
      .createIndex('payout_items_payment')
      .on('payout_items')
      .columns(['tenant_id', 'payment_id'])
      .execute();
    await db.schema
      .createIndex('payout_items_date')
      .on('payout_items')
      .columns(['tenant_id', 'data_pagamento'])
      .execute();
    await db.schema
      .createIndex('settlement_items_payment')
      .on('settlement_items')
      .columns(['tenant_id', 'payment_id'])
      .execute();
    await db.schema
      .createIndex('settlement_items_date')
      .on('settlement_items')
      .columns(['tenant_id', 'data_pagamento'])
      .execute();
    // The list page filters by date within a company (ADR 022).
    await db.schema
      .createIndex('settlements_tenant_data')
      .on('settlements')
      .columns(['tenant_id', 'data_acerto'])
      .execute();
    await db.schema.createIndex('payouts_tenant_data').on('payouts').columns(['tenant_id', 'data_pagamento']).execute();
  },
};
