import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from '../../../test/app.js';
import { expectLedgerMatchesRows } from '../../../test/ledger-check.js';

let t: TestApp;
let owner: { token: string; user: { tenant_id: number } };
beforeEach(async () => {
  t = await createTestApp();
  owner = await registerCompany(t.app, 'Padaria');
});
afterEach(async () => {
  await t.close();
});

const post = (url: string, body: unknown, token = owner.token, headers?: Record<string, string>) =>
  call(t.app, 'POST', url, { token, body, ...(headers ? { headers } : {}) });
const put = (url: string, body: unknown, token = owner.token) => call(t.app, 'PUT', url, { token, body });
const get = (url: string, token = owner.token) => call(t.app, 'GET', url, { token });

async function attendant(nome: string, pct: number, token = owner.token) {
  const res = await post('/api/attendants', { nome, comissao_percentual: pct }, token);
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}
async function tripeiro(nome: string, pct: number, token = owner.token) {
  const res = await post('/api/tripeiros', { nome, comissao_percentual: pct }, token);
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}
async function payment(body: Record<string, unknown>, token = owner.token) {
  const res = await post('/api/payments', { descricao: 'Venda', data_pagamento: '2026-11-10', ...body }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
async function count(table: 'payments' | 'attendants' | 'tripeiros' | 'tripeiro_accounts' | 'activity_log') {
  const row = await t.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('commission snapshot', () => {
  it('R$ 100,10 × 5% = R$ 5,01, half-up to the centavo, and saídas earn nothing', async () => {
    const ana = await attendant('Ana', 5);
    const tri = await tripeiro('Zé', 2.5);
    const p = await payment({ valor: 100.1, atendente_id: ana, tripeiro_id: tri, status: 'confirmado' });
    expect(p).toMatchObject({
      valor: 100.1,
      valor_comissao: 5.01,
      comissao_percentual: 5,
      comissao_tripeiro: 2.5, // 100,10 × 2,5% = 2,5025 → 2,50
      tripeiro_percentual: 2.5,
      attendant_name: 'Ana',
      tripeiro_name: 'Zé',
      tipo_pagamento: 'entrada',
    });
    const half = await payment({ valor: 0.1, atendente_id: ana }); // 0,10 × 5% = 0,005 → 0,01
    expect(half.valor_comissao).toBe(0.01);
    const saida = await payment({ valor: 50, atendente_id: ana, tipo_pagamento: 'saida', status: 'confirmado' });
    expect(saida.valor_comissao).toBe(0);
    expect(saida.comissao_tripeiro).toBe(0);
  });

  it("is not rewritten when the attendant's percentage changes later, only when the payment changes", async () => {
    const ana = await attendant('Ana', 5);
    const p = await payment({ valor: 200, atendente_id: ana, status: 'confirmado' });
    expect(p.valor_comissao).toBe(10);
    expect((await put(`/api/attendants/${ana}`, { comissao_percentual: 10 })).status).toBe(200);
    expect((await get(`/api/payments/${p.id}`)).body.data.valor_comissao).toBe(10);
    // A status change keeps the snapshot…
    expect((await put(`/api/payments/${p.id}`, { status: 'pendente' })).body.data.valor_comissao).toBe(10);
    // …a new valor takes it again with today's percentage.
    const changed = await put(`/api/payments/${p.id}`, { valor: 300 });
    expect(changed.body.data).toMatchObject({ valor: 300, valor_comissao: 30, comissao_percentual: 10 });
  });
});

describe('derived figures on a hand-computed dataset', () => {
  it('attendants, tripeiros and their commissions lists agree with the payments', async () => {
    const ana = await attendant('Ana', 10);
    const bia = await attendant('Bia', 4);
    const ze = await tripeiro('Zé', 10);
    // Ana: two confirmed entradas (100 + 50) → 2 vendas, 15,00; one pending and one cancelled don't count.
    await payment({ valor: 100, atendente_id: ana, tripeiro_id: ze, status: 'confirmado' });
    await payment({ valor: 50, atendente_id: ana, status: 'confirmado', data_pagamento: '2026-11-12' });
    await payment({ valor: 70, atendente_id: ana, tripeiro_id: ze, status: 'pendente' });
    await payment({ valor: 999, atendente_id: ana, status: 'cancelado' });
    await payment({ valor: 80, atendente_id: ana, tipo_pagamento: 'saida', status: 'confirmado' });
    // Bia: 33,33 × 4% = 1,3332 → 1,33
    await payment({ valor: 33.33, atendente_id: bia, tripeiro_id: ze, status: 'confirmado' });
    // Zé: pending entradas 70 + 330 = 400; confirmed commissions 10,00 + 3,33 = 13,33
    await payment({ valor: 330, tripeiro_id: ze, status: 'pendente' });

    const list = await get('/api/attendants');
    expect(list.status).toBe(200);
    expect(list.body.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(list.body.data.map((a: Record<string, unknown>) => [a.nome, a.total_payments, a.total_commissions])).toEqual(
      [
        ['Ana', 2, 15],
        ['Bia', 1, 1.33],
      ],
    );

    const commissions = await get(`/api/attendants/${ana}/commissions`);
    expect(commissions.body.data).toEqual([
      expect.objectContaining({ data_pagamento: '2026-11-12', valor: 50, valor_comissao: 5, tripeiro_name: null }),
      expect.objectContaining({ data_pagamento: '2026-11-10', valor: 100, valor_comissao: 10, tripeiro_name: 'Zé' }),
    ]);

    const tri = (await get('/api/tripeiros')).body.data[0];
    expect(tri).toMatchObject({
      nome: 'Zé',
      saldo_pendente: 400,
      total_commissions: 13.33,
      total_payments: 2,
      saldo_atual: 0,
    });

    await post(`/api/tripeiros/${ze}/accounts`, { numero_conta: '001', limite_credito: 1000, saldo_devedor: 250.5 });
    const inactive = await post(`/api/tripeiros/${ze}/accounts`, { numero_conta: '002', saldo_devedor: 100 });
    await put(`/api/tripeiros/${ze}/accounts/${inactive.body.data.id}`, { ativa: 0 });
    const detail = await get(`/api/tripeiros/${ze}`);
    expect(detail.body.data.saldo_atual).toBe(250.5);
    expect(
      detail.body.data.accounts.map((a: { numero_conta: string; ativa: number }) => [a.numero_conta, a.ativa]),
    ).toEqual([
      ['001', 1],
      ['002', 0],
    ]);
    expect(detail.body.data.transacoes_recentes).toHaveLength(4);

    // Moving a confirmed payment from Ana to Bia moves its count and commission too.
    const moved = await payment({ valor: 10, atendente_id: ana, status: 'confirmado' });
    await put(`/api/payments/${moved.id}`, { atendente_id: bia });
    await call(t.app, 'DELETE', `/api/payments/${moved.id}`, { token: owner.token });
    const after = (await get('/api/attendants')).body.data;
    expect(after.map((a: Record<string, unknown>) => [a.total_payments, a.total_commissions])).toEqual([
      [2, 15],
      [1, 1.33],
    ]);
  });

  it('running totals equal the totals recomputed from the payments after a random mix of writes', async () => {
    const people = [await attendant('A', 3.5), await attendant('B', 12), await attendant('C', 1)];
    const tris = [await tripeiro('T1', 7.25), await tripeiro('T2', 0)];
    const statuses = ['pendente', 'confirmado', 'cancelado'] as const;
    // mulberry32: a small seeded PRNG, so a failure can be replayed.
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) % n;
    };
    const pick = <T>(xs: readonly T[]) => xs[rand(xs.length)] as T;
    const ids: number[] = [];
    for (let i = 0; i < 150; i++) {
      const op = ids.length === 0 ? 0 : rand(6);
      if (op <= 2) {
        const p = await payment({
          valor: (rand(100_000) + 1) / 100,
          atendente_id: rand(4) === 0 ? null : pick(people),
          tripeiro_id: rand(3) === 0 ? null : pick(tris),
          status: pick(statuses),
          tipo_pagamento: rand(5) === 0 ? 'saida' : 'entrada',
        });
        ids.push(p.id);
      } else if (op <= 4) {
        const id = pick(ids);
        const change = [
          { status: pick(statuses) },
          { valor: (rand(50_000) + 1) / 100 },
          { atendente_id: rand(3) === 0 ? null : pick(people) },
          { tripeiro_id: rand(3) === 0 ? null : pick(tris) },
          { tipo_pagamento: rand(2) ? 'saida' : 'entrada' },
        ][rand(5)];
        expect((await put(`/api/payments/${id}`, change)).status).toBe(200);
      } else {
        const id = ids.splice(rand(ids.length), 1)[0] as number;
        expect((await call(t.app, 'DELETE', `/api/payments/${id}`, { token: owner.token })).status).toBe(204);
      }
      if (i === 75) await put(`/api/attendants/${people[0]}`, { comissao_percentual: 9.99 });
    }
    await expectLedgerMatchesRows(t.app, t.handle.db, owner.user.tenant_id, owner.token);
    // The mix really exercised the totals.
    const attendants = (await get('/api/attendants?limit=100')).body.data as Array<{ total_commissions: number }>;
    expect(attendants.filter((a) => a.total_commissions > 0).length).toBeGreaterThanOrEqual(2);
    const tripeiros = (await get('/api/tripeiros?limit=100')).body.data as Array<Record<string, number>>;
    expect(tripeiros.some((x) => (x.saldo_pendente ?? 0) > 0 && (x.total_commissions ?? 0) > 0)).toBe(true);
  });
});

describe('payments list', () => {
  it('filters by status and inclusive date range, paginates, and searches description and names', async () => {
    const ana = await attendant('Ana Júlia', 5);
    const ze = await tripeiro('José Tripa', 5);
    for (let d = 1; d <= 25; d++) {
      await payment({
        descricao: d % 5 === 0 ? `Bolo de aniversário ${d}` : `Pão francês ${d}`,
        valor: d,
        data_pagamento: `2026-10-${String(d).padStart(2, '0')}`,
        status: d % 2 ? 'confirmado' : 'pendente',
        atendente_id: d === 7 ? ana : null,
        tripeiro_id: d === 8 ? ze : null,
      });
    }
    const page1 = await get('/api/payments?startDate=2026-10-01&endDate=2026-10-25&limit=10');
    expect(page1.body.pagination).toEqual({ page: 1, limit: 10, total: 25, totalPages: 3 });
    expect(page1.body.data[0].data_pagamento).toBe('2026-10-25');
    const page3 = await get('/api/payments?startDate=2026-10-01&endDate=2026-10-25&limit=10&page=3');
    expect(page3.body.data.map((p: { valor: number }) => p.valor)).toEqual([5, 4, 3, 2, 1]);

    const range = await get('/api/payments?startDate=2026-10-10&endDate=2026-10-12&status=confirmado');
    expect(range.body.data.map((p: { data_pagamento: string }) => p.data_pagamento)).toEqual(['2026-10-11']);

    const byText = await get(`/api/payments?search=${encodeURIComponent('ANIVERSARIO')}`);
    expect(byText.body.pagination.total).toBe(5);
    expect((await get('/api/payments?search=julia')).body.data.map((p: { valor: number }) => p.valor)).toEqual([7]);
    expect((await get('/api/payments?search=tripa')).body.data.map((p: { valor: number }) => p.valor)).toEqual([8]);
    expect((await get('/api/payments?search=100%25')).body.pagination.total).toBe(0);
  });

  it('pages through payments of the same day newest id first, each exactly once, with counts per filter', async () => {
    const ana = await attendant('Ana', 5);
    const ze = await tripeiro('Zé', 5);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const created = await payment({
        descricao: `Venda ${i}`,
        valor: i + 1,
        // Seven on the 30th, three on the 1st of the next month: a page boundary inside a day.
        data_pagamento: i < 7 ? '2026-09-30' : '2026-10-01',
        status: i % 3 === 0 ? 'pendente' : 'confirmado',
        atendente_id: i % 2 ? ana : null,
        tripeiro_id: i % 3 === 1 ? ze : null,
      });
      ids.push(created.id);
    }
    const expected = [...ids.slice(7).reverse(), ...ids.slice(0, 7).reverse()];
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await get(`/api/payments?startDate=2026-09-15&endDate=2026-10-15&limit=3&page=${page}`);
      expect(res.body.pagination).toEqual({ page, limit: 3, total: 10, totalPages: 4 });
      seen.push(...res.body.data.map((p: { id: number }) => p.id));
    }
    expect(seen).toEqual(expected);
    // Counts of each filter the rollups answer, over a range that cuts two months.
    const total = async (query: string) =>
      (await get(`/api/payments?startDate=2026-09-15&endDate=2026-10-15&${query}`)).body.pagination.total;
    expect(await total('status=pendente')).toBe(4);
    expect(await total(`atendente_id=${ana}`)).toBe(5);
    expect(await total(`tripeiro_id=${ze}&status=confirmado`)).toBe(3);
    expect(await total(`atendente_id=${ana}&tripeiro_id=${ze}`)).toBe(2);
    expect(await total('tipo_pagamento=saida')).toBe(0);
  });

  it('summary: Σ valor of confirmed and pending entradas and saídas of the whole filter, cancelled in none', async () => {
    const ana = await attendant('Ana', 5);
    const ze = await tripeiro('Zé', 5);
    const statuses = ['confirmado', 'pendente', 'cancelado'] as const;
    for (let i = 0; i < 24; i++) {
      await payment({
        descricao: i % 4 === 0 ? `Bolo ${i}` : `Pão ${i}`,
        valor: (1001 * (i + 1)) / 100,
        // Across a month end, so the rollups read loose days and a whole month.
        data_pagamento: i < 12 ? `2026-09-${19 + i}` : `2026-10-${String(i - 11).padStart(2, '0')}`,
        status: statuses[i % 3],
        tipo_pagamento: i % 5 === 0 ? 'saida' : 'entrada',
        atendente_id: i % 2 ? ana : null,
        tripeiro_id: i % 3 === 1 ? ze : null,
      });
    }
    // The expected summary, from every row the list shows for the same filter (all pages).
    const expected = async (query: string) => {
      const rows: Array<{ valor: number; status: string; tipo_pagamento: string }> = [];
      for (let page = 1; ; page++) {
        const res = await get(`/api/payments?${query}&limit=5&page=${page}`);
        rows.push(...res.body.data);
        if (page >= res.body.pagination.totalPages) break;
      }
      const sum = (status: string, tipo: string) =>
        Math.round(
          rows.filter((r) => r.status === status && r.tipo_pagamento === tipo).reduce((n, r) => n + r.valor * 100, 0),
        ) / 100;
      return {
        entradasConfirmadas: sum('confirmado', 'entrada'),
        saidasConfirmadas: sum('confirmado', 'saida'),
        entradasPendentes: sum('pendente', 'entrada'),
        saidasPendentes: sum('pendente', 'saida'),
      };
    };
    const queries = [
      'startDate=2026-09-25&endDate=2026-10-31', // rollups: loose days + a whole month
      'startDate=2026-09-01&endDate=2026-09-30&status=confirmado',
      'startDate=2026-09-20&endDate=2026-10-05&tipo_pagamento=saida',
      `atendente_id=${ana}`, // the attendant's rollup, all time
      `tripeiro_id=${ze}&startDate=2026-10-01&endDate=2026-10-12`, // the tripeiro's rollup
      `atendente_id=${ana}&tripeiro_id=${ze}`, // rows
      'search=bolo&startDate=2026-09-01&endDate=2026-10-31', // rows: a text search
      'status=cancelado', // every figure 0
    ];
    for (const query of queries) {
      const res = await get(`/api/payments?${query}&limit=3`);
      expect(res.status).toBe(200);
      expect(res.body.summary, query).toEqual(await expected(query));
    }
    // All 24, by hand: confirmed are i ≡ 0 (mod 3), pending i ≡ 1; saídas i ≡ 0 (mod 5).
    const all = (await get('/api/payments')).body.summary;
    const hand = (keep: (i: number) => boolean) =>
      Math.round(
        Array.from({ length: 24 }, (_, i) => i)
          .filter(keep)
          .reduce((n, i) => n + 1001 * (i + 1), 0),
      ) / 100;
    expect(all).toEqual({
      entradasConfirmadas: hand((i) => i % 3 === 0 && i % 5 !== 0),
      saidasConfirmadas: hand((i) => i % 3 === 0 && i % 5 === 0),
      entradasPendentes: hand((i) => i % 3 === 1 && i % 5 !== 0),
      saidasPendentes: hand((i) => i % 3 === 1 && i % 5 === 0),
    });
    expect((await get('/api/payments?startDate=2027-01-01&endDate=2027-01-31')).body.summary).toEqual({
      entradasConfirmadas: 0,
      saidasConfirmadas: 0,
      entradasPendentes: 0,
      saidasPendentes: 0,
    });
  });

  it('refuses start after end with the spec text', async () => {
    const res = await get('/api/payments?startDate=2026-11-02&endDate=2026-11-01');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Data inicial não pode ser maior que data final');
  });
});

