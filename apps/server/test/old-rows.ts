import type { Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { freshDatabase } from './app.js';

/**
 * Rows written straight into a database migrated up to an older migration, for the tests of a
 * later one (untyped: the schema of that time). Timestamps all `OLD_AT`; money in centavos.
 */
export const OLD_AT = '2026-11-21T12:00:00.000Z';
const times = { created_at: OLD_AT, updated_at: OLD_AT };

/** A company, as the older schema had it; its id. */
export async function oldCompany(db: Db, name: string): Promise<number> {
  const row = await db
    .insertInto('tenants')
    .values({ name, tipo_empresa: null, cnpj: null, ...times } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A confirmed entrada of no one, as the older schema had it. */
export const oldPayment = (tenant_id: number, descricao: string, data_pagamento: string, valor = 100) =>
  ({
    tenant_id,
    descricao,
    valor,
    data_pagamento,
    tipo_pagamento: 'entrada',
    status: 'confirmado',
    comissao_percentual: 0,
    valor_comissao: 0,
    tripeiro_percentual: 0,
    comissao_tripeiro: 0,
    search_key: descricao.toLowerCase(),
    ...times,
  }) as never;

/**
 * Runs `test` on a fresh database of the suite's dialect migrated up to and including `upTo` (the
 * schema a later migration finds), then closes and drops it.
 */
export async function atMigration(
  upTo: NonNullable<Parameters<typeof migrateToLatest>[1]>,
  test: (db: Db) => Promise<void>,
): Promise<void> {
  const { handle, drop } = await freshDatabase();
  try {
    await migrateToLatest(handle.db, upTo);
    await test(handle.db);
  } finally {
    await handle.close();
    await drop();
  }
}
