import {
  ADMIN_MSG,
  type AdminDashboard,
  type AdminTenant,
  type AdminTenantUpdate,
  type AdminUserCreate,
  type AdminUserUpdate,
  centavosToReais,
  figuresInReais,
  MSG,
  type User,
  type UserMetrics,
} from '@livro-caixa/domain';
import { hashPassword } from '../../accounts/passwords.js';
import { deleteUserSessions } from '../../accounts/sessions.repository.js';
import { findUserById, insertUser, toApiUser, type UserRecord } from '../../accounts/users.repository.js';
import type { Db, Executor } from '../../db/database.js';
import { attendantsRanking, figuresOf, periodSums } from '../../ledger/period.js';
import { logActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, notFound, validationError } from '../../lib/errors.js';
import { pageInfo } from '../../lib/pagination.js';
import { listAttendants } from '../attendants/index.js';
import { listExpenses } from '../expenses/index.js';
import { listPayments } from '../payments/index.js';
import { listTripeiros } from '../tripeiros/index.js';
import * as repo from './admin.repository.js';

/** The admin's request: who, when, and the session it came with (kept when it changes itself). */
export interface AdminActor extends Actor {
  sessionId: number;
}

export interface DateRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** Sizes of the lists of the admin screens. */
const RECENT_ACTIVITY = 20;
const LATEST_ENTRIES = 10;
const TOP_ATTENDANTS = 5;
/** The metrics screen lists every attendant and tripeiro of a company (a few dozen at most). */
const PEOPLE_CAP = 1000;

function periodEcho(q: DateRange) {
  return { startDate: q.startDate ?? null, endDate: q.endDate ?? null };
}

/** Activity written by an admin is filed under the company of the user it changed. */
function userEntry(actor: Actor, target: { id: number; tenant_id: number }) {
  return { tenantId: target.tenant_id, userId: actor.userId, entityType: 'user', entityId: target.id, at: actor.now };
}

async function mustFindUser(db: Executor, id: number): Promise<UserRecord> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  return user;
}

const emailTaken = () => conflict(MSG.emailTaken, { email: MSG.emailTaken });
const tenantInvalid = () => validationError(ADMIN_MSG.tenantInvalid, { tenant_id: ADMIN_MSG.tenantInvalid });

/** Refuses to take away the last active admin (checked under the admin-change lock). */
async function keepAnAdmin(trx: Executor, target: UserRecord) {
  if (target.role !== 'admin' || target.is_active !== 1) return;
  if ((await repo.countOtherActiveAdmins(trx, target.id)) === 0) throw conflict(ADMIN_MSG.lastAdmin);
}

// ── dashboard ───────────────────────────────────────────────────────────────────────────────

/** Platform-wide figures: every company, the same money rules as each company's dashboard. */
export async function dashboard(db: Db, q: DateRange): Promise<AdminDashboard> {
  const [counts, sums, activity] = await Promise.all([
    repo.userCounts(db),
    periodSums(db, { tenantId: null, start: q.startDate, end: q.endDate }),
    repo.recentActivity(db, {}, RECENT_ACTIVITY),
  ]);
  const figures = figuresInReais(figuresOf(sums, null));
  return {
    period: periodEcho(q),
    totalUsers: counts.totalUsers,
    activeUsers: counts.activeUsers,
    totalTenants: counts.totalTenants,
    activeTenants: counts.activeTenants,
    totalRevenue: figures.totalRevenue,
    totalExpenses: figures.totalExpenses,
    netProfit: figures.netProfit,
    usersByRole: counts.byRole,
    recentActivity: activity,
  };
}

// ── users ───────────────────────────────────────────────────────────────────────────────────

export async function listUsers(db: Db, q: { page: number; limit: number; search?: string | undefined }) {
  const { rows, total } = await repo.listUsers(db, { search: q.search }, q.page, q.limit);
  // Whether two-step verification is on, never the secret itself.
  const users = rows.map((r) => ({ ...toApiUser(r), two_factor: r.totp_secret !== null }));
  return { users, pagination: pageInfo(total, q.page, q.limit) };
}