describe('bad input writes nothing', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no description', { descricao: '  ' }, 'descricao', 'A descrição é obrigatória'],
    ['zero valor', { valor: 0 }, 'valor', 'O valor deve ser maior que zero'],
    ['negative valor', { valor: -5 }, 'valor', 'O valor deve ser maior que zero'],
    ['three decimals', { valor: 10.001 }, 'valor', 'O valor deve ter no máximo 2 casas decimais'],
    ['too large', { valor: 1_000_000_000 }, 'valor', 'O valor máximo é R$ 999.999.999,99'],
    ['valor as text', { valor: '10' }, 'valor', 'O valor é obrigatório'],
    ['impossible date', { data_pagamento: '2026-02-30' }, 'data_pagamento', 'Data inválida'],
    ['date in another format', { data_pagamento: '10/11/2026' }, 'data_pagamento', 'Data inválida'],
    ['unknown status', { status: 'pago' }, 'status', 'Status inválido'],
    ['unknown tipo', { tipo_pagamento: 'troca' }, 'tipo_pagamento', 'Tipo de pagamento inválido'],
    ['unknown attendant', { atendente_id: 999 }, 'atendente_id', 'Atendente inválido'],
    ['attendant id as text', { atendente_id: 'x' }, 'atendente_id', 'Atendente inválido'],
    ['tenant in the body', { tenant_id: 1 }, 'tenant_id', 'Campo não permitido'],
    ['description too long', { descricao: 'x'.repeat(256) }, 'descricao', 'Deve ter no máximo 255 caracteres'],
  ];
  it.each(cases)('payment: %s', async (_name, patch, field, message) => {
    const res = await post('/api/payments', { descricao: 'Venda', valor: 10, data_pagamento: '2026-11-10', ...patch });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await count('payments')).toBe(0);
  });

  it("payment pointing at another company's attendant or tripeiro", async () => {
    const other = await registerCompany(t.app, 'Outra');
    const theirs = await attendant('Deles', 5, other.token);
    const theirTri = await tripeiro('Deles', 5, other.token);
    const a = await post('/api/payments', {
      descricao: 'x',
      valor: 1,
      data_pagamento: '2026-11-10',
      atendente_id: theirs,
    });
    expect(a.status).toBe(400);
    expect(a.body.fields).toEqual({ atendente_id: 'Atendente inválido' });
    const tr = await post('/api/payments', {
      descricao: 'x',
      valor: 1,
      data_pagamento: '2026-11-10',
      tripeiro_id: theirTri,
    });
    expect(tr.body.fields).toEqual({ tripeiro_id: 'Tripeiro inválido' });
    expect(await count('payments')).toBe(0);
  });

  const attendantCases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name', { nome: '' }, 'nome', 'O nome é obrigatório'],
    ['no percentage', { comissao_percentual: undefined }, 'comissao_percentual', 'A comissão é obrigatória'],
    [
      'percentage over 100',
      { comissao_percentual: 100.01 },
      'comissao_percentual',
      'A comissão deve estar entre 0 e 100',
    ],
    ['negative percentage', { comissao_percentual: -1 }, 'comissao_percentual', 'A comissão deve estar entre 0 e 100'],
    [
      '3 decimals',
      { comissao_percentual: 1.234 },
      'comissao_percentual',
      'A comissão deve ter no máximo 2 casas decimais',
    ],
    ['bad e-mail', { email: 'ana@' }, 'email', 'E-mail inválido'],
    ['bad phone', { telefone: 'abc' }, 'telefone', 'Telefone inválido'],
    ['unknown field', { ativo: 1 }, 'ativo', 'Campo não permitido'],
  ];
  it.each(attendantCases)('attendant: %s', async (_name, patch, field, message) => {
    const res = await post('/api/attendants', { nome: 'Ana', comissao_percentual: 5, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await count('attendants')).toBe(0);
  });

  const tripeiroCases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name', { nome: undefined }, 'nome', 'O nome é obrigatório'],
    ['UF of three letters', { estado: 'SPA' }, 'estado', 'UF inválida'],
    ['UF that does not exist', { estado: 'XX' }, 'estado', 'UF inválida'],
    ['bad CEP', { cep: '123' }, 'cep', 'CEP inválido'],
    ['percentage over 100', { comissao_percentual: 101 }, 'comissao_percentual', 'A comissão deve estar entre 0 e 100'],
  ];
  it.each(tripeiroCases)('tripeiro: %s', async (_name, patch, field, message) => {
    const res = await post('/api/tripeiros', { nome: 'Zé', ...patch });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await count('tripeiros')).toBe(0);
  });

  it('tripeiro: UF upper-cased, CEP formatted, percentage optional', async () => {
    const res = await post('/api/tripeiros', { nome: 'Zé', estado: 'sp', cep: '01310100', cidade: 'São Paulo' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ estado: 'SP', cep: '01310-100', comissao_percentual: 0, ativo: 1 });
  });

  it('account numbers are unique per company', async () => {
    const ze = await tripeiro('Zé', 5);
    expect((await post(`/api/tripeiros/${ze}/accounts`, { numero_conta: 'A-1' })).status).toBe(201);
    const dup = await post(`/api/tripeiros/${ze}/accounts`, { numero_conta: 'A-1' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ error: 'CONFLICT', message: 'Número da conta já cadastrado' });
    const other = await registerCompany(t.app, 'Outra');
    const theirZe = await tripeiro('Zé deles', 5, other.token);
    expect((await post(`/api/tripeiros/${theirZe}/accounts`, { numero_conta: 'A-1' }, other.token)).status).toBe(201);
    const bad = await post(`/api/tripeiros/${ze}/accounts`, { numero_conta: '', saldo_devedor: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      numero_conta: 'O número da conta é obrigatório',
      saldo_devedor: 'O valor não pode ser negativo',
    });
    expect(await count('tripeiro_accounts')).toBe(2);
  });
});

