import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, registerCompany, type TestApp } from '../test/app.js';
import { bankAccount, ofxFile, postStatement } from '../test/bank-import.js';
import {
  type Attempt,
  BAD_VALUES,
  countCommittedWrites,
  genericAttempts,
  json,
  statementUploads,
} from '../test/corpus-attempts.js';
import { addAccount, addStatement } from '../test/reconciliation-fixture.js';

/**
 * Issue 12's bad-input corpus: every write route of the OpenAPI document gets at least 40
 * malformed requests (broken JSON, wrong types, nulls, huge strings and numbers, bad money and
 * dates, unknown fields, `__proto__`, NUL, invalid UTF-8, wrong content types). None may answer
 * 5xx, and a rejected one may change nothing: no row of any table (but sessions and rate-limit
 * counters) is written by a committed transaction during a rejected request (a count kept by
 * triggers, test/corpus-attempts.ts), and the company's lists and figures are the same before and
 * after each route whose requests were all rejected.
 */

/** A valid body per route, whose fields the corpus breaks one by one. */
function validBodies(): Record<string, () => Record<string, unknown>> {
  const unique = () => Math.random().toString(36).slice(2, 10);
  return {
    'POST /api/auth/login': () => ({ email: 'ninguem@example.com', password: 'qualquer' }),
    'POST /api/auth/register': () => ({ name: 'Nova', email: `nova.${unique()}@example.com`, password: 'senha123' }),
    'POST /api/payments': () => ({
      descricao: 'Venda',
      valor: 10,
      data_pagamento: '2026-11-10',
      tipo_pagamento: 'entrada',
      status: 'pendente',
      observacoes: 'obs',
    }),
    'PUT /api/payments/{id}': () => ({ descricao: 'Venda', valor: 12.5, status: 'confirmado' }),
    'POST /api/attendants': () => ({ nome: 'Bia', comissao_percentual: 3, email: 'bia@example.com' }),
    'PUT /api/attendants/{id}': () => ({ nome: 'Bia', ativo: 1 }),
    'POST /api/tripeiros': () => ({ nome: 'Tião', estado: 'SP', cep: '01001-000' }),
    'PUT /api/tripeiros/{id}': () => ({ nome: 'Tião', comissao_percentual: 5 }),
    'POST /api/tripeiros/{id}/accounts': () => ({ numero_conta: unique(), limite_credito: 100 }),
    'PUT /api/tripeiros/{id}/accounts/{accountId}': () => ({ descricao: 'Conta', saldo_devedor: 10 }),
    'POST /api/expenses': () => ({ descricao: 'Gás', valor: 90, data_despesa: '2026-11-10', categoria: 'Outros' }),
    'PUT /api/expenses/{id}': () => ({ valor: 11, data_despesa: '2026-11-11' }),
    'POST /api/bills': () => ({
      descricao: 'Aluguel',
      valor: 100,
      categoria: 'Outros',
      data_despesa: '2026-11-10',
      vencimento: '2026-11-20',
      parcelas: 2,
      forma_pagamento: 'Boleto',
      conta_id: null,
      observacoes: 'obs',
    }),
    'POST /api/bills/{id}/pay': () => ({ data_baixa: '2026-11-20', valor_pago: 51, forma_pagamento: 'PIX' }),
    'POST /api/receivables': () => ({
      descricao: 'Fiado',
      valor: 100,
      data_pagamento: '2026-11-10',
      vencimento: '2026-11-20',
      parcelas: 2,
      forma_pagamento: 'PIX',
    }),
    'POST /api/receivables/{id}/receive': () => ({ data_recebimento: '2026-11-20', forma_pagamento: 'PIX' }),
    'POST /api/financial-accounts': () => ({
      nome: `Conta ${unique()}`,
      tipo: 'banco',
      banco: '341',
      agencia: '0001',
      conta: '1234-5',
      saldo_inicial: 10,
      data_saldo_inicial: '2026-11-01',
      ativa: 1,
      principal: 0,
    }),
    'PUT /api/financial-accounts/{id}': () => ({ nome: `Conta ${unique()}`, saldo_inicial: -5.5, ativa: 0 }),
    'POST /api/transfers': () => ({
      data: '2026-11-10',
      valor: 10,
      conta_origem_id: transferAccounts[0],
      conta_destino_id: transferAccounts[1],
      descricao: 'Depósito',
    }),
    'PUT /api/transfers/{id}': () => ({ data: '2026-11-11', valor: 12, descricao: 'Depósito' }),
    'POST /api/expense-categories': () => ({ nome: `Categoria ${unique()}`, grupo: 'outras', parent_id: null }),
    'PUT /api/expense-categories/{id}': () => ({ nome: `Categoria ${unique()}`, grupo: 'pessoal', ativa: 1 }),
    'POST /api/recurring-bills': () => ({
      descricao: 'Aluguel',
      valor: 1500,
      categoria: 'Outros',
      forma_pagamento: 'Boleto',
      frequencia: 'mensal',
      dia: 31,
      inicio: '2026-12-01',
      fim: '2027-12-31',
    }),
    'PUT /api/recurring-bills/{id}': () => ({
      valor: 1600,
      dia: 10,
      escopo: 'esta_e_proximas',
      ocorrencia: '2026-12-31',
    }),
    'POST /api/expense-categories/{id}/merge': () => ({ destino_id: mergeDestino }),
    'POST /api/bank-lines/{id}/match': () => ({ payment_ids: [matchPayment] }),
    'POST /api/bank-lines/{id}/expense': () => ({ categoria: 'Outros', descricao: 'Tarifa' }),
    'POST /api/bank-lines/{id}/payment': () => ({ descricao: 'Recebimento', atendente_id: null }),
    'POST /api/bank-lines/{id}/ignore': () => ({ motivo: 'Estorno' }),
    'POST /api/bank-rules': () => ({
      contem: 'TARIFA',
      acao: 'categoria',
      categoria: 'Outros',
      motivo: null,
      ativa: 1,
    }),
    'PUT /api/bank-rules/{id}': () => ({ contem: 'TARIFA', acao: 'ignorar', motivo: 'Tarifa do banco', ativa: 1 }),
    'POST /api/notes': () => ({ title: 'T', content: 'Oi', color: '#fef3c7', is_pinned: false }),
    'PUT /api/notes/{id}': () => ({ content: 'Oi', is_pinned: true }),
    'POST /api/reminders': () => ({ title: 'Oi', due_date: '2026-11-30', due_time: '10:00', priority: 'low' }),
    'PUT /api/reminders/{id}': () => ({ status: 'completed', due_date: '2026-12-01' }),
    'POST /api/admin/users': () => ({
      name: 'Semente',
      email: `semente.${unique()}@example.com`,
      password: 'senha123',
    }),
    'PUT /api/admin/users/{id}': () => ({ name: 'Semente', email: `semente.${unique()}@example.com`, role: 'user' }),
    'PUT /api/admin/tenants/{id}': () => ({ name: 'Empresa', cnpj: null }),
    'PUT /api/settings/profile': () => ({ name: 'Admin', email: ADMIN.email, phone: null }),
    // The same password as now: if a broken variant were taken, the admin could still log in.
    'PUT /api/settings/password': () => ({ currentPassword: ADMIN.password, newPassword: ADMIN.password }),
    'PUT /api/settings/preferences': () => ({
      currency: 'BRL',
      language: 'pt-BR',
      dateFormat: 'DD/MM/YYYY',
      timeZone: 'America/Sao_Paulo',
      fiscalYearStart: '01',
    }),
    'PUT /api/settings/notifications': () => ({
      emailNotifications: true,
      paymentReminders: true,
      expenseAlerts: true,
      reportSummary: false,
      newsletterSubscription: false,
    }),
    'PUT /api/settings/company/aviso-contas': () => ({ aviso_contas_dias: 12 }),
    'PUT /api/settings/security': () => ({ sessionTimeout: 30, ipRestriction: false, allowedIPs: [] }),
    'POST /api/settings/security/2fa/enable': () => ({ code: '000000' }),
    'POST /api/settings/security/2fa/disable': () => ({ code: '000000' }),
    'PUT /api/settings/backup': () => ({
      autoBackup: false,
      backupFrequency: 'daily',
      backupTime: '02:00',
      retentionDays: 30,
    }),
    'POST /api/settings/backup/restore': () => ({ confirm: true, backup: {} }),
  };
}

