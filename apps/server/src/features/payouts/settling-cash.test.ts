import { describe, expect, it } from 'vitest';
import { companyFixture } from '../../../test/app.js';
import { backupCalls } from '../../../test/backup.js';
import { expectLedgerMatchesRows } from '../../../test/ledger-check.js';

/**
 * A settlement's entradas are received on the settlement's date (docs/product-rules.md "Settling
 * up"): `data_recebimento` = the settlement's date, where the cash flow and the account balances
 * count their cash; the competence figures keep them on their own date. The clock is 2026-11-21;
 * the tests run in order on one company:
 *   Banco, opened at zero on 01/10. Zé (tripeiro, 10 %).
 *   'Torta' 20/09, R$ 300,00, pending, Zé, into Banco: settled on 05/10 (September open).
 *   'Doces' 10/11, R$ 100,00, pending, Zé.
 */
const fx = companyFixture('Doceria', { perFile: true });
const { download, restore } = backupCalls(fx);

let ze: number;
let banco: number;
let torta: number;
let doces: number;
let settlement: number;

async function ok(method: 'GET' | 'POST', url: string, body?: unknown, status = method === 'POST' ? 201 : 200) {
  const res = await fx.req(method, url, body);
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
}
const row = (id: number) =>
  fx.t.handle.db
    .selectFrom('payments')
    .select(['status', 'data_pagamento', 'data_recebimento', 'data_lancamento'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const flow = (start: string, end: string) =>
  ok('GET', `/api/cash-flow?startDate=${start}&endDate=${end}&granularidade=dia`);
const day = (f: { periodos: Array<{ inicio: string; entradas: number }> }, d: string) =>
  f.periodos.find((p) => p.inicio === d)?.entradas;
const bancoBalance = async () =>
  (await ok('GET', '/api/financial-accounts')).data.find((a: { id: number }) => a.id === banco).saldo;
const revenue = async (start: string, end: string) =>
  (await ok('GET', `/api/dashboard/metrics?startDate=${start}&endDate=${end}`)).metrics.totalRevenue;

describe("a settlement's entradas are received on its date", () => {
  it('records data_recebimento = the settlement date: cash and balance there, revenue on the own date', async () => {
    ze = (await ok('POST', '/api/tripeiros', { nome: 'Zé', comissao_percentual: 10 })).data.id;
    banco = (
      await ok('POST', '/api/financial-accounts', {
        nome: 'Banco',
        tipo: 'banco',
        saldo_inicial: 0,
        data_saldo_inicial: '2026-10-01',
      })
    ).data.id;
    const pay = async (body: Record<string, unknown>) =>
      (await ok('POST', '/api/payments', { status: 'pendente', tripeiro_id: ze, ...body })).data.id as number;
    torta = await pay({ descricao: 'Torta', valor: 300, data_pagamento: '2026-09-20', conta_id: banco });
    doces = await pay({ descricao: 'Doces', valor: 100, data_pagamento: '2026-11-10' });

    const res = await ok('POST', '/api/settlements', {
      tripeiro_id: ze,
      data_acerto: '2026-10-05',
      forma_pagamento: 'PIX',
      payment_ids: [torta],
    });
    settlement = res.data.id;
    expect(await row(torta)).toEqual({
      status: 'confirmado',
      data_pagamento: '2026-09-20',
      data_recebimento: '2026-10-05',
      data_lancamento: null,
    });
    // Competence: September's revenue (its own date), none in October.
    expect(await revenue('2026-09-01', '2026-09-30')).toBe(300);
    expect(await revenue('2026-10-01', '2026-10-31')).toBe(0);
    // Caixa: nothing moved in September; October 5th gets the R$ 300,00, and the commission Zé kept
    // leaves that day.
    expect(await flow('2026-09-01', '2026-09-30')).toMatchObject({ entradas: 0, saidas: 0, saldo_final: 0 });
    const october = await flow('2026-10-01', '2026-10-31');
    expect(day(october, '2026-10-05')).toBe(300);
    expect(october).toMatchObject({ entradas: 300, saidas: 30, saldo_final: 270 });
    // The account: opened 01/10, it holds the R$ 300,00 received 05/10 (its own 20/09 would be before it).
    expect(await bancoBalance()).toBe(300);
    expect(october.contas).toEqual(
      expect.arrayContaining([expect.objectContaining({ conta_id: banco, entradas: 300, saldo_final: 300 })]),
    );
    await expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);
  });

  it('a backup carries it', async () => {
    const doc = await download();
    expect(doc.payments.find((p: { descricao: string }) => p.descricao === 'Torta')).toMatchObject({
      data_recebimento: '2026-10-05',
    });
    expect((await restore(doc)).status).toBe(200);
    const restored = await fx.t.handle.db
      .selectFrom('payments')
      .select(['id', 'data_recebimento'])
      .where('descricao', '=', 'Torta')
      .executeTakeFirstOrThrow();
    expect(restored.data_recebimento).toBe('2026-10-05');
    torta = restored.id;
    doces = (
      await fx.t.handle.db
        .selectFrom('payments')
        .select('id')
        .where('descricao', '=', 'Doces')
        .executeTakeFirstOrThrow()
    ).id;
    expect(await bancoBalance()).toBe(300);
    settlement = (await ok('GET', `/api/settlements?tripeiro_id=${ze}`)).data[0].id;
  });

  it('with October closed: its reconciliation counts the September entrada received in October', async () => {
    await ok('POST', '/api/closings/2026-10/close', undefined, 200);
    const c = (await flow('2026-10-01', '2026-10-31')).conciliacao;
    expect(c).toMatchObject({ mes: '2026-10', resultado_fechamento: 0, resultado_caixa: 270 });
    const byKind = Object.fromEntries(c.itens.map((i: { tipo: string; valor: number }) => [i.tipo, i.valor]));
    expect(byKind).toEqual({ entradas_de_outro_mes_recebidas: 300, comissoes_retidas: -30 });
  });

  it('refuses a settlement dated in a closed month, whose cash would count there', async () => {
    const res = await fx.req('POST', '/api/settlements', {
      tripeiro_id: ze,
      data_acerto: '2026-10-31',
      forma_pagamento: 'PIX',
      payment_ids: [doces],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'O acerto de 31/10/2026 cai em outubro/2026, que está fechado: as entradas acertadas são recebidas na data do acerto. Escolha uma data de acerto num mês aberto.',
    );
    expect(await row(doces)).toMatchObject({ status: 'pendente', data_recebimento: null });
  });

  it('refuses a reversal whose cash would leave the closed month, naming the day it was received', async () => {
    const res = await fx.req('POST', `/api/settlements/${settlement}/reverse`, { motivo: 'Engano' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Pagamento 'Torta' de 20/09/2026, recebido em 05/10/2026: outubro/2026 está fechado. Reabra o fechamento para estornar este acerto.",
    );
    expect(await row(torta)).toMatchObject({ status: 'confirmado', data_recebimento: '2026-10-05' });
  });

  it('its reversal, October open again, clears data_recebimento: pending, no cash, no balance', async () => {
    await ok('POST', '/api/closings/2026-10/reopen', undefined, 200);
    await ok('POST', `/api/settlements/${settlement}/reverse`, { motivo: 'Devolvido' }, 200);
    expect(await row(torta)).toEqual({
      status: 'pendente',
      data_pagamento: '2026-09-20',
      data_recebimento: null,
      data_lancamento: null,
    });
    expect(await flow('2026-10-01', '2026-10-31')).toMatchObject({ entradas: 0, saidas: 0 });
    expect(await bancoBalance()).toBe(0);
    expect(await revenue('2026-09-01', '2026-09-30')).toBe(0);
    await expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);
  });
});