describe('history is never lost', () => {
  it('an attendant or tripeiro with payments cannot be deleted, only deactivated', async () => {
    const ana = await attendant('Ana', 5);
    const ze = await tripeiro('Zé', 5);
    await payment({ valor: 10, atendente_id: ana, tripeiro_id: ze });
    const a = await call(t.app, 'DELETE', `/api/attendants/${ana}`, { token: owner.token });
    expect(a.status).toBe(409);
    expect(a.body.message).toBe(
      'Este atendente tem pagamentos registrados e não pode ser excluído. Desative-o para tirá-lo das listas.',
    );
    const z = await call(t.app, 'DELETE', `/api/tripeiros/${ze}`, { token: owner.token });
    expect(z.status).toBe(409);
    expect((await put(`/api/attendants/${ana}`, { ativo: 0 })).body.data.ativo).toBe(0);
    const inactive = await post('/api/payments', {
      descricao: 'x',
      valor: 1,
      data_pagamento: '2026-11-10',
      atendente_id: ana,
    });
    expect(inactive.status).toBe(400);
    expect(inactive.body.fields.atendente_id).toBe('Atendente inativo não pode receber novos pagamentos');
    // The old payment can still be edited with its (now inactive) attendant.
    const list = await get('/api/payments');
    expect(
      (await put(`/api/payments/${list.body.data[0].id}`, { descricao: 'Venda corrigida', atendente_id: ana })).status,
    ).toBe(200);

    const free = await attendant('Sem vendas', 1);
    expect((await call(t.app, 'DELETE', `/api/attendants/${free}`, { token: owner.token })).status).toBe(204);
  });
});

