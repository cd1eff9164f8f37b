import { describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/app.js';
import { paymentsFixture } from '../../../test/payments-fixture.js';

const fx = paymentsFixture();
const { post, postPayment, attendant, tripeiro, count } = fx;

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
    const res = await postPayment({ valor: 10, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await count('payments')).toBe(0);
  });

  it("payment pointing at another company's attendant or tripeiro", async () => {
    const other = await registerCompany(fx.t.app, 'Outra');
    const theirs = await attendant('Deles', 5, other.token);
    const theirTri = await tripeiro('Deles', 5, other.token);
    const a = await postPayment({ valor: 1, atendente_id: theirs });
    expect(a.status).toBe(400);
    expect(a.body.fields).toEqual({ atendente_id: 'Atendente inválido' });
    const tr = await postPayment({ valor: 1, tripeiro_id: theirTri });
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
    const other = await registerCompany(fx.t.app, 'Outra');
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
