import { describe, expect, it } from 'vitest';
import { payoutsFixture } from '../../../test/payouts-fixture.js';

/**
 * Configurações → Empresa and the attendant's CPF (docs/product-rules.md, "Company details"): what
 * is saved reads back, a bad CNPJ, UF, PIX key or CPF is refused with its pt-BR message and
 * changes nothing, and the receipts name the city/UF, the CNPJ and the attendant's CPF.
 */
const fx = payoutsFixture();
const { send, newPayment, pay, settle, receiptText } = fx;

const details = {
  tipo_empresa: 'ME',
  cnpj: '11.222.333/0001-81',
  endereco: 'Rua da Aurora, 100 — Boa Vista',
  cidade: 'Recife',
  uf: 'pe',
  chave_pix: 'Caixa@Padaria.com',
  aviso_contas_dias: 10,
};

describe('/api/settings/company', () => {
  it('starts from what the company registered with, saves every field and reads it back', async () => {
    const first = await send(fx.t.app, 'GET', '/api/settings/company');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      nome: 'Padaria',
      tipo_empresa: null,
      cnpj: null,
      endereco: null,
      cidade: null,
      uf: null,
      chave_pix: null,
      aviso_contas_dias: 7,
    });
    const saved = await send(fx.t.app, 'PUT', '/api/settings/company', details);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = {
      nome: 'Padaria',
      tipo_empresa: 'ME',
      cnpj: '11222333000181',
      endereco: 'Rua da Aurora, 100 — Boa Vista',
      cidade: 'Recife',
      uf: 'PE',
      chave_pix: 'caixa@padaria.com',
      aviso_contas_dias: 10,
    };
    expect(saved.body.data).toEqual(stored);
    expect((await send(fx.t.app, 'GET', '/api/settings/company')).body.data).toEqual(stored);
    // One key and one city: the Acertar dialog's PIX settings read the same ones.
    expect((await send(fx.t.app, 'GET', '/api/pix-settings')).body.data).toEqual({
      chave_pix: 'caixa@padaria.com',
      pix_cidade: 'Recife',
    });
    // Emptied boxes clear the fields.
    const cleared = await send(fx.t.app, 'PUT', '/api/settings/company', {
      tipo_empresa: '',
      cnpj: '',
      endereco: '',
      cidade: '',
      uf: '',
      chave_pix: '',
    });
    // The bills' notice stays when not sent.
    expect(cleared.body.data).toEqual({ ...first.body.data, aviso_contas_dias: 10 });
  });

  it('refuses a CNPJ whose check digits fail, an unknown UF or PIX key, with the field and its message, and changes nothing', async () => {
    await send(fx.t.app, 'PUT', '/api/settings/company', details);
    const before = (await send(fx.t.app, 'GET', '/api/settings/company')).body.data;
    for (const [field, value, message] of [
      ['cnpj', '11.222.333/0001-82', 'CNPJ inválido'],
      ['cnpj', '123', 'CNPJ inválido'],
      ['uf', 'XX', 'UF inválida'],
      ['uf', 'Pernambuco', 'UF inválida'],
      ['chave_pix', 'não é chave', 'Chave PIX inválida: use CPF, CNPJ, e-mail, celular com DDD ou chave aleatória'],
      ['tipo_empresa', 'Cooperativa', 'Tipo de empresa inválido'],
      ['aviso_contas_dias', 0, 'Aviso de contas: de 1 a 60 dias'],
      ['aviso_contas_dias', 61, 'Aviso de contas: de 1 a 60 dias'],
      ['aviso_contas_dias', 7.5, 'Aviso de contas: de 1 a 60 dias'],
    ] as const) {
      const res = await send(fx.t.app, 'PUT', '/api/settings/company', {
        ...details,
        cidade: 'Olinda',
        [field]: value,
      });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(res.body.fields?.[field], `${field}=${value}`).toBe(message);
    }
    expect((await send(fx.t.app, 'PUT', '/api/settings/company', { ...details, nome: 'Outra' })).status).toBe(400);
    expect((await send(fx.t.app, 'GET', '/api/settings/company')).body.data).toEqual(before);
  });
});