export async function createUser(db: Db, actor: Actor, input: AdminUserCreate): Promise<User> {
  if (!(await repo.tenantExists(db, input.tenant_id))) throw tenantInvalid();
  if (await repo.emailTakenByOther(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const at = actor.now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await repo.tenantExists(trx, input.tenant_id))) throw tenantInvalid();
      const id = await insertUser(trx, {
        tenant_id: input.tenant_id,
        name: input.name,
        email: input.email,
        password_hash: passwordHash,
        role: input.role,
        is_active: 1,
        created_at: at,
        updated_at: at,
      });
      await logActivity(trx, { ...userEntry(actor, { id, tenant_id: input.tenant_id }), action: 'CREATE' });
      return toApiUser(await mustFindUser(trx, id));
    });
  } catch (error) {
    // Two creations of one e-mail at the same instant: the unique index decides.
    if (!(error instanceof AppError) && (await repo.emailTakenByOther(db, input.email))) throw emailTaken();
    throw error;
  }
}

/**
 * The edit modal: name, e-mail, role, company and (when filled in) a new password. A new password
 * or another company ends the user's sessions (but not the session of an admin editing itself).
 */
export async function updateUser(db: Db, actor: AdminActor, id: number, input: AdminUserUpdate): Promise<User> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await db.transaction().execute(async (trx) => {
      await repo.lockAdminChanges(trx);
      const current = await mustFindUser(trx, id);
      if (input.tenant_id !== undefined && !(await repo.tenantExists(trx, input.tenant_id))) throw tenantInvalid();
      if (await repo.emailTakenByOther(trx, input.email, id)) throw emailTaken();
      if (current.role === 'admin' && input.role !== 'admin') {
        if (id === actor.userId) throw validationError(ADMIN_MSG.selfDemote, { role: ADMIN_MSG.selfDemote });
        await keepAnAdmin(trx, current);
      }
      const tenantId = input.tenant_id ?? current.tenant_id;
      await repo.updateUser(trx, id, {
        name: input.name,
        email: input.email,
        role: input.role,
        tenant_id: tenantId,
        ...(passwordHash && { password_hash: passwordHash }),
        updated_at: actor.now.toISOString(),
      });
      if (passwordHash || tenantId !== current.tenant_id) {
        await deleteUserSessions(trx, id, id === actor.userId ? actor.sessionId : undefined);
      }
      await logActivity(trx, { ...userEntry(actor, { id, tenant_id: tenantId }), action: 'UPDATE' });
      return toApiUser(await mustFindUser(trx, id));
    });
  } catch (error) {
    if (!(error instanceof AppError) && (await repo.emailTakenByOther(db, input.email, id))) throw emailTaken();
    throw error;
  }
}

/** Turns a user on or off; off ends its sessions at once, in the same transaction. */
async function setActive(db: Db, actor: Actor, id: number, next: (current: UserRecord) => 0 | 1): Promise<User> {
  return db.transaction().execute(async (trx) => {
    await repo.lockAdminChanges(trx);
    const current = await mustFindUser(trx, id);
    const active = next(current);
    if (active === current.is_active) return toApiUser(current);
    if (active === 0) {
      if (id === actor.userId) throw validationError(ADMIN_MSG.selfDeactivate);
      await keepAnAdmin(trx, current);
    }
    await repo.updateUser(trx, id, { is_active: active, updated_at: actor.now.toISOString() });
    if (active === 0) await deleteUserSessions(trx, id);
    // A deactivation keeps the row and its history: the log says UPDATE, not DELETE.
    await logActivity(trx, { ...userEntry(actor, current), action: 'UPDATE' });
    return toApiUser(await mustFindUser(trx, id));
  });
}

/**
 * DELETE /admin/users/:id deactivates; nothing is deleted (docs/product-rules.md, "Administration").
 * Already inactive: no change.
 */
