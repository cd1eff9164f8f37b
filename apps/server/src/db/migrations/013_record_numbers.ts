import { type Migration, sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * Each company numbers its own payments and expenses, 1, 2, 3… per kind (ADR 039), as it already
 * numbers its payouts and settlements (migration 010): `numero`, unique per company, taken from
 * `document_counters` (kinds 'payment' and 'expense') when the row is recorded.
 *
 * Rows recorded before get their numbers here, in id order within each company (the order they
 * were recorded in), and each company's counters start at its highest number. The column is added
 * with a default of 0 so it can be NOT NULL on both dialects while the rows are numbered;
 * PostgreSQL then drops the default, SQLite cannot (an insert without a number would take 0, and a
 * second one would break the unique index: the ledger always gives one).
 */
const TABLES = [
  ['payments', 'payment'],
  ['expenses', 'expense'],
] as const;

export const recordNumbers: Migration = {
  async up(db: MigrationDb) {
    for (const [table, kind] of TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('numero', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update ${sql.table(table)} set numero = n.numero
          from (select id, row_number() over (partition by tenant_id order by id) as numero
                  from ${sql.table(table)}) n
         where n.id = ${sql.table(table)}.id`.execute(db);
      if (isPostgres(db)) await sql`alter table ${sql.table(table)} alter column numero drop default`.execute(db);
      await db.schema
        .createIndex(`${table}_tenant_numero`)
        .unique()
        .on(table)
        .columns(['tenant_id', 'numero'])
        .execute();
      await sql`insert into document_counters (tenant_id, kind, last_number)
        select tenant_id, ${kind}, max(numero) from ${sql.table(table)} group by tenant_id`.execute(db);
    }
  },
};