/** The generic corpus, then for routes with a body: the valid body with each field broken in turn. */
function attemptsFor(route: string): Attempt[] {
  const attempts = genericAttempts();
  if (route === 'POST /api/bank-statements') attempts.push(...statementUploads());
  const valid = validBodies()[route];
  if (!valid) return attempts;
  const base = valid();
  attempts.push(json('valid body plus an unknown field', JSON.stringify({ ...base, campo_desconhecido: 'x' })));
  attempts.push(json('valid body plus __proto__', `{"__proto__":{"x":1},${JSON.stringify(base).slice(1)}`));
  attempts.push(json('valid body as an array', JSON.stringify([base])));
  for (const field of Object.keys(base)) {
    for (const [label, value] of BAD_VALUES) {
      attempts.push(json(`${field}: ${label}`, JSON.stringify({ ...base, [field]: value })));
    }
    const { [field]: _, ...without } = base;
    attempts.push(json(`without ${field}`, JSON.stringify(without)));
  }
  return attempts;
}

let t: TestApp;
let adminToken: string;
/** The count of rows written in committed transactions (a rejected request must leave it). */
let databaseSnapshot: () => Promise<string>;
/** The admin's password: a broken body that the password route took may have changed it. */
let adminPassword = ADMIN.password;

async function login(): Promise<string> {
  const res = await call(t.app, 'POST', '/api/auth/login', {
    body: { email: ADMIN.email, password: adminPassword },
    ip: '10.9.9.9',
  });
  if (res.status !== 200) throw new Error(`admin login: ${res.status}`);
  return res.body.token as string;
}

