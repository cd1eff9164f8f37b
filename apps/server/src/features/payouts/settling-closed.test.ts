import { describe, expect, it } from 'vitest';
import { companyFixture, getFile } from '../../../test/app.js';
import { expectLedgerMatchesRows } from '../../../test/ledger-check.js';
import { pdfText } from '../../../test/pdf-text.js';

/**
 * Settling after the closing (docs/product-rules.md "Settling after the closing", ADR 038), on both
 * databases. October 2026 by hand, the tests in order on one company (today is 21/11/2026):
 *   Ana (attendant, 10 %), Zé (tripeiro, 10 %).
 *   'Venda balcão' 05/10, 1.000,00 confirmed, Ana: her commission 100,00.
 *   'Bolo de aniversário' 20/10, 200,00 pending, Zé: settled on 31/10 while October was open.
 *   'Encomenda de salgados' 15/10, 500,00 pending, Zé and Ana: still pending when October closes.
 * October is closed; then November settles the salgados and pays Ana's October commission.
 */
const fx = companyFixture('Padaria do Zé', { perFile: true });

let ana: number;
let ze: number;
let balcao: number;
let bolo: number;
let salgados: number;
let boloSettlement: number;
let october: Record<string, unknown>;

async function ok(method: 'GET' | 'POST', url: string, body?: unknown, status = method === 'POST' ? 201 : 200) {
  const res = await fx.req(method, url, body);
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
}

const settle = (payment_ids: number[], data_acerto: string) =>
  fx.req('POST', '/api/settlements', { tripeiro_id: ze, data_acerto, forma_pagamento: 'PIX', payment_ids });

/** The closing's figures it froze (the live earned / paid / open are apart, `settling`). */
const frozen = async (month: string) => {
  const { settling: _live, generatedAt: _at, ...rest } = await ok('GET', `/api/closings/${month}`);
  return rest;
};
const metrics = async (month: string) =>
  (await ok('GET', `/api/dashboard/metrics?startDate=${month}-01&endDate=${month}-${month === '2026-10' ? 31 : 30}`))
    .metrics;
const status = async (id: number) => (await ok('GET', `/api/payments/${id}`)).data;

