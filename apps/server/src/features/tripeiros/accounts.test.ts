import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from '../../../test/app.js';

/**
 * Editing a tripeiro's account (issue 13: "Tripeiro accounts cannot be edited (limit, balance)"):
 * PUT /tripeiros/:id/accounts/:accountId with the whole form. The tripeiro's saldo_atual is
 * Σ saldo_devedor of its active accounts (docs/product-rules.md 'People's totals').
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerCompany>>;
let other: Awaited<ReturnType<typeof registerCompany>>;
let ze: number;
let account: number;
let second: number;

async function post(token: string, url: string, body: unknown) {
  const res = await call(t.app, 'POST', url, { token, body });
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}
const put = (body: unknown, id = account, token = owner.token, tripeiro = ze) =>
  call(t.app, 'PUT', `/api/tripeiros/${tripeiro}/accounts/${id}`, { token, body });
const tripeiro = async () => (await call(t.app, 'GET', `/api/tripeiros/${ze}`, { token: owner.token })).body.data;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerCompany(t.app, 'Confeitaria');
  other = await registerCompany(t.app, 'Vizinha');
  ze = await post(owner.token, '/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 });
  account = await post(owner.token, `/api/tripeiros/${ze}/accounts`, {
    numero_conta: '001',
    limite_credito: 500,
    saldo_devedor: 120.5,
  });
  second = await post(owner.token, `/api/tripeiros/${ze}/accounts`, { numero_conta: '002', saldo_devedor: 10 });
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/tripeiros/:id/accounts/:accountId', () => {
  it('edits number, description, limit, balance and notes; the tripeiro’s saldo follows', async () => {
    expect((await tripeiro()).saldo_atual).toBe(130.5);
    const res = await put({
      numero_conta: '001-A',
      descricao: 'Conta da feira',
      limite_credito: 1234.56,
      saldo_devedor: 300.1,
      observacoes: 'Revisada',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: account,
      numero_conta: '001-A',
      descricao: 'Conta da feira',
      limite_credito: 1234.56,
      saldo_devedor: 300.1,
      observacoes: 'Revisada',
      ativa: 1,
    });
    const after = await tripeiro();
    expect(after.accounts.find((a: { id: number }) => a.id === account)).toMatchObject({
      limite_credito: 1234.56,
      saldo_devedor: 300.1,
    });
    expect(after.saldo_atual).toBe(310.1);
    // Zeroing the balance is allowed.
    expect((await put({ numero_conta: '001-A', saldo_devedor: 0 })).body.data.saldo_devedor).toBe(0);
  });

  it('refuses bad input with a pt-BR 400 and changes nothing', async () => {
    const before = await tripeiro();
    const negative = await put({ numero_conta: '001-A', limite_credito: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.fields.limite_credito).toBe('O valor não pode ser negativo');
    const decimals = await put({ numero_conta: '001-A', saldo_devedor: 1.234 });
    expect(decimals.status).toBe(400);
    expect(decimals.body.fields.saldo_devedor).toBe('O valor deve ter no máximo 2 casas decimais');
    const blank = await put({ numero_conta: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields.numero_conta).toBe('O número da conta é obrigatório');
    const taken = await put({ numero_conta: '002' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Número da conta já cadastrado');
    expect(await tripeiro()).toEqual(before);
  });

  it("is a 404 for another company's user, and for an account of another tripeiro", async () => {
    const before = await tripeiro();
    const foreign = await put({ numero_conta: 'X', saldo_devedor: 1 }, account, other.token);
    expect(foreign.status).toBe(404);
    const theirs = await post(other.token, '/api/tripeiros', { nome: 'Tião' });
    const wrongTripeiro = await put({ numero_conta: 'X', saldo_devedor: 1 }, second, owner.token, theirs);
    expect(wrongTripeiro.status).toBe(404);
    const mine = await post(owner.token, '/api/tripeiros', { nome: 'Bia' });
    const notItsAccount = await put({ numero_conta: 'X', saldo_devedor: 1 }, second, owner.token, mine);
    expect(notItsAccount.status).toBe(404);
    expect(notItsAccount.body.message).toBe('Conta não encontrada');
    expect(await tripeiro()).toEqual(before);
  });
});
