import { type Migration, sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

// Written out, not read from the ledger's constants: a landed migration never changes (migrate.ts).
const PAYMENT_KEY = ['tenant_id', 'status', 'tipo_pagamento', 'grain', 'period'];
const PAYMENT_SUMS = ['n', 'valor', 'valor_comissao', 'comissao_tripeiro'];

/** Each rollup table: its primary key's columns, as migration 007 made them, and the sums it keeps. */
const ROLLUPS: Array<[table: string, key: string[], sums: string[]]> = [
  ['payment_rollups', [...PAYMENT_KEY, 'slot'], PAYMENT_SUMS],
  ['attendant_rollups', [...PAYMENT_KEY, 'atendente_id', 'slot'], PAYMENT_SUMS],
  ['tripeiro_rollups', [...PAYMENT_KEY, 'tripeiro_id', 'slot'], PAYMENT_SUMS],
  ['product_rollups', [...PAYMENT_KEY, 'descricao', 'slot'], PAYMENT_SUMS],
  ['expense_rollups', ['tenant_id', 'grain', 'period', 'categoria', 'forma_pagamento', 'slot'], ['n', 'valor']],
];

/**
 * PostgreSQL only (ADR 062): each rollup table's primary key carries its sums (`include`), so a
 * period's figures are read from the key alone (an index-only scan) instead of visiting a heap
 * tuple per row; what a report cost on PostgreSQL was mostly those visits (ADR 056, finding 4).
 * The key's columns and order are unchanged, so `on conflict (...)` finds it as before. SQLite's
 * rollup tables are WITHOUT ROWID: their rows already live in the key.
 */
export const rollupsReadFromTheirKey: Migration = {
  async up(db: MigrationDb) {
    if (!isPostgres(db)) return;
    for (const [table, key, sums] of ROLLUPS) {
      const name = `${table}_pk`;
      await sql`
        alter table ${sql.table(table)}
          drop constraint ${sql.ref(name)},
          add constraint ${sql.ref(name)} primary key (${sql.join(key.map((c) => sql.ref(c)))})
            include (${sql.join(sums.map((c) => sql.ref(c)))})`.execute(db);
    }
  },
};
