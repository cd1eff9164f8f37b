import type { Role, User } from '@livro-caixa/domain';
import type { Executor } from '../db/database.js';
import type { NewUser } from '../db/schema.js';
import { createDefaultCategories } from '../lib/categories.js';
import { createDefaultAccounts } from '../lib/default-accounts.js';

/** The user as the API shows it, joined with its company (here, in the session's read and in the admin's user list). */
export const userColumns = [
  'users.id',
  'users.name',
  'users.email',
  'users.role',
  'users.tenant_id',
  'users.is_active',
  'users.created_at',
  'tenants.name as tenant_name',
  'tenants.tipo_empresa',
  'tenants.cnpj',
] as const;

export interface UserRecord {
  id: number;
  name: string;
  email: string;
  role: Role;
  tenant_id: number;
  is_active: number;
  created_at: string;
  tenant_name: string;
  tipo_empresa: string | null;
  cnpj: string | null;
}

export function toApiUser(row: UserRecord): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    tenant_id: row.tenant_id,
    tenant_name: row.tenant_name,
    tipo_empresa: row.tipo_empresa,
    cnpj: row.cnpj,
    is_active: row.is_active === 1,
    created_at: row.created_at,
  };
}

export async function findUserById(db: Executor, id: number): Promise<UserRecord | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select(userColumns)
    .where('users.id', '=', id)
    .executeTakeFirst();
}

/** E-mails are stored trimmed and lower-case; callers pass the normalized form. */
export async function findUserForLogin(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select([
      ...userColumns,
      'users.password_hash',
      'users.totp_secret',
      'users.ip_restriction',
      'users.allowed_ips',
      'users.session_timeout',
    ])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

export async function emailExists(db: Executor, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Executor, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTenant(
  db: Executor,
  tenant: { name: string; tipo_empresa: string | null; cnpj: string | null; at: string },
): Promise<number> {
  const row = await db
    .insertInto('tenants')
    .values({
      name: tenant.name,
      tipo_empresa: tenant.tipo_empresa,
      cnpj: tenant.cnpj,
      created_at: tenant.at,
      updated_at: tenant.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await createDefaultCategories(db, row.id, tenant.at);
  await createDefaultAccounts(db, row.id, tenant.at);
  return row.id;
}
