import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { companyFixture } from '../../../test/app.js';
import { backupCalls, type Doc } from '../../../test/backup.js';
import { expectLedgerMatchesRows } from '../../../test/ledger-check.js';
import { BACKUP_TABLES, tableNamed } from './tables.js';

// Backups carry payouts, settlements, their items, the numbering and every PIX key, and a restore
// puts them back linked to the restored payments (issue 15, ADR 019's open item, ADR 021).

const fx = companyFixture('Padaria');
const { req } = fx;
const { download, restore } = backupCalls(fx);

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const res = await req(method, url, body);
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

/**
 * Ana (10 %, PIX key) and Zé (tripeiro, 5 %); the company's PIX key; September closed with one of
 * Ana's commissions paid in it; in October a payout standing, one reversed, a commission paid and
 * then its payment deleted (a correction), a settlement with Zé, and pending entradas left.
 */
async function seed() {
  await ok('PUT', '/api/pix-settings', { chave_pix: 'pix@padaria.com.br', pix_cidade: 'São Paulo' });
  const ana = (await ok('POST', '/api/attendants', { nome: 'Ana', comissao_percentual: 10, chave_pix: 'ana@pix.com' }))
    .data.id;
  const ze = (await ok('POST', '/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 })).data.id;
  const pay = async (descricao: string, valor: number, data_pagamento: string, extra: Doc = {}) =>
    (
      await ok('POST', '/api/payments', {
        descricao,
        valor,
        data_pagamento,
        atendente_id: ana,
        status: 'confirmado',
        ...extra,
      })
    ).data.id as number;
  const sept = await pay('Bolo de setembro', 200, '2026-09-10');
  await pay('Pão de setembro', 50, '2026-09-12');
  const oct1 = await pay('Torta', 300, '2026-10-01');
  const oct2 = await pay('Café', 40, '2026-10-02');
  const gone = await pay('Doce apagado', 90, '2026-10-03');
  const oct3 = await pay('Salgado', 120, '2026-10-04');
  const z1 = await pay('Entrega 1', 100, '2026-10-05', { atendente_id: null, tripeiro_id: ze, status: 'pendente' });
  const z2 = await pay('Entrega 2', 60.5, '2026-10-06', { atendente_id: null, tripeiro_id: ze, status: 'pendente' });
  await pay('Entrega 3', 70, '2026-10-07', { atendente_id: null, tripeiro_id: ze, status: 'pendente' });

  const payout = (payment_ids: number[], data_pagamento = '2026-10-20') =>
    ok('POST', '/api/payouts', { atendente_id: ana, data_pagamento, forma_pagamento: 'PIX', payment_ids });
  await payout([sept], '2026-09-30');
  const reversed = (await payout([oct2])).data.id;
  await ok('POST', `/api/payouts/${reversed}/reverse`, { motivo: 'Pago em dinheiro por engano' });
  await payout([oct1, gone]);
  await ok('DELETE', `/api/payments/${gone}`);
  await ok('POST', '/api/settlements', {
    tripeiro_id: ze,
    data_acerto: '2026-10-21',
    forma_pagamento: 'Dinheiro',
    payment_ids: [z1, z2],
    observacoes: 'Acerto da semana',
  });
  await ok('POST', '/api/closings/2026-09/close');
  return { ana, ze, oct3 };
}

/** Without the ids a restore renumbers (the payments' and the documents'). */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !['id', 'payment_id', 'payout_id', 'settlement_id'].includes(k))
        .map(([k, v]) => [k, withoutIds(v)]),
    );
  return value;
}

