import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, getFile, loginAdmin, registerCompany, type TestApp } from '../../../test/app.js';
import { pdfText } from '../../../test/pdf-text.js';

/**
 * One "a receber" for a tripeiro (issue 20, docs/product-rules.md "People's totals"): Σ over its
 * pending entradas of (valor − comissao_tripeiro), what a settlement of them would collect, on
 * every endpoint that shows it. Roberto, 12,5 %, October 2026 by hand:
 *   pending 3 × 100,10 (12,51 each; 12,5125 rounded per entry) + 199,70 (24,96) = 500,00;
 *     commission per entry 62,49 (rounding the sum would give 62,50); a receber 437,51.
 *   confirmed 780,24 → commission on confirmed entradas 97,53 (500 − 97,53 = 402,47 was the
 *     summary's old "Valor a Receber").
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerCompany>>;
let roberto: number;

async function req(method: 'GET' | 'POST', url: string, body?: unknown, token = owner.token) {
  const res = await call(t.app, method, url, { token, ...(body === undefined ? {} : { body }) });
  if (res.status >= 300) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

const pending: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerCompany(t.app, 'Tripas do Roberto');
  roberto = (await req('POST', '/api/tripeiros', { nome: 'Roberto', comissao_percentual: 12.5 })).body.data.id;
  const pay = async (valor: number, data_pagamento: string, status: 'pendente' | 'confirmado') =>
    (
      await req('POST', '/api/payments', {
        descricao: 'Tripa',
        valor,
        data_pagamento,
        status,
        tripeiro_id: roberto,
      })
    ).body.data.id as number;
  for (const [valor, date] of [
    [100.1, '2026-10-02'],
    [100.1, '2026-10-09'],
    [100.1, '2026-10-16'],
    [199.7, '2026-10-23'],
  ] as const) {
    pending.push(await pay(valor, date, 'pendente'));
  }
  await pay(780.24, '2026-10-05', 'confirmado');
});
afterAll(async () => {
  await t?.close();
});

/** Every place that shows Roberto's a receber, and his commission on pending entradas beside it. */
async function figures() {
  const list = (await req('GET', '/api/tripeiros')).body.data.find((r: { id: number }) => r.id === roberto);
  const one = (await req('GET', `/api/tripeiros/${roberto}`)).body.data;
  const closing = (await req('GET', '/api/closings/2026-10')).body;
  const row = closing.tripeiros.find((r: { id: number }) => r.id === roberto);
  const open = (await req('GET', `/api/settlements/open?tripeiro_id=${roberto}`)).body.data;
  const admin = await loginAdmin(t.app);
  const metrics = (await req('GET', `/api/admin/users/${owner.user.id}/metrics`, undefined, admin.token)).body;
  const inMetrics = metrics.tripeiros.find((r: { id: number }) => r.id === roberto);
  return {
    aReceber: [
      list.a_receber,
      one.a_receber,
      row.a_receber,
      closing.tripeirosTotals.a_receber,
      open.valor_entregue,
      inMetrics.a_receber,
    ],
    comissao: [
      list.comissao_pendente,
      one.comissao_pendente,
      row.comissao,
      closing.tripeirosTotals.comissao,
      open.comissao,
    ],
    list,
  };
}

describe("a tripeiro's a receber", () => {
  it('is Σ (valor − commission) over its pending entradas, rounded per entry, on every endpoint', async () => {
    const { aReceber, comissao, list } = await figures();
    expect(aReceber).toEqual([437.51, 437.51, 437.51, 437.51, 437.51, 437.51]);
    expect(comissao).toEqual([62.49, 62.49, 62.49, 62.49, 62.49]);
    // The pending balance, and the commission on confirmed entradas: other figures, other names.
    expect(list).toMatchObject({ saldo_pendente: 500, total_commissions: 97.53 });
  });

  it("the closing's PDF prints the same figures", async () => {
    const res = await getFile(t.app, '/api/closings/2026-10/pdf', owner.token);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('R$ 62,49');
    expect(text).toContain('R$ 437,51');
  });

  it('a closing keeps it; a settlement collects exactly it, after which nothing is a receber', async () => {
    await req('POST', '/api/closings/2026-10/close');
    const closed = (await req('GET', '/api/closings/2026-10')).body;
    expect(closed.tripeirosTotals).toEqual({ saldo: 500, comissao: 62.49, a_receber: 437.51 });
    await req('POST', '/api/closings/2026-10/reopen');
    const { id } = (
      await req('POST', '/api/settlements', {
        tripeiro_id: roberto,
        data_acerto: '2026-10-31',
        forma_pagamento: 'PIX',
        payment_ids: pending,
      })
    ).body.data;
    const settlement = (await req('GET', `/api/settlements/${id}`)).body.data;
    expect(settlement).toMatchObject({ saldo: 500, comissao: 62.49, valor_entregue: 437.51 });
    const { aReceber, comissao } = await figures();
    expect(aReceber).toEqual([0, 0, 0, 0, 0, 0]);
    expect(comissao).toEqual([0, 0, 0, 0, 0]);
  });
});
