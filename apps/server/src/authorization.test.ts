import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAdmin, registerCompany, type TestApp } from '../test/app.js';

/**
 * Every route of the API, with who may call it. Each later feature adds its routes here; the last
 * test fails when a route exists that this table does not list.
 *
 * access: 'public' (anyone), 'user' (any logged-in user; ids of another company answer 404),
 * 'admin' (403 for users). `:id` routes get an id of a row the owner created (`seed`).
 */
interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: 'public' | 'user' | 'admin';
  /** Body that the owner may send successfully. */
  body?: (ctx: Ctx) => unknown;
  /** Creates the owner's rows and returns the path's parameters (`:id`, `:accountId`…). */
  seed?: (ctx: Ctx) => Promise<Record<string, number | string>>;
  /** The status a permitted caller gets. */
  ok: number;
  /** The seed only picks path values (nothing the owner owns): other callers get `ok` too. */
  notOwned?: boolean;
  /** Routes that end the caller's session run last for each caller. */
  endsSession?: boolean;
  /**
   * The path names a month, not a row: other callers act on that month of their own company and
   * get this status instead of a 404 (reopening a month their company never closed: 409).
   */
  ownMonth?: number;
}

interface Session {
  token: string;
}
interface Ctx {
  t: TestApp;
  owner: Session;
}

async function create(ctx: Ctx, url: string, body: unknown): Promise<number> {
  const res = await call(ctx.t.app, 'POST', url, { token: ctx.owner.token, body });
  if (res.status !== 201) throw new Error(`seed ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}
const unique = () => Math.random().toString(36).slice(2, 10);
const seedPayment = async (ctx: Ctx) => ({
  id: await create(ctx, '/api/payments', { descricao: 'Venda', valor: 10, data_pagamento: '2026-11-10' }),
});
const seedAttendant = async (ctx: Ctx) => ({
  id: await create(ctx, '/api/attendants', { nome: 'Ana', comissao_percentual: 5 }),
});
const seedTripeiro = async (ctx: Ctx) => ({ id: await create(ctx, '/api/tripeiros', { nome: 'Zé' }) });
const seedExpense = async (ctx: Ctx) => ({
  id: await create(ctx, '/api/expenses', {
    descricao: 'Luz',
    valor: 10,
    data_despesa: '2026-11-10',
    categoria: 'Outros',
  }),
});
const seedNote = async (ctx: Ctx) => ({ id: await create(ctx, '/api/notes', { content: 'Nota' }) });
const seedReminder = async (ctx: Ctx) => ({ id: await create(ctx, '/api/reminders', { title: 'Lembrete' }) });
const seedAccount = async (ctx: Ctx) => {
  const { id } = await seedTripeiro(ctx);
  return { id, accountId: await create(ctx, `/api/tripeiros/${id}/accounts`, { numero_conta: unique() }) };
};

/** The rows the last payout or settlement seed created, for a body that names them (issue 15). */
let seeded: Record<string, number> = {};
const seedOpenCommission = async (ctx: Ctx) => {
  const { id } = await seedAttendant(ctx);
  const payment = await create(ctx, '/api/payments', {
    descricao: 'Venda',
    valor: 10,
    data_pagamento: '2026-11-10',
    atendente_id: id,
    status: 'confirmado',
  });
  seeded = { atendente_id: id, payment_id: payment };
  return { id };
};
const payoutBody = () => ({
  atendente_id: seeded.atendente_id,
  data_pagamento: '2026-11-20',
  forma_pagamento: 'PIX',
  payment_ids: [seeded.payment_id],
});
const seedPayout = async (ctx: Ctx) => {
  await seedOpenCommission(ctx);
  return { id: await create(ctx, '/api/payouts', payoutBody()) };
};
const seedPendingEntrada = async (ctx: Ctx) => {
  const { id } = await seedTripeiro(ctx);
  const payment = await create(ctx, '/api/payments', {
    descricao: 'Conta',
    valor: 10,
    data_pagamento: '2026-11-10',
    tripeiro_id: id,
    status: 'pendente',
  });
  seeded = { tripeiro_id: id, payment_id: payment };
  return { id };
};
const settlementBody = () => ({
  tripeiro_id: seeded.tripeiro_id,
  data_acerto: '2026-11-20',
  forma_pagamento: 'Dinheiro',
  payment_ids: [seeded.payment_id],
});
const seedSettlement = async (ctx: Ctx) => {
  await seedPendingEntrada(ctx);
  return { id: await create(ctx, '/api/settlements', settlementBody()) };
};

let monthCounter = 0;
/** A month nobody has closed yet: 2001-01, 2001-02… */
function nextMonth(): string {
  monthCounter += 1;
  return `${2000 + Math.ceil(monthCounter / 12)}-${String(((monthCounter - 1) % 12) + 1).padStart(2, '0')}`;
}
/** A month the owner closed in its company, so reopening it is possible. */
async function closedOwnerMonth(ctx: Ctx) {
  const month = nextMonth();
  const res = await call(ctx.t.app, 'POST', `/api/closings/${month}/close`, { token: ctx.owner.token });
  if (res.status !== 200) throw new Error(`close ${month}: ${res.status}`);
  return { month };
}
/** The owner's company and a month it closed, for the admin's reopen. */
async function closedTenantMonth(ctx: Ctx) {
  const { month } = await closedOwnerMonth(ctx);
  const me = await call(ctx.t.app, 'GET', '/api/auth/me', { token: ctx.owner.token });
  return { id: me.body.user.tenant_id as number, month };
}

/** A user the admin created (in the default company), for the /admin/users/:id routes. */
async function seedUser(ctx: Ctx) {
  const res = await call(ctx.t.app, 'POST', '/api/admin/users', {
    token: admin.token,
    body: { name: 'Semente', email: `semente.${unique()}@example.com`, password: 'senha123' },
  });
  if (res.status !== 201) throw new Error(`seed user: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id as number };
}
/** A company of its own, for PUT /admin/tenants/:id. */
const seedTenant = async (ctx: Ctx) => ({
  id: (await registerCompany(ctx.t.app, 'Semente')).user.tenant_id as number,
});