describe('PUT /api/settings/company/aviso-contas', () => {
  it("saves the days alone: the company's details stay, bad input is a 400 that changes nothing", async () => {
    await send(fx.t.app, 'PUT', '/api/settings/company', details);
    const before = (await send(fx.t.app, 'GET', '/api/settings/company')).body.data;
    const saved = await send(fx.t.app, 'PUT', '/api/settings/company/aviso-contas', { aviso_contas_dias: 30 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ ...before, aviso_contas_dias: 30 });
    for (const body of [
      { aviso_contas_dias: 0 },
      { aviso_contas_dias: 61 },
      { aviso_contas_dias: '10' },
      {},
      { aviso_contas_dias: 10, cnpj: '' },
    ]) {
      const res = await send(fx.t.app, 'PUT', '/api/settings/company/aviso-contas', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const zero = await send(fx.t.app, 'PUT', '/api/settings/company/aviso-contas', { aviso_contas_dias: 0 });
    expect(zero.body.fields?.aviso_contas_dias).toBe('Aviso de contas: de 1 a 60 dias');
    expect((await send(fx.t.app, 'GET', '/api/settings/company')).body.data).toEqual({
      ...before,
      aviso_contas_dias: 30,
    });
  });

  it('an Empresa edit saved at the same moment, on another instance, is not lost', async () => {
    const second = await fx.t.secondInstance();
    const empresa = { ...details, cidade: 'Olinda', endereco: 'Rua do Amparo, 5' };
    delete (empresa as Partial<typeof details>).aviso_contas_dias;
    const [a, b] = await Promise.all([
      send(fx.t.app, 'PUT', '/api/settings/company/aviso-contas', { aviso_contas_dias: 45 }),
      send(second, 'PUT', '/api/settings/company', empresa),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await send(fx.t.app, 'GET', '/api/settings/company')).body.data).toMatchObject({
      cidade: 'Olinda',
      endereco: 'Rua do Amparo, 5',
      aviso_contas_dias: 45,
    });
    // And the other way round, one after the other: the days saved last keep the edit made first.
    await send(second, 'PUT', '/api/settings/company', { ...empresa, cidade: 'Recife' });
    await send(fx.t.app, 'PUT', '/api/settings/company/aviso-contas', { aviso_contas_dias: 3 });
    expect((await send(fx.t.app, 'GET', '/api/settings/company')).body.data).toMatchObject({
      cidade: 'Recife',
      aviso_contas_dias: 3,
    });
  });
});

describe("the attendant's CPF", () => {
  it('is optional, checked by its digits, kept as 000.000.000-00, and cleared by an empty box', async () => {
    const bad = await send(fx.t.app, 'PUT', `/api/attendants/${fx.ana}`, { cpf: '529.982.247-26' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.cpf).toBe('CPF inválido');
    for (const cpf of ['111.111.111-11', '5299822472', 'abc']) {
      expect((await send(fx.t.app, 'PUT', `/api/attendants/${fx.ana}`, { cpf })).body.fields?.cpf, cpf).toBe(
        'CPF inválido',
      );
    }
    expect((await send(fx.t.app, 'GET', `/api/attendants/${fx.ana}`)).body.data.cpf).toBeNull();
    const ok = await send(fx.t.app, 'PUT', `/api/attendants/${fx.ana}`, { cpf: '52998224725' });
    expect(ok.body.data.cpf).toBe('529.982.247-25');
    const created = await send(fx.t.app, 'POST', '/api/attendants', {
      nome: 'Bia',
      comissao_percentual: 5,
      cpf: '529.982.247-25',
    });
    expect(created.body.data.cpf).toBe('529.982.247-25');
    const cleared = await send(fx.t.app, 'PUT', `/api/attendants/${fx.ana}`, { cpf: '' });
    expect(cleared.body.data.cpf).toBeNull();
  });
});

describe('receipts', () => {
  it("show the company's city/UF and CNPJ, and on a payout the attendant's CPF", async () => {
    await send(fx.t.app, 'PUT', '/api/settings/company', details);
    await send(fx.t.app, 'PUT', `/api/attendants/${fx.ana}`, { cpf: '529.982.247-25' });
    const payout = (await pay([await newPayment()])).body.data;
    const recibo = await receiptText(`/api/payouts/${payout.id}/pdf`, 'recibo-empresa');
    for (const part of [
      'CNPJ 11.222.333/0001-81',
      'Recife/PE, 20 de novembro de 2026.',
      'Atendente · CPF 529.982.247-25',
    ])
      expect(recibo).toContain(part);

    const entrada = await newPayment({ tripeiro_id: fx.ze, atendente_id: null, status: 'pendente' });
    const settlement = (await settle([entrada])).body.data;
    const acerto = await receiptText(`/api/settlements/${settlement.id}/pdf`, 'acerto-empresa');
    for (const part of ['CNPJ 11.222.333/0001-81', 'Recife/PE, 20 de novembro de 2026.'])
      expect(acerto).toContain(part);
  });
});
