import type { Migration } from 'kysely';
import { addColumns, type MigrationDb } from './helpers.js';

/**
 * Settling after the closing (docs/product-rules.md "Settling after the closing", ADR 038).
 *
 * - `payments.data_lancamento`: the entry's own date, kept when a settlement made in an open month
 *   collected it from a closed month. The payment's `data_pagamento` is then the settlement's date,
 *   the month its cash counts in; null for every other payment.
 * - `settlement_items.mes_fechado`: 1 when the item's entrada was of a closed month when settled
 *   (so the settlement moved it to its own date, and its reversal moves it back); 0 otherwise,
 *   as for every item settled before this migration.
 *
 * SQLite adds one column per ALTER TABLE, so each column is its own statement.
 */
export const settlingAfterClosing: Migration = {
  async up(db: MigrationDb) {
    await addColumns(db, 'payments', [['data_lancamento', 'text']]);
    await addColumns(db, 'settlement_items', [['mes_fechado', 'integer', (c) => c.notNull().defaultTo(0)]]);
  },
};
