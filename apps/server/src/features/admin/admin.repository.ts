import type { ActivityEntry, AdminTenant, Role } from '@livro-caixa/domain';
import { PostgresAdapter, sql, type Updateable } from 'kysely';
import { type UserRecord, userColumns } from '../../accounts/users.repository.js';
import type { Executor } from '../../db/database.js';
import type { TenantsTable, UsersTable } from '../../db/schema.js';
import { pageOf } from '../../lib/pagination.js';
import { foldedSql, likePattern } from '../../lib/search.js';

/**
 * Platform-wide reads and writes of the administration: users and companies of every tenant.
 * Only the admin service calls these; nothing here is scoped by the caller's company.
 */

function usersMatching(db: Executor, search: string | undefined) {
  let q = db.selectFrom('users').innerJoin('tenants', 'tenants.id', 'users.tenant_id');
  if (search?.trim()) {
    // Users and companies keep no search_key: their columns are folded like one (case, accents).
    const pattern = likePattern(search);
    q = q.where((eb) =>
      eb.or(
        ['users.name', 'users.email', 'tenants.name'].map(
          (column) => sql<boolean>`${foldedSql(db, column)} like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}

export async function listUsers(
  db: Executor,
  f: { search?: string | undefined },
  page: number,
  limit: number,
): Promise<{ rows: Array<UserRecord & { totp_secret: string | null }>; total: number }> {
  return pageOf(
    () => usersMatching(db, f.search),
    (q) => q.select(userColumns).select('users.totp_secret').orderBy('users.name').orderBy('users.id'),
    page,
    limit,
  );
}

/** Another user already holds this e-mail (stored trimmed and lower-case). */
export async function emailTakenByOther(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  let q = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) q = q.where('id', '<>', exceptUserId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function tenantExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function updateUser(db: Executor, id: number, values: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/**
 * Serializes the writes that could leave the platform without an active admin. SQLite runs one
 * write transaction at a time already; on PostgreSQL two admins demoting each other at the same
 * instant would each still see the other as admin without this lock.
 */
export async function lockAdminChanges(db: Executor): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(727002)`.execute(db);
  }
}

/** Active admins other than `exceptUserId`. */
export async function countOtherActiveAdmins(db: Executor, exceptUserId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('is_active', '=', 1)
    .where('id', '<>', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ── dashboard ───────────────────────────────────────────────────────────────────────────────

export async function userCounts(db: Executor) {
  const [byRole, tenants, activeTenants] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        'role',
        (eb) => eb.fn.countAll<number>().as('n'),
        sql<number>`coalesce(sum(case when is_active = 1 then 1 else 0 end), 0)`.as('active'),
      ])
      .groupBy('role')
      .execute(),
    db
      .selectFrom('tenants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    // A company is active when at least one of its users is.
    db
      .selectFrom('users')
      .where('is_active', '=', 1)
      .select(sql<number>`count(distinct tenant_id)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const roles = new Map(byRole.map((r) => [r.role, Number(r.n)]));
  return {
    byRole: (['user', 'admin'] as Role[]).map((role) => ({ role, count: roles.get(role) ?? 0 })),
    totalUsers: byRole.reduce((n, r) => n + Number(r.n), 0),
    activeUsers: byRole.reduce((n, r) => n + Number(r.active), 0),
    totalTenants: Number(tenants.n),
    activeTenants: Number(activeTenants.n),
  };
}

// ── activity ────────────────────────────────────────────────────────────────────────────────

/** The latest entries of the log (newest written first), of the whole platform or of one user. */
export async function recentActivity(db: Executor, f: { userId?: number }, limit: number): Promise<ActivityEntry[]> {
  let q = db
    .selectFrom('activity_log as l')
    .innerJoin('tenants as t', 't.id', 'l.tenant_id')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .select([
      'l.id',
      'l.user_id',
      'u.name as user_name',
      'l.tenant_id',
      't.name as tenant_name',
      'l.action',
      'l.entity_type',
      'l.entity_id',
      'l.label',
      'l.created_at',
    ]);
  if (f.userId !== undefined) q = q.where('l.user_id', '=', f.userId);
  return q.orderBy('l.id', 'desc').limit(limit).execute();
}

// ── tenants ─────────────────────────────────────────────────────────────────────────────────

function tenantsWithCounts(db: Executor) {
  return db
    .selectFrom('tenants as t')
    .leftJoin('users as u', 'u.tenant_id', 't.id')
    .groupBy(['t.id', 't.name', 't.tipo_empresa', 't.cnpj', 't.created_at'])
    .select([
      't.id',
      't.name',
      't.tipo_empresa',
      't.cnpj',
      't.created_at',
      sql<number>`count(u.id)`.as('user_count'),
      sql<number>`coalesce(sum(case when u.is_active = 1 then 1 else 0 end), 0)`.as('active_user_count'),
    ]);
}

function toApiTenant(row: Awaited<ReturnType<ReturnType<typeof tenantsWithCounts>['executeTakeFirstOrThrow']>>) {
  return { ...row, user_count: Number(row.user_count), active_user_count: Number(row.active_user_count) };
}

export async function listTenants(db: Executor): Promise<AdminTenant[]> {
  const rows = await tenantsWithCounts(db).orderBy('t.id').execute();
  return rows.map(toApiTenant);
}

export async function findTenant(db: Executor, id: number): Promise<AdminTenant | undefined> {
  const row = await tenantsWithCounts(db).where('t.id', '=', id).executeTakeFirst();
  return row ? toApiTenant(row) : undefined;
}

export async function updateTenant(db: Executor, id: number, values: Updateable<TenantsTable>): Promise<void> {
  await db.updateTable('tenants').set(values).where('id', '=', id).execute();
}
