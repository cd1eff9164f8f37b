import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, getFile, registerCompany, type TestApp } from '../../../test/app.js';
import { pdfLines } from '../../../test/pdf-text.js';

/**
 * The closing's earned / paid / open of each attendant and tripeiro (issue 15, ADR 022), October
 * 2026 by hand:
 *   Ana (10%): confirmed 1.000,00 and 200,00 → earned 120,00. A 50,00 sale paid in payout 1
 *     (5,00) and then deleted: payout 2 pays the 1.000,00 (100,00) and carries its correction
 *     (−5,00). Paid 5,00 + 100,00 − 5,00 = 100,00; open 20,00.
 *   Bia (5%): confirmed 300,00 → earned 15,00; payout 3 of it was reversed → paid 0,00, open 15,00.
 *   Zé (10%): pending 250,00 settled (commission 25,00 kept in settlement 1); pending 150,00
 *     settled and the settlement reversed (pending again: earns nothing yet); a confirmed 1.000,00
 *     entered by hand → earned 25,00 + 100,00 = 125,00, paid 25,00, open 100,00.
 *   The month is closed before payouts 2 and 3: the paid figures are read live.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerCompany>>;

async function req(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) {
  const res = await call(t.app, method, url, { token: owner.token, ...(body === undefined ? {} : { body }) });
  if (res.status >= 300 && method !== 'GET') throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerCompany(t.app, 'Padaria do Zé');
  const person = async (url: string, body: unknown) => (await req('POST', url, body)).body.data.id as number;
  const ana = await person('/api/attendants', { nome: 'Ana', comissao_percentual: 10 });
  const bia = await person('/api/attendants', { nome: 'Bia', comissao_percentual: 5 });
  const ze = await person('/api/tripeiros', { nome: 'Zé', comissao_percentual: 10 });
  const pay = (valor: number, data: string, extra: Record<string, unknown>) =>
    person('/api/payments', { descricao: 'Venda', valor, data_pagamento: data, status: 'confirmado', ...extra });
  const big = await pay(1000, '2026-10-03', { atendente_id: ana });
  await pay(200, '2026-10-31', { atendente_id: ana });
  const gone = await pay(50, '2026-10-04', { atendente_id: ana, descricao: 'Excluída' });
  const bias = await pay(300, '2026-10-15', { atendente_id: bia });
  const settled = await pay(250, '2026-10-10', { tripeiro_id: ze, status: 'pendente' });
  const reverted = await pay(150, '2026-10-20', { tripeiro_id: ze, status: 'pendente' });
  await pay(1000, '2026-10-12', { tripeiro_id: ze });
  await pay(999, '2026-11-01', { atendente_id: ana, tripeiro_id: ze }); // November: counts in neither

  const payout = (atendente_id: number, payment_ids: number[]) =>
    person('/api/payouts', { atendente_id, data_pagamento: '2026-11-05', forma_pagamento: 'PIX', payment_ids });
  const settle = (payment_ids: number[]) =>
    person('/api/settlements', { tripeiro_id: ze, data_acerto: '2026-10-31', forma_pagamento: 'PIX', payment_ids });
  await payout(ana, [gone]);
  await req('DELETE', `/api/payments/${gone}`);
  await settle([settled]);
  const undone = await settle([reverted]);
  await req('POST', `/api/settlements/${undone}/reverse`, { motivo: 'Não entregou' });
  await req('POST', '/api/closings/2026-10/close');
  const second = await payout(ana, [big]);
  expect((await req('GET', `/api/payouts/${second}`)).body.data.total).toBe(95);
  const third = await payout(bia, [bias]);
  await req('POST', `/api/payouts/${third}/reverse`, { motivo: 'Erro' });
});
afterAll(async () => {
  await t?.close();
});

describe("the closing's earned / paid / open", () => {
  it('per attendant and per tripeiro, read live in a closed month, and not frozen in its snapshot', async () => {
    const res = await req('GET', '/api/closings/2026-10');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('fechado');
    const { settling } = res.body;
    expect(settling.attendants.map((a: Record<string, unknown>) => [a.nome, a.earned, a.paid, a.open])).toEqual([
      ['Ana', 120, 100, 20],
      ['Bia', 15, 0, 15],
    ]);
    expect(settling.attendantsTotals).toEqual({ earned: 135, paid: 100, open: 35 });
    expect(settling.tripeiros.map((a: Record<string, unknown>) => [a.nome, a.earned, a.paid, a.open])).toEqual([
      ['Zé', 125, 25, 100],
    ]);
    expect(settling.tripeirosTotals).toEqual({ earned: 125, paid: 25, open: 100 });

    const stored = await sql<{ snapshot: string }>`select snapshot from closings`.execute(t.handle.db);
    expect(stored.rows[0]?.snapshot).not.toContain('settling');

    // The months' open add up to the all-time open of /attendants (nothing else was paid).
    const balances = (await req('GET', '/api/payouts/balances')).body.data;
    const november = (await req('GET', '/api/closings/2026-11')).body.settling;
    expect(november.attendants.map((a: Record<string, unknown>) => [a.nome, a.earned, a.paid, a.open])).toEqual([
      ['Ana', 99.9, 0, 99.9],
    ]);
    const anaOpen = balances.find((b: { open: number }) => b.open > 100)?.open;
    expect(anaOpen).toBe(119.9); // 20,00 + 99,90
  });

  it('the PDF has the same figures under "Acertos do mês"', async () => {
    const res = await getFile(t.app, '/api/closings/2026-10/pdf', owner.token);
    expect(res.statusCode).toBe(200);
    if (process.env.RECEIPTS_DIR)
      writeFileSync(join(process.env.RECEIPTS_DIR, 'fechamento-acertos.pdf'), res.rawPayload);
    const lines = await pdfLines(res.rawPayload);
    expect(lines).toContain('Acertos do mês');
    for (const line of [
      'Ana R$ 120,00 R$ 100,00 R$ 20,00',
      'Bia R$ 15,00 R$ 0,00 R$ 15,00',
      'Totais R$ 135,00 R$ 100,00 R$ 35,00',
      'Zé R$ 125,00 R$ 25,00 R$ 100,00',
      'Totais R$ 125,00 R$ 25,00 R$ 100,00',
    ]) {
      expect(lines, line).toContain(line);
    }
  });
});