async function create(url: string, body: unknown): Promise<number> {
  const res = await call(t.app, 'POST', url, { token: adminToken, body });
  if (res.status !== 201) throw new Error(`seed ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

/** The payment a match's valid body names (made with the route's path values). */
let matchPayment = 0;

/** The category a merge's valid body names (made with the route's path values). */
let mergeDestino = 0;

/** The two accounts a transfer's valid body names (made with the route's path values). */
let transferAccounts: [number, number] = [0, 0];
const newAccount = () =>
  create('/api/financial-accounts', {
    nome: `Conta ${Math.random()}`,
    tipo: 'banco',
    data_saldo_inicial: '2026-11-01',
  });

/** A payment of 10 on 2026-11-10, with `fields` (its attendant or tripeiro, its status). */
const payment = (fields: Record<string, unknown> = {}) =>
  create('/api/payments', { descricao: 'Venda', valor: 10, data_pagamento: '2026-11-10', ...fields });

/** Path values for a route: rows of the admin's own company, made afresh for each route. */
async function pathValues(path: string, method = 'POST'): Promise<Record<string, string | number>> {
  if (path.includes('/closings/')) return { month: '2001-01' };
  if (path.startsWith('/api/admin/tenants')) return { id: (await registerCompany(t.app, 'Semente')).user.tenant_id };
  if (path.startsWith('/api/admin/users')) {
    const res = await call(t.app, 'POST', '/api/admin/users', {
      token: adminToken,
      body: {
        name: 'Semente',
        email: `semente.${Math.random().toString(36).slice(2)}@example.com`,
        password: 'senha123',
      },
    });
    return { id: res.body.data.id };
  }
  if (path.startsWith('/api/transfers')) {
    transferAccounts = [await newAccount(), await newAccount()];
    if (!path.includes('{id}')) return {};
    const [conta_origem_id, conta_destino_id] = transferAccounts;
    return { id: await create('/api/transfers', { data: '2026-11-10', valor: 5, conta_origem_id, conta_destino_id }) };
  }
  if (!path.includes('{id}')) return {};
  if (path.startsWith('/api/financial-accounts')) return { id: await newAccount() };
  if (path.startsWith('/api/payments')) return { id: await payment() };
  if (path.startsWith('/api/attendants'))
    return { id: await create('/api/attendants', { nome: 'Ana', comissao_percentual: 5 }) };
  if (path.startsWith('/api/tripeiros')) {
    const id = await create('/api/tripeiros', { nome: 'Zé' });
    const accountId = await create(`/api/tripeiros/${id}/accounts`, { numero_conta: `C-${id}` });
    return { id, accountId };
  }
  if (path.startsWith('/api/expenses'))
    return {
      id: await create('/api/expenses', {
        descricao: 'Luz',
        valor: 10,
        data_despesa: '2026-11-10',
        categoria: 'Outros',
      }),
    };
  if (path.startsWith('/api/bills')) {
    const res = await call(t.app, 'POST', '/api/bills', {
      token: adminToken,
      body: { descricao: 'Gás', valor: 20, categoria: 'Outros', data_despesa: '2026-11-10', vencimento: '2026-11-15' },
    });
    const id = res.body.data[0].id as number;
    if (path.endsWith('/undo'))
      await call(t.app, 'POST', `/api/bills/${id}/pay`, {
        token: adminToken,
        body: { data_baixa: '2026-11-15', valor_pago: 21 },
      });
    return { id };
  }
  if (path.startsWith('/api/receivables')) {
    const res = await call(t.app, 'POST', '/api/receivables', {
      token: adminToken,
      body: { descricao: 'Fiado', valor: 20, data_pagamento: '2026-11-10', vencimento: '2026-11-15' },
    });
    return { id: res.body.data[0].id as number };
  }
  if (path.startsWith('/api/payouts')) {
    const atendente_id = await create('/api/attendants', { nome: 'Ana', comissao_percentual: 5 });
    const paid = await payment({ atendente_id, status: 'confirmado' });
    const payout = { atendente_id, data_pagamento: '2026-11-20', forma_pagamento: 'PIX', payment_ids: [paid] };
    return { id: await create('/api/payouts', payout) };
  }
  if (path.startsWith('/api/settlements')) {
    const tripeiro_id = await create('/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 });
    const settled = await payment({ tripeiro_id, status: 'pendente' });
    const settlement = { tripeiro_id, data_acerto: '2026-11-20', forma_pagamento: 'PIX', payment_ids: [settled] };
    return { id: await create('/api/settlements', settlement) };
  }
  if (path.startsWith('/api/expense-categories')) {
    const category = () => create('/api/expense-categories', { nome: `Categoria ${Math.random()}`, grupo: 'outras' });
    mergeDestino = await category();
    return { id: await category() };
  }
  if (path.startsWith('/api/bank-lines')) {
    // A line of the admin's company, pending (or matched, or ignored, for the undo routes).
    const me = await call(t.app, 'GET', '/api/auth/me', { token: adminToken });
    const tenant = me.body.user.tenant_id as number;
    const conta = await addAccount(t.handle.db, tenant, { nome: `Conta ${Math.random()}` });
    const debit = path.endsWith('/expense');
    const { lineIds } = await addStatement(t.handle.db, tenant, conta, [
      { data: '2026-11-10', valor: debit ? -1000 : 1000, descricao: 'PIX' },
    ]);
    const id = lineIds[0] as number;
    matchPayment = await payment({ status: 'confirmado' });
    if (path.endsWith('/match') && method === 'DELETE')
      await call(t.app, 'POST', `/api/bank-lines/${id}/match`, {
        token: adminToken,
        body: { payment_ids: [matchPayment] },
      });
    if (path.endsWith('/ignore') && method === 'DELETE')
      await call(t.app, 'POST', `/api/bank-lines/${id}/ignore`, { token: adminToken, body: { motivo: 'x' } });
    return { id };
  }
  if (path.startsWith('/api/bank-statements/')) {
    // An import of the admin's company, into an account of its own.
    const me = await call(t.app, 'GET', '/api/auth/me', { token: adminToken });
    const conta = await bankAccount(t.handle.db, me.body.user.tenant_id as number, { conta: `7${Date.now() % 1e7}` });
    const file = ofxFile([{ data: '2026-11-10', valor: 1000, memo: 'PIX' }]);
    const res = await postStatement(t.app, adminToken, { file, contaId: conta, confirmar: true });
    return { id: res.body.data.id as number };
  }
  if (path.startsWith('/api/bank-rules'))
    return { id: await create('/api/bank-rules', { contem: 'PIX', acao: 'ignorar' }) };
  if (path.startsWith('/api/recurring-bills'))
    return {
      id: await create('/api/recurring-bills', {
        descricao: 'Aluguel',
        valor: 1500,
        categoria: 'Outros',
        frequencia: 'mensal',
        dia: 31,
        inicio: '2026-12-01',
      }),
    };
  if (path.startsWith('/api/notes')) return { id: await create('/api/notes', { content: 'Nota' }) };
  if (path.startsWith('/api/reminders')) return { id: await create('/api/reminders', { title: 'Lembrete' }) };
  throw new Error(`no path values for ${path}`);
}

/** The company's lists and figures as the API shows them. */
async function apiSnapshot(token: string): Promise<string> {
  const urls = [
    '/api/payments?limit=1000',
    '/api/expenses?limit=1000',
    '/api/expense-categories',
    '/api/recurring-bills',
    '/api/bills',
    '/api/receivables',
    '/api/bills/overview',
    '/api/attendants?limit=1000',
    '/api/tripeiros?limit=1000',
    '/api/notes',
    '/api/reminders',
    '/api/bank-lines?limit=1000',
    '/api/bank-statements',
    '/api/bank-rules',
    '/api/dashboard/metrics',
    '/api/reports/generate?type=financial&startDate=2026-01-01&endDate=2026-12-31',
    '/api/reports/dre?startDate=2026-01-01&endDate=2026-12-31',
    '/api/closings/2026-11',
    '/api/cash-flow?startDate=2026-01-01&endDate=2026-12-31&granularidade=mes',
    '/api/cash-flow/forecast?dias=90',
    '/api/settings',
    '/api/admin/users?limit=1000',
    '/api/admin/tenants',
  ];
  const answers: unknown[] = [];
  for (const url of urls) {
    const res = await call(t.app, 'GET', url, { token });
    answers.push([url, res.status, res.body]);
  }
  return JSON.stringify(answers);
}

beforeAll(async () => {
  // Logging out is taken with most bodies; each time the admin logs in again.
  t = await createTestApp({ LOGIN_RATE_LIMIT: '100000' });
  adminToken = await login();
  const skip = new Set(['sessions', 'rate_limits', 'kysely_migration', 'kysely_migration_lock']);
  // Every table but sessions and rate-limit counters, which a rejected login may touch by design.
  databaseSnapshot = await countCommittedWrites(
    t.handle,
    (await t.handle.db.introspection.getTables()).map((x) => x.name).filter((name) => !skip.has(name)),
  );
  // The count moves with a committed write, and not with one rolled back.
  const counted = await databaseSnapshot();
  const touch = (db: typeof t.handle.db) => db.updateTable('tenants').set({ name: sql`name` }).execute();
  await expect(
    t.handle.db.transaction().execute(async (trx) => {
      await touch(trx);
      throw new Error('desfeita');
    }),
  ).rejects.toThrow('desfeita');
  expect(await databaseSnapshot()).toBe(counted);
  await touch(t.handle.db);
  expect(await databaseSnapshot()).not.toBe(counted);
  // Something in every list and figure.
  const attendant = await create('/api/attendants', { nome: 'Ana', comissao_percentual: 10 });
  const tripeiro = await create('/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 });
  await create('/api/payments', {
    descricao: 'Venda',
    valor: 100,
    data_pagamento: '2026-11-10',
    atendente_id: attendant,
    tripeiro_id: tripeiro,
    status: 'confirmado',
  });
  await create('/api/expenses', { descricao: 'Luz', valor: 30, data_despesa: '2026-11-05', categoria: 'Outros' });
});
afterAll(async () => {
  await t.close();
});

/** Routes that change the session or the login run last, in this order. */
const LAST = [
  'POST /api/settings/security/2fa/setup',
  'POST /api/settings/security/2fa/enable',
  'POST /api/settings/security/2fa/disable',
  'PUT /api/settings/security',
  'PUT /api/settings/password',
  'POST /api/auth/logout',
];

it('no malformed request to a write route answers 5xx, and a rejected one changes nothing', async () => {
  const doc = (await call(t.app, 'GET', '/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    )
    .sort((a, b) => LAST.indexOf(a) - LAST.indexOf(b));
  expect(routes.length).toBeGreaterThanOrEqual(40);

  const serverErrors: string[] = [];
  const changedByRejected: string[] = [];
  const counts: Record<string, number> = {};
  for (const route of routes) {
    const [method, path] = route.split(' ') as [string, string];
    const values = await pathValues(path, method);
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
    let baseline = await databaseSnapshot();
    const apiBefore = await apiSnapshot(adminToken);
    let accepted = 0;
    const attempts = attemptsFor(route);
    counts[route] = attempts.length;
    for (const attempt of attempts) {
      const headers: Record<string, string> = { authorization: `Bearer ${adminToken}` };
      if (attempt.contentType !== null) headers['content-type'] = attempt.contentType ?? 'application/json';
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers,
        payload: attempt.payload,
        // Not the admin's login address: the corpus' failed logins count against this one.
        remoteAddress: '10.8.8.8',
      });
      const what = `${route} [${attempt.label}] → ${res.statusCode} ${res.body.slice(0, 160)}`;
      if (res.statusCode >= 500) serverErrors.push(what);
      if (res.statusCode < 400) {
        accepted += 1;
        if (route === 'PUT /api/settings/password') adminPassword = JSON.parse(String(attempt.payload)).newPassword;
        // Logging out (or a change that ends sessions) was taken: continue with a new session.
        if (route === 'POST /api/auth/logout' || route === 'PUT /api/settings/password') adminToken = await login();
        baseline = await databaseSnapshot();
      } else if ((await databaseSnapshot()) !== baseline) {
        changedByRejected.push(what);
        baseline = await databaseSnapshot();
      }
    }
    if (accepted === 0 && (await apiSnapshot(adminToken)) !== apiBefore) {
      changedByRejected.push(`${route}: the lists or figures changed`);
    }
  }
  expect(serverErrors).toEqual([]);
  expect(changedByRejected).toEqual([]);
  for (const [route, n] of Object.entries(counts)) expect(n, route).toBeGreaterThanOrEqual(40);
  // Every write route × 40 attempts, each compared with a snapshot of the database: it took 109–120 s
  // on a loaded 2-core machine, and grows with every route added.
}, 300_000);