const routes: RouteCase[] = [
  { method: 'GET', path: '/api/health', access: 'public', ok: 200 },
  { method: 'GET', path: '/api/company-types', access: 'public', ok: 200 },
  {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    ok: 401,
    body: () => ({ email: 'ninguem@example.com', password: 'qualquer' }),
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    ok: 201,
    body: () => ({ name: 'Nova', email: `nova${Math.random()}@example.com`, password: 'senha123' }),
  },
  { method: 'GET', path: '/api/auth/me', access: 'user', ok: 200 },
  { method: 'POST', path: '/api/auth/logout', access: 'user', ok: 204, endsSession: true },
  { method: 'GET', path: '/api/auth/email-status', access: 'public', ok: 200 },
  // The suite's app has no SMTP server: recovery answers 503 'not configured' to everyone.
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    ok: 503,
    body: () => ({ email: 'ninguem@example.com' }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    ok: 400,
    body: () => ({ token: 'a'.repeat(43), password: 'nova-senha' }),
  },

  { method: 'GET', path: '/api/payments', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/payments/export', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/payments/:id', access: 'user', ok: 200, seed: seedPayment },
  {
    method: 'POST',
    path: '/api/payments',
    access: 'user',
    ok: 201,
    body: () => ({ descricao: 'Venda', valor: 10, data_pagamento: '2026-11-10' }),
  },
  {
    method: 'PUT',
    path: '/api/payments/:id',
    access: 'user',
    ok: 200,
    seed: seedPayment,
    body: () => ({ status: 'confirmado' }),
  },
  { method: 'DELETE', path: '/api/payments/:id', access: 'user', ok: 204, seed: seedPayment },

  { method: 'GET', path: '/api/attendants', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/attendants/:id', access: 'user', ok: 200, seed: seedAttendant },
  { method: 'GET', path: '/api/attendants/:id/commissions', access: 'user', ok: 200, seed: seedAttendant },
  {
    method: 'POST',
    path: '/api/attendants',
    access: 'user',
    ok: 201,
    body: () => ({ nome: 'Bia', comissao_percentual: 3 }),
  },
  {
    method: 'PUT',
    path: '/api/attendants/:id',
    access: 'user',
    ok: 200,
    seed: seedAttendant,
    body: () => ({ ativo: 0 }),
  },
  { method: 'DELETE', path: '/api/attendants/:id', access: 'user', ok: 204, seed: seedAttendant },

  { method: 'GET', path: '/api/tripeiros', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/tripeiros/:id', access: 'user', ok: 200, seed: seedTripeiro },
  { method: 'POST', path: '/api/tripeiros', access: 'user', ok: 201, body: () => ({ nome: 'Tião' }) },
  {
    method: 'PUT',
    path: '/api/tripeiros/:id',
    access: 'user',
    ok: 200,
    seed: seedTripeiro,
    body: () => ({ ativo: 0 }),
  },
  { method: 'DELETE', path: '/api/tripeiros/:id', access: 'user', ok: 204, seed: seedTripeiro },
  {
    method: 'POST',
    path: '/api/tripeiros/:id/accounts',
    access: 'user',
    ok: 201,
    seed: seedTripeiro,
    body: () => ({ numero_conta: unique() }),
  },
  {
    method: 'PUT',
    path: '/api/tripeiros/:id/accounts/:accountId',
    access: 'user',
    ok: 200,
    seed: seedAccount,
    body: () => ({ ativa: 0 }),
  },
  { method: 'DELETE', path: '/api/tripeiros/:id/accounts/:accountId', access: 'user', ok: 204, seed: seedAccount },

  { method: 'GET', path: '/api/expenses', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/expenses/stats', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/expenses/export', access: 'user', ok: 200 },
  {
    method: 'POST',
    path: '/api/expenses',
    access: 'user',
    ok: 201,
    body: () => ({ descricao: 'Gás', valor: 90, data_despesa: '2026-11-10', categoria: 'Outros' }),
  },
  { method: 'PUT', path: '/api/expenses/:id', access: 'user', ok: 200, seed: seedExpense, body: () => ({ valor: 11 }) },
  { method: 'DELETE', path: '/api/expenses/:id', access: 'user', ok: 204, seed: seedExpense },

  { method: 'GET', path: '/api/notes', access: 'user', ok: 200 },
  { method: 'POST', path: '/api/notes', access: 'user', ok: 201, body: () => ({ content: 'Oi' }) },
  { method: 'PUT', path: '/api/notes/:id', access: 'user', ok: 200, seed: seedNote, body: () => ({ is_pinned: true }) },
  { method: 'DELETE', path: '/api/notes/:id', access: 'user', ok: 204, seed: seedNote },
  { method: 'GET', path: '/api/reminders', access: 'user', ok: 200 },
  { method: 'POST', path: '/api/reminders', access: 'user', ok: 201, body: () => ({ title: 'Oi' }) },
  {
    method: 'PUT',
    path: '/api/reminders/:id',
    access: 'user',
    ok: 200,
    seed: seedReminder,
    body: () => ({ status: 'completed' }),
  },
  { method: 'DELETE', path: '/api/reminders/:id', access: 'user', ok: 204, seed: seedReminder },

  { method: 'GET', path: '/api/dashboard/metrics', access: 'user', ok: 200 },

  {
    method: 'GET',
    path: '/api/reports/generate?type=financial&startDate=2026-10-01&endDate=2026-10-31',
    access: 'user',
    ok: 200,
  },
  { method: 'GET', path: '/api/closings/2026-10', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/closings/2026-10/pdf', access: 'user', ok: 200 },
  // Each caller closes a month of its own company (the path's month is unique per call).
  {
    method: 'POST',
    path: '/api/closings/:month/close',
    access: 'user',
    ok: 200,
    notOwned: true,
    seed: async () => ({ month: nextMonth() }),
  },
  { method: 'GET', path: '/api/closings', access: 'user', ok: 200 },
  // The owner reopens a month it closed; another company (or the admin, in its own company) would
  // reopen that month of its own, which it never closed.
  {
    method: 'POST',
    path: '/api/closings/:month/reopen',
    access: 'user',
    ok: 200,
    ownMonth: 409,
    seed: closedOwnerMonth,
  },

  { method: 'GET', path: '/api/payouts/open?atendente_id=:id', access: 'user', ok: 200, seed: seedAttendant },
  { method: 'GET', path: '/api/payouts/balances', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/payouts', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/payouts/:id', access: 'user', ok: 200, seed: seedPayout },
  // The body names the seeded attendant and payment: another company's are a 404.
  { method: 'POST', path: '/api/payouts', access: 'user', ok: 201, seed: seedOpenCommission, body: payoutBody },
  {
    method: 'POST',
    path: '/api/payouts/:id/reverse',
    access: 'user',
    ok: 200,
    seed: seedPayout,
    body: () => ({ motivo: 'Estorno de teste' }),
  },
  { method: 'GET', path: '/api/settlements/open?tripeiro_id=:id', access: 'user', ok: 200, seed: seedTripeiro },
  { method: 'GET', path: '/api/settlements', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/settlements/:id', access: 'user', ok: 200, seed: seedSettlement },
  { method: 'POST', path: '/api/settlements', access: 'user', ok: 201, seed: seedPendingEntrada, body: settlementBody },
  {
    method: 'POST',
    path: '/api/settlements/:id/reverse',
    access: 'user',
    ok: 200,
    seed: seedSettlement,
    body: () => ({ motivo: 'Estorno de teste' }),
  },

  { method: 'GET', path: '/api/payouts/:id/pdf', access: 'user', ok: 200, seed: seedPayout },
  { method: 'GET', path: '/api/settlements/:id/pdf', access: 'user', ok: 200, seed: seedSettlement },
  // No PIX key yet: 409 once the caller gets through.
  { method: 'GET', path: '/api/payouts/:id/pix', access: 'user', ok: 409, seed: seedPayout },
  { method: 'GET', path: '/api/settlements/:id/pix', access: 'user', ok: 409, seed: seedSettlement },
  { method: 'GET', path: '/api/pix-settings', access: 'user', ok: 200 },
  {
    method: 'PUT',
    path: '/api/pix-settings',
    access: 'user',
    ok: 200,
    body: () => ({ chave_pix: 'caixa@example.com', pix_cidade: 'Recife' }),
  },

  { method: 'GET', path: '/api/settings', access: 'user', ok: 200 },
  {
    method: 'PUT',
    path: '/api/settings/notifications',
    access: 'user',
    ok: 200,
    body: () => ({
      emailNotifications: true,
      paymentReminders: false,
      expenseAlerts: true,
      reportSummary: false,
      newsletterSubscription: false,
    }),
  },
  {
    method: 'PUT',
    path: '/api/settings/preferences',
    access: 'user',
    ok: 200,
    body: () => ({
      currency: 'BRL',
      language: 'pt-BR',
      dateFormat: 'DD/MM/YYYY',
      timeZone: 'America/Sao_Paulo',
      fiscalYearStart: '01',
      defaultPaymentStatus: 'pendente',
    }),
  },
  {
    method: 'PUT',
    path: '/api/settings/security',
    access: 'user',
    ok: 200,
    body: () => ({ sessionTimeout: 30, ipRestriction: false, allowedIPs: [] }),
  },
  {
    method: 'PUT',
    path: '/api/settings/backup',
    access: 'user',
    ok: 200,
    body: () => ({ autoBackup: true, backupFrequency: 'daily', backupTime: '02:00', retentionDays: 30 }),
  },
  // Routes whose own rules answer before any change: reaching them at all is what is checked.
  {
    method: 'PUT',
    path: '/api/settings/password',
    access: 'user',
    ok: 400,
    body: () => ({ currentPassword: 'nao-e-essa', newPassword: 'outra-senha' }),
  },
  { method: 'PUT', path: '/api/settings/profile', access: 'user', ok: 400, body: () => ({}) },
  { method: 'POST', path: '/api/settings/security/2fa/setup', access: 'user', ok: 200 },
  {
    method: 'POST',
    path: '/api/settings/security/2fa/enable',
    access: 'user',
    ok: 400,
    body: () => ({ code: '000000' }),
  },
  {
    method: 'POST',
    path: '/api/settings/security/2fa/disable',
    access: 'user',
    ok: 409,
    body: () => ({ code: '000000' }),
  },
  {
    method: 'POST',
    path: '/api/settings/security/2fa/recovery-codes',
    access: 'user',
    ok: 409,
    body: () => ({ code: '000000' }),
  },
  { method: 'POST', path: '/api/settings/backup/manual', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/settings/backup/files', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/settings/backup/files/backup_2000-01-01_0000.json', access: 'user', ok: 404 },
  {
    method: 'POST',
    path: '/api/settings/backup/restore',
    access: 'user',
    ok: 400,
    body: () => ({ confirm: true, backup: {} }),
  },

  { method: 'GET', path: '/api/admin/dashboard', access: 'admin', ok: 200 },
  { method: 'GET', path: '/api/admin/users', access: 'admin', ok: 200 },
  {
    method: 'POST',
    path: '/api/admin/users',
    access: 'admin',
    ok: 201,
    body: () => ({ name: 'Novo', email: `novo.${unique()}@example.com`, password: 'senha123' }),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id',
    access: 'admin',
    ok: 200,
    seed: seedUser,
    body: () => ({ name: 'Editado', email: `editado.${unique()}@example.com`, role: 'user' }),
  },
  { method: 'DELETE', path: '/api/admin/users/:id', access: 'admin', ok: 200, seed: seedUser },
  { method: 'POST', path: '/api/admin/users/:id/toggle-status', access: 'admin', ok: 200, seed: seedUser },
  { method: 'GET', path: '/api/admin/users/:id/metrics', access: 'admin', ok: 200, seed: seedUser },
  // The seeded user has no two-step verification to reset: 409 once the admin gets through.
  { method: 'POST', path: '/api/admin/users/:id/2fa/reset', access: 'admin', ok: 409, seed: seedUser },
  { method: 'GET', path: '/api/admin/tenants', access: 'admin', ok: 200 },
  {
    method: 'PUT',
    path: '/api/admin/tenants/:id',
    access: 'admin',
    ok: 200,
    seed: seedTenant,
    body: () => ({ name: 'Empresa Editada' }),
  },
  { method: 'GET', path: '/api/admin/tenants/:id/closings', access: 'admin', ok: 200, seed: seedTenant },
  {
    method: 'POST',
    path: '/api/admin/tenants/:id/closings/:month/reopen',
    access: 'admin',
    ok: 200,
    seed: closedTenantMonth,
  },
];

let t: TestApp;
let ctx: Ctx;
let other: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  ctx = { t, owner: await registerCompany(t.app, 'Dona') };
  other = await registerCompany(t.app, 'Outra');
  admin = await loginAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

async function hit(route: RouteCase, token: string | undefined, params: Record<string, number | string> = {}) {
  const url = route.path.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? 0));
  return call(t.app, route.method, url, {
    ...(token ? { token } : {}),
    ...(route.body ? { body: route.body(ctx) } : {}),
  });
}

/** A fresh session for routes that end the one they are called with. */
async function sessionFor(kind: 'owner' | 'other' | 'admin'): Promise<string> {
  if (kind === 'admin') return (await loginAdmin(t.app)).token;
  return (await registerCompany(t.app, kind)).token;
}

describe.each(routes)('$method $path ($access)', (route) => {
  it('anonymous', async () => {
    const res = await hit(route, undefined, route.seed ? await route.seed(ctx) : {});
    if (route.access === 'public') expect(res.status).toBe(route.ok);
    else expect(res.status).toBe(401);
  });

  if (route.access === 'public') return;

  it('user of another company', async () => {
    const params = route.seed ? await route.seed(ctx) : {};
    const token = route.endsSession ? await sessionFor('other') : other.token;
    const res = await hit(route, token, params);
    if (route.access === 'admin') expect(res.status).toBe(403);
    else expect(res.status).toBe(route.ownMonth ?? (route.seed && !route.notOwned ? 404 : route.ok));
  });

  it('owner', async () => {
    const params = route.seed ? await route.seed(ctx) : {};
    const token = route.endsSession ? await sessionFor('owner') : ctx.owner.token;
    const res = await hit(route, token, params);
    expect(res.status).toBe(route.access === 'admin' ? 403 : route.ok);
  });

  it('admin', async () => {
    const params = route.seed ? await route.seed(ctx) : {};
    const token = route.endsSession ? await sessionFor('admin') : admin.token;
    const res = await hit(route, token, params);
    // In the main screens an admin works on its own company: another company's id is a 404 to it too.
    const foreign = route.ownMonth ?? (route.seed && !route.notOwned ? 404 : route.ok);
    expect(res.status).toBe(route.access === 'user' ? foreign : route.ok);
  });
});

it('lists every route the API has', async () => {
  const doc = (await call(t.app, 'GET', '/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
  const served = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  // Table paths may carry a query string or a literal month; compare their shapes.
  const shape = (path: string) =>
    path
      .split('?')[0]
      ?.replace(/\/\d{4}-\d{2}(?=\/|$)/, '/:month')
      .replace(/\/backup_[\w-]+\.json$/, '/:name');
  expect([...new Set(served)].sort()).toEqual([...new Set(routes.map((r) => `${r.method} ${shape(r.path)}`))].sort());
});
