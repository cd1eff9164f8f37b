import { describe, expect, it } from 'vitest';
import { companyFixture } from '../../../test/app.js';
import { backupCalls } from '../../../test/backup.js';

/** Accounts and transfers in a backup (ADR 044): ids kept, references remapped, older documents. */
const fx = companyFixture('Padaria');
const { download, restore } = backupCalls(fx);

async function seed() {
  const caixa = (await fx.req('GET', '/api/financial-accounts')).body.data[0];
  const itau = await fx.create('/api/financial-accounts', {
    nome: 'Itaú',
    tipo: 'banco',
    saldo_inicial: 10,
    data_saldo_inicial: '2026-10-01',
  });
  await fx.create('/api/payments', {
    descricao: 'PIX',
    valor: 20,
    data_pagamento: '2026-10-05',
    status: 'confirmado',
    forma_pagamento: 'PIX',
    conta_id: itau.id,
  });
  await fx.create('/api/expenses', {
    descricao: 'Tarifa',
    valor: 1.5,
    data_despesa: '2026-10-06',
    categoria: 'Outros',
    conta_id: itau.id,
  });
  await fx.create('/api/transfers', {
    data: '2026-10-07',
    valor: 5,
    conta_origem_id: itau.id,
    conta_destino_id: caixa.id,
  });
  return { caixa, itau };
}

const balances = async () =>
  (await fx.req('GET', '/api/financial-accounts')).body.data.map((a: { nome: string; saldo: number }) => [
    a.nome,
    a.saldo,
  ]);

describe('backup of accounts and transfers', () => {
  it('restores the accounts with their ids, balances and references', async () => {
    const { itau } = await seed();
    const before = await balances();
    expect(before).toEqual([
      ['Caixa', 0],
      ['Itaú', 23.5],
    ]);
    const doc = await download();
    expect(doc.financial_accounts).toHaveLength(2);
    expect(doc.transfers).toHaveLength(1);
    expect(doc.expenses[0].id).toEqual(expect.any(Number));
    expect((await restore(doc)).status).toBe(200);
    expect(await balances()).toEqual(before);
    const payments = (await fx.req('GET', '/api/payments')).body.data;
    expect(payments[0]).toMatchObject({ conta_id: itau.id, conta_nome: 'Itaú', forma_pagamento: 'PIX' });
  });

  it('restores an older backup whose expenses have no id and that has no accounts', async () => {
    await seed();
    const doc = await download();
    for (const e of doc.expenses) delete e.id;
    for (const e of doc.expenses) e.conta_id = null;
    for (const p of doc.payments) p.conta_id = null;
    delete doc.transfers;
    delete doc.financial_accounts;
    const res = await restore(doc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await fx.req('GET', '/api/expenses')).body.data).toHaveLength(1);
    // The stored accounts and transfers stay as they were.
    expect((await fx.req('GET', '/api/financial-accounts')).body.data).toHaveLength(2);
    expect((await fx.req('GET', '/api/transfers')).body.data).toHaveLength(1);
  });

  it("refuses a payment pointing at an account the document lacks, with 'Conta inválida'", async () => {
    await seed();
    const doc = await download();
    doc.payments[0].conta_id = 999;
    const res = await restore(doc);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Conta inválida');
  });
});