/** Everything the payouts' screens and receipts read, in the order the API lists it. */
async function settlingView(ana: number, ze: number) {
  const payouts = (await ok('GET', '/api/payouts?limit=100')).data;
  const settlements = (await ok('GET', '/api/settlements?limit=100')).data;
  const details = [];
  for (const p of payouts) details.push((await ok('GET', `/api/payouts/${p.id}`)).data);
  for (const s of settlements) details.push((await ok('GET', `/api/settlements/${s.id}`)).data);
  for (const url of [
    ...payouts.map((p: Doc) => `/api/payouts/${p.id}/pdf`),
    ...settlements.map((s: Doc) => `/api/settlements/${s.id}/pdf`),
  ]) {
    const res = await fx.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${fx.owner.token}` } });
    expect(res.statusCode, url).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }
  return {
    balances: (await ok('GET', '/api/payouts/balances')).data,
    open: (await ok('GET', `/api/payouts/open?atendente_id=${ana}`)).data,
    pending: (await ok('GET', `/api/settlements/open?tripeiro_id=${ze}`)).data,
    pix: (await ok('GET', '/api/pix-settings')).data,
    attendant: (await ok('GET', `/api/attendants/${ana}`)).data,
    payouts,
    settlements,
    details,
  };
}

describe('backup and restore of payouts and settlements', () => {
  it('a restore puts back payouts, settlements, items, numbering and PIX keys, linked to the restored payments', async () => {
    const { ana, ze, oct3 } = await seed();
    const before = await settlingView(ana, ze);
    // What the scenario must show: paid 20 (September) and 30 + 9 (a payout of two), one reversed
    // (Café open again), the deleted payment's R$ 9,00 as a correction; Zé's third delivery pending.
    expect(before.balances).toEqual([{ atendente_id: ana, earned: 71, paid: 59, open: 12 }]);
    expect(before.open.commissions.map((c: Doc) => c.descricao)).toEqual(['Pão de setembro', 'Café', 'Salgado']);
    expect(before.open.corrections).toMatchObject([{ descricao: 'Doce apagado', motivo: 'excluido', diferenca: -9 }]);
    expect(before.pending.payments.map((p: Doc) => p.descricao)).toEqual(['Entrega 3']);
    expect(before.payouts.map((p: Doc) => [p.numero, p.status])).toEqual([
      [3, 'pago'],
      [2, 'estornado'],
      [1, 'pago'],
    ]);
    const doc = await download();
    expect(doc.company).toMatchObject({ chave_pix: 'pix@padaria.com.br', pix_cidade: 'São Paulo' });
    expect(doc.attendants[0].chave_pix).toBe('ana@pix.com');

    // After the backup: another payout, another settlement, keys changed. All undone by the restore.
    await ok('POST', '/api/payouts', {
      atendente_id: ana,
      data_pagamento: '2026-10-25',
      forma_pagamento: 'PIX',
      payment_ids: [oct3],
    });
    const z3 = before.pending.payments[0].payment_id;
    await ok('POST', '/api/settlements', {
      tripeiro_id: ze,
      data_acerto: '2026-10-26',
      forma_pagamento: 'PIX',
      payment_ids: [z3],
    });
    await ok('PUT', '/api/pix-settings', { chave_pix: '11222333000181', pix_cidade: 'Campinas' });
    await ok('PUT', `/api/attendants/${ana}`, { nome: 'Ana', comissao_percentual: 10, chave_pix: null });

    for (let round = 0; round < 2; round++) {
      const res = await restore(doc);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = await settlingView(ana, ze);
      expect(withoutIds(after)).toEqual(withoutIds(before));
      await expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);
      // Items point at the restored payments (September's kept its stored row and id).
      const { rows } = await sql<{ descricao: string; same: number | string }>`
        select i.descricao, count(p.id) as same from payout_items i
          left join payments p on p.id = i.payment_id and p.tenant_id = i.tenant_id and p.descricao = i.descricao
         where i.tenant_id = ${fx.owner.user.tenant_id} group by i.descricao order by i.descricao`.execute(
        fx.t.handle.db,
      );
      expect(rows.map((r) => [r.descricao, Number(r.same)])).toEqual([
        ['Bolo de setembro', 1],
        ['Café', 1],
        ['Doce apagado', 0],
        ['Torta', 1],
      ]);
      const settled = await sql<{ n: number | string }>`select count(*) as n from settlement_items i
        join payments p on p.id = i.payment_id and p.tenant_id = i.tenant_id and p.status = 'confirmado'
        where i.tenant_id = ${fx.owner.user.tenant_id}`.execute(fx.t.handle.db);
      expect(Number(settled.rows[0]?.n)).toBe(2);
      // The same document again from the restored company (its own ids).
      expect(withoutIds({ ...(await download()), createdAt: null })).toEqual(withoutIds({ ...doc, createdAt: null }));
    }
    // Numbering goes on from the backup's counters; a paid commission cannot be paid again.
    const next = await req('POST', '/api/payouts', {
      atendente_id: ana,
      data_pagamento: '2026-10-25',
      forma_pagamento: 'PIX',
      payment_ids: [],
    });
    expect(next.status).toBe(400); // only the correction (−R$ 9,00) would be paid: not positive
    const open = (await ok('GET', `/api/payouts/open?atendente_id=${ana}`)).data;
    const salgado = open.commissions.find((c: Doc) => c.descricao === 'Salgado').payment_id;
    const paid = await ok('POST', '/api/payouts', {
      atendente_id: ana,
      data_pagamento: '2026-10-25',
      forma_pagamento: 'PIX',
      payment_ids: [salgado],
    });
    expect(paid.data).toMatchObject({ numero: 4, total: 3 }); // 12 − 9 of the correction
    const torta = open.commissions.find((c: Doc) => c.descricao === 'Torta');
    expect(torta).toBeUndefined();
  });

  it('the backup carries every PIX key, and the restore checks each', async () => {
    // Every column of every table: backup-schema.test.ts. Here, the keys this issue added.
    const tables = await fx.t.handle.db.introspection.getTables();
    const pixColumns = tables.flatMap((x) =>
      x.columns.filter((c) => /pix/.test(c.name)).map((c) => `${x.name}.${c.name}`),
    );
    expect(pixColumns.sort()).toEqual(['attendants.chave_pix', 'tenants.chave_pix', 'tenants.pix_cidade']);
    for (const [name, column] of [
      ['attendants', 'chave_pix'],
      ['company', 'chave_pix'],
      ['company', 'pix_cidade'],
    ] as const) {
      expect(tableNamed(name)?.columns).toContain(column);
      expect(Object.keys(tableNamed(name)?.row.shape ?? {})).toContain(column);
    }
  });

  it('an older backup, without these tables, restores and keeps the stored payouts; open = earned − paid', async () => {
    const { ana, ze } = await seed();
    const before = await settlingView(ana, ze);
    const doc = await download();
    for (const table of BACKUP_TABLES.filter((x) => x.group === 'settling')) delete doc[table.name];
    for (const p of doc.payments) delete p.id;
    delete doc.company.chave_pix;
    delete doc.company.pix_cidade;
    for (const a of doc.attendants) delete a.chave_pix;
    const res = await restore(doc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await settlingView(ana, ze);
    // The receipts, numbers and keys are as they were; the figures still add up.
    expect(withoutIds(after.payouts)).toEqual(withoutIds(before.payouts));
    expect(withoutIds(after.settlements)).toEqual(withoutIds(before.settlements));
    expect(after.pix).toEqual(before.pix);
    expect(after.attendant.chave_pix).toBe('ana@pix.com');
    const [b] = after.balances;
    expect(b).toMatchObject({ earned: 71, paid: 59, open: 12 });
    await expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);
  });
});

describe('a restore checks payouts and settlements as strictly as the rest', () => {
  const cases: Array<[string, (doc: Doc) => void, string]> = [
    [
      'a payout whose total is not the sum of its items',
      (doc) => {
        doc.payouts[0].total += 1;
      },
      'Arquivo de backup inválido: pagamentos de comissões, item 1, campo total: não confere com a soma dos itens',
    ],
    [
      'an item of a payout the file does not have',
      (doc) => {
        doc.payout_items[0].payout_id = 999;
      },
      'Arquivo de backup inválido: itens de pagamentos de comissões, item 1, campo payout_id: não há, antes no arquivo, o documento a que este item pertence',
    ],
    [
      'a reversed payout without a reason',
      (doc) => {
        const reversed = doc.payouts.find((p: Doc) => p.status === 'estornado');
        reversed.estorno_motivo = null;
      },
      'Arquivo de backup inválido: pagamentos de comissões, item 2, campo status: um documento estornado tem motivo e data do estorno; um que está de pé não tem',
    ],
    [
      'an item still live in a reversed payout',
      (doc) => {
        const reversed = doc.payouts.find((p: Doc) => p.status === 'estornado');
        doc.payout_items.find((i: Doc) => i.payout_id === reversed.id).live = 1;
      },
      'Arquivo de backup inválido: itens de pagamentos de comissões, item 2, campo live: deveria ser 1 num pagamento pago e 0 num estornado',
    ],
    [
      'a commission paid in two standing payouts',
      (doc) => {
        const first = doc.payout_items[0];
        const standing = doc.payouts.find((p: Doc) => p.status === 'pago' && p.id !== first.payout_id);
        doc.payout_items.push({ ...first, payout_id: standing.id });
        standing.total += first.valor_comissao;
      },
      'Arquivo de backup inválido: itens de pagamentos de comissões, campo payment_id: a mesma comissão aparece em dois pagamentos que não foram estornados',
    ],
    [
      'a settlement whose delivered amount is not saldo − comissão',
      (doc) => {
        doc.settlements[0].valor_entregue = 1;
      },
      'Arquivo de backup inválido: acertos, item 1, campo valor_entregue: não confere com a soma dos itens',
    ],
    [
      'a settlement item above the maximum',
      (doc) => {
        doc.settlement_items[0].valor = 99_999_999_999 + 1;
      },
      'Arquivo de backup inválido: itens de acertos, item 1, campo valor: O valor máximo é R$ 999.999.999,99',
    ],
    [
      'a counter below the numbers it gave',
      (doc) => {
        doc.document_counters.find((c: Doc) => c.kind === 'payout').last_number = 2;
      },
      // The counters in kind order: payment (ADR 039), then payout.
      'Arquivo de backup inválido: numeração, item 2, campo last_number: abaixo do maior número deste tipo no arquivo',
    ],
    [
      'an invalid PIX key',
      (doc) => {
        doc.attendants[0].chave_pix = 'não é chave';
      },
      'Arquivo de backup inválido: atendentes, item 1, campo chave_pix: Chave PIX inválida: use CPF, CNPJ, e-mail, celular com DDD ou chave aleatória',
    ],
    [
      'only some of the tables',
      (doc) => {
        delete doc.document_counters;
      },
      'Arquivo de backup inválido: numeração: o arquivo traz só parte das tabelas de pagamentos de comissões e acertos',
    ],
    [
      'a paid payment named twice by its id',
      (doc) => {
        const paid = doc.payments.find((p: Doc) => p.id === doc.payout_items[0].payment_id);
        const other = doc.payments.find((p: Doc) => p.data_pagamento.startsWith('2026-10'));
        other.id = paid.id;
      },
      'Arquivo de backup inválido: itens de pagamentos de comissões, item 1, campo payment_id: o pagamento a que o item se refere aparece duas vezes no arquivo com este identificador',
    ],
  ];

  it.each(cases)(
    'refuses %s with a 400 naming table, item and field, and changes nothing',
    async (_, edit, message) => {
      await seed();
      const before = await download();
      const doc = structuredClone(before);
      edit(doc);
      const res = await restore(doc);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toBe('VALIDATION');
      expect(res.body.message).toBe(message);
      expect({ ...(await download()), createdAt: null }).toEqual({ ...before, createdAt: null });
    },
  );
});