describe('Idempotency-Key', () => {
  it('a retry returns the first payment and creates nothing new', async () => {
    const body = { descricao: 'Venda', valor: 12.34, data_pagamento: '2026-11-10' };
    const first = await post('/api/payments', body, owner.token, { 'idempotency-key': 'abc-123' });
    const again = await post('/api/payments', body, owner.token, { 'idempotency-key': 'abc-123' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await count('payments')).toBe(1);
    const different = await post('/api/payments', { ...body, valor: 1 }, owner.token, { 'idempotency-key': 'abc-123' });
    expect(different.status).toBe(409);
    // Keys belong to a company: another company's same key is its own.
    const other = await registerCompany(t.app, 'Outra');
    expect((await post('/api/payments', body, other.token, { 'idempotency-key': 'abc-123' })).status).toBe(201);
    expect(await count('payments')).toBe(2);
  });
});

describe('activity log', () => {
  it('records CREATE, UPDATE and DELETE of payments, attendants and tripeiros', async () => {
    const ana = await attendant('Ana', 5);
    const ze = await tripeiro('Zé', 5);
    const p = await payment({ valor: 10 });
    await put(`/api/payments/${p.id}`, { status: 'confirmado' });
    await call(t.app, 'DELETE', `/api/payments/${p.id}`, { token: owner.token });
    await put(`/api/attendants/${ana}`, { ativo: 0 });
    await call(t.app, 'DELETE', `/api/tripeiros/${ze}`, { token: owner.token });
    const rows = await t.handle.db
      .selectFrom('activity_log')
      .select(['action', 'entity_type', 'entity_id'])
      .where('tenant_id', '=', owner.user.tenant_id)
      .where('entity_type', '<>', 'user')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'CREATE', entity_type: 'attendant', entity_id: ana },
      { action: 'CREATE', entity_type: 'tripeiro', entity_id: ze },
      { action: 'CREATE', entity_type: 'payment', entity_id: p.id },
      { action: 'UPDATE', entity_type: 'payment', entity_id: p.id },
      { action: 'DELETE', entity_type: 'payment', entity_id: p.id },
      { action: 'UPDATE', entity_type: 'attendant', entity_id: ana },
      { action: 'DELETE', entity_type: 'tripeiro', entity_id: ze },
    ]);
  });
});