describe('settling after the closing', () => {
  it('sets up October and closes it with the salgados pending', async () => {
    ana = (await ok('POST', '/api/attendants', { nome: 'Ana', comissao_percentual: 10 })).data.id;
    ze = (await ok('POST', '/api/tripeiros', { nome: 'Zé', comissao_percentual: 10 })).data.id;
    const pay = async (body: Record<string, unknown>) => (await ok('POST', '/api/payments', body)).data.id as number;
    balcao = await pay({
      descricao: 'Venda balcão',
      valor: 1000,
      data_pagamento: '2026-10-05',
      status: 'confirmado',
      atendente_id: ana,
    });
    bolo = await pay({ descricao: 'Bolo de aniversário', valor: 200, data_pagamento: '2026-10-20', tripeiro_id: ze });
    salgados = await pay({
      descricao: 'Encomenda de salgados',
      valor: 500,
      data_pagamento: '2026-10-15',
      status: 'pendente',
      tripeiro_id: ze,
      atendente_id: ana,
    });
    const early = await settle([bolo], '2026-10-31');
    expect(early.status, JSON.stringify(early.body)).toBe(201);
    boloSettlement = early.body.data.id;
    await ok('POST', '/api/closings/2026-10/close', undefined, 200);
    october = await frozen('2026-10');
    expect(october).toMatchObject({
      status: 'fechado',
      cards: { totalRevenue: 1200, tripeiroCommissions: 20, attendantCommissions: 100 },
      tripeirosTotals: { saldo: 500, comissao: 50, a_receber: 450 },
    });
  });

  it('refuses a settlement dated in the closed month, naming the entry and the month, and changes nothing', async () => {
    const res = await settle([salgados], '2026-10-31');
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("Pagamento 'Encomenda de salgados' de 15/10/2026");
    expect(res.body.message).toContain('outubro/2026');
    expect(await status(salgados)).toMatchObject({ status: 'pendente', data_pagamento: '2026-10-15' });
  });

  it('collects the October entrada in November: 201, the cash counts in November, October keeps its closing', async () => {
    const octoberRevenue = (await metrics('2026-10')).totalRevenue;
    const res = await settle([salgados], '2026-11-05');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ saldo: 500, comissao: 50, valor_entregue: 450, data_acerto: '2026-11-05' });
    // The item keeps the entry's own date and says it came from a closed month.
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ payment_id: salgados, data_pagamento: '2026-10-15', mes_fechado: true }),
    ]);
    // The entry: confirmed on the settlement's date, its own date kept beside it.
    expect(await status(salgados)).toMatchObject({
      status: 'confirmado',
      data_pagamento: '2026-11-05',
      data_lancamento: '2026-10-15',
    });

    // October: the closing keeps its figures (the salgados still pending there), the dashboard's cash too.
    expect(await frozen('2026-10')).toEqual(october);
    expect((await metrics('2026-10')).totalRevenue).toBe(octoberRevenue);

    // November: the dashboard, Relatórios and November's closing count the cash and the commissions.
    expect(await metrics('2026-11')).toMatchObject({
      totalRevenue: 500,
      totalTripeiroCommissions: 50,
      totalAttendantCommissions: 50,
    });
    const report = await ok('GET', '/api/reports/generate?type=financial&startDate=2026-11-01&endDate=2026-11-30');
    expect(report.summary).toMatchObject({ totalRevenue: 500, tripeiroCommissions: 50, attendantCommissions: 50 });
    const november = await ok('GET', '/api/closings/2026-11');
    expect(november.cards).toMatchObject({ totalRevenue: 500, tripeiroCommissions: 50, attendantCommissions: 50 });
    expect(november.settling.tripeiros).toEqual([
      expect.objectContaining({ nome: 'Zé', earned: 50, paid: 50, open: 0 }),
    ]);

    // The tripeiro summary: nothing left to receive, the commission received counted once.
    const zeNow = (await ok('GET', '/api/tripeiros')).data.find((t: { id: number }) => t.id === ze);
    expect(zeNow).toMatchObject({ saldo_pendente: 0, a_receber: 0, total_commissions: 70 });
    await expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);
  });

  it("the receipt shows the entry's own date and the settlement's", async () => {
    const list = await ok('GET', `/api/settlements?tripeiro_id=${ze}&startDate=2026-11-01&endDate=2026-11-30`);
    const id = list.data[0].id as number;
    const res = await getFile(fx.t.app, `/api/settlements/${id}/pdf`, fx.owner.token);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('15/10/2026');
    expect(text).toContain('Encomenda de salgados');
    expect(text).toContain('outubro/2026 já estava fechado: recebida em 05/11/2026');
  });

  it('pays out in November the commission Ana earned in closed October: 201, the closing keeps its figures', async () => {
    const open = await ok('GET', `/api/payouts/open?atendente_id=${ana}`);
    expect(open.data.commissions.map((c: { payment_id: number }) => c.payment_id)).toEqual([balcao, salgados]);
    const res = await fx.req('POST', '/api/payouts', {
      atendente_id: ana,
      data_pagamento: '2026-11-06',
      forma_pagamento: 'PIX',
      payment_ids: [balcao],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await frozen('2026-10')).toEqual(october);
    const text = await pdfText(
      (await getFile(fx.t.app, `/api/payouts/${res.body.data.id}/pdf`, fx.owner.token)).rawPayload,
    );
    expect(text).toContain('05/10/2026');
    expect(text).toContain('paga em 06/11/2026');
  });

  it('refuses a reversal that would change the closed month, naming the entry and the month', async () => {
    const res = await fx.req('POST', `/api/settlements/${boloSettlement}/reverse`, { motivo: 'Engano' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Pagamento 'Bolo de aniversário' de 20/10/2026: outubro/2026 está fechado. Reabra o fechamento para estornar este acerto.",
    );
    expect(await status(bolo)).toMatchObject({ status: 'confirmado', data_pagamento: '2026-10-20' });
  });

  it('reverses the November settlement: the entrada goes back pending on its own date, October untouched', async () => {
    const list = await ok('GET', `/api/settlements?tripeiro_id=${ze}&startDate=2026-11-01&endDate=2026-11-30`);
    await ok('POST', `/api/settlements/${list.data[0].id}/reverse`, { motivo: 'Devolvido' }, 200);
    expect(await status(salgados)).toMatchObject({
      status: 'pendente',
      data_pagamento: '2026-10-15',
      data_lancamento: null,
    });
    expect(await frozen('2026-10')).toEqual(october);
    expect((await metrics('2026-11')).totalRevenue).toBe(0);
    // And it can be settled again, in November.
    expect((await settle([salgados], '2026-11-07')).status).toBe(201);
    await expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);
  });
});
