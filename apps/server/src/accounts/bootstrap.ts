import { randomBytes } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { createDefaultCategories } from '../lib/categories.js';
import { createDefaultAccounts } from '../lib/default-accounts.js';
import { hashPassword } from './passwords.js';

export const DEFAULT_TENANT_NAME = 'Empresa Padrão';
export const GENERATED_ADMIN_EMAIL = 'admin@livrocaixa.local';

export interface BootstrapResult {
  createdTenant: boolean;
  /** Set when an admin was created: its e-mail, and the password when it was generated. */
  admin?: { email: string; generatedPassword?: string };
}

/**
 * First start on an empty database: tenant 1 'Empresa Padrão' and the first admin (ADMIN_EMAIL /
 * ADMIN_PASSWORD, or a generated password printed once). Runs under a lock so instances starting
 * together on PostgreSQL do it once.
 */
export async function bootstrap(
  db: Db,
  opts: { adminEmail?: string | undefined; adminPassword?: string | undefined; now: Date },
): Promise<BootstrapResult> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(727001)`.execute(trx);
    }
    const at = opts.now.toISOString();
    const result: BootstrapResult = { createdTenant: false };
    let tenant = await trx.selectFrom('tenants').select('id').orderBy('id').executeTakeFirst();
    if (!tenant) {
      tenant = await trx
        .insertInto('tenants')
        .values({ name: DEFAULT_TENANT_NAME, tipo_empresa: null, cnpj: null, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await createDefaultCategories(trx, tenant.id, at);
      await createDefaultAccounts(trx, tenant.id, at);
      result.createdTenant = true;
    }
    const anyAdmin = await trx.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst();
    if (anyAdmin) return result;

    const email = (opts.adminEmail ?? GENERATED_ADMIN_EMAIL).trim().toLowerCase();
    const generatedPassword = opts.adminPassword ? undefined : randomBytes(18).toString('base64url');
    await trx
      .insertInto('users')
      .values({
        tenant_id: tenant.id,
        name: 'Administrador',
        email,
        password_hash: await hashPassword(opts.adminPassword ?? generatedPassword ?? ''),
        role: 'admin',
        is_active: 1,
        phone: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    result.admin = generatedPassword ? { email, generatedPassword } : { email };
    return result;
  });
}
