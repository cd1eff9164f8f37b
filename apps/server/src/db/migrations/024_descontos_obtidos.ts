import { type Migration, sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * The DRE's "Descontos obtidos" (ADR 052, amended): a bill's desconto obtido is a confirmed entrada
 * with `origem_numero` set (ADR 050), a receita financeira rather than revenue. The DRE reads the
 * period's few such rows per month by this partial index (only rows with `origem_numero`, so it
 * costs the other payments' writes nothing), instead of scanning the period's payments.
 */
export const descontosObtidos: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createIndex('payments_tenant_origem_data')
      .on('payments')
      .columns(['tenant_id', 'data_pagamento'])
      .where(sql.ref('origem_numero'), 'is not', null)
      .execute();
  },
};