export function deactivateUser(db: Db, actor: Actor, id: number): Promise<User> {
  return setActive(db, actor, id, () => 0);
}

export function toggleUserStatus(db: Db, actor: Actor, id: number): Promise<User> {
  return setActive(db, actor, id, (current) => (current.is_active === 1 ? 0 : 1));
}

// ── metrics of a user ───────────────────────────────────────────────────────────────────────

/** GET /admin/users/:id/metrics (`UserMetrics`): the user's company over the range (none = all time). */
export async function userMetrics(db: Db, id: number, q: DateRange): Promise<UserMetrics> {
  const user = await mustFindUser(db, id);
  const tenantId = user.tenant_id;
  const scope = { tenantId, start: q.startDate, end: q.endDate };
  const range = { tenantId, startDate: q.startDate, endDate: q.endDate };
  const [sums, ranking, attendants, tripeiros, payments, expenses, activity] = await Promise.all([
    periodSums(db, scope),
    attendantsRanking(db, scope, TOP_ATTENDANTS),
    listAttendants(db, { tenantId }, 1, PEOPLE_CAP),
    listTripeiros(db, { tenantId }, 1, PEOPLE_CAP),
    listPayments(db, range, 1, LATEST_ENTRIES),
    listExpenses(db, range, 1, LATEST_ENTRIES),
    repo.recentActivity(db, { userId: id }, RECENT_ACTIVITY),
  ]);
  const figures = figuresInReais(figuresOf(sums, null));
  return {
    user: toApiUser(user),
    period: periodEcho(q),
    metrics: {
      payments: {
        count: sums.confirmedCount,
        totalValue: figures.totalRevenue,
        totalCommission: centavosToReais(sums.attendantCommissions + sums.tripeiroCommissions),
        attendantCommission: figures.totalAttendantCommissions,
        tripeiroCommission: figures.totalTripeiroCommissions,
      },
      expenses: { count: sums.expenseCount + sums.confirmedSaidaCount, totalValue: figures.totalExpenses },
      receivables: { count: figures.pendingCount, totalValue: figures.pendingPayments },
      summary: {
        totalRevenue: figures.totalRevenue,
        totalExpenses: figures.totalExpenses,
        netResult: figures.netProfit,
        profitMargin: figures.profitMargin,
      },
    },
    atendentes: attendants.rows,
    // This product's tripeiros have no document field; `UserMetrics` keeps a `documento` key, always null.
    tripeiros: tripeiros.rows.map((t) => ({ ...t, documento: null })),
    topAtendentes: ranking.map((a) => ({
      id: a.id,
      nome: a.nome,
      total_vendas: a.sales,
      total_valor: centavosToReais(a.value),
      total_comissao: centavosToReais(a.commission),
    })),
    ultimosPagamentos: payments.rows,
    ultimasDespesas: expenses.rows,
    recentActivity: activity,
  };
}

// ── companies ───────────────────────────────────────────────────────────────────────────────

export async function listTenants(db: Db): Promise<{ tenants: AdminTenant[] }> {
  return { tenants: await repo.listTenants(db) };
}

/** Name, type and CNPJ of a company; absent type or CNPJ keep what it has. */
export async function updateTenant(db: Db, actor: Actor, id: number, input: AdminTenantUpdate): Promise<AdminTenant> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.tenantExists(trx, id))) throw notFound(ADMIN_MSG.tenantNotFound);
    await repo.updateTenant(trx, id, {
      name: input.name,
      ...(input.tipo_empresa !== undefined && { tipo_empresa: input.tipo_empresa }),
      ...(input.cnpj !== undefined && { cnpj: input.cnpj }),
      updated_at: actor.now.toISOString(),
    });
    await logActivity(trx, {
      tenantId: id,
      userId: actor.userId,
      action: 'UPDATE',
      entityType: 'tenant',
      entityId: id,
      at: actor.now,
    });
    const tenant = await repo.findTenant(trx, id);
    if (!tenant) throw notFound(ADMIN_MSG.tenantNotFound);
    return tenant;
  });
}
