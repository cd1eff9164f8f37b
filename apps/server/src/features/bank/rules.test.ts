import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from '../../../test/app.js';
import { bankAccount, ofxFile, postStatement } from '../../../test/bank-import.js';

/** GET|POST|PUT|DELETE /api/bank-rules and the rules applied on import (issue 21 §3, ADR 045). */
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerCompany>>;
let other: Awaited<ReturnType<typeof registerCompany>>;

const rule = (body: unknown, token = owner.token) => call(t.app, 'POST', '/api/bank-rules', { token, body });

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerCompany(t.app, 'Mercado');
  other = await registerCompany(t.app, 'Vizinho');
});
afterAll(async () => {
  await t.close();
});

describe('rules', () => {
  it('are applied to the new lines of a confirmed import, ignoring case and accents, and count what they caught', async () => {
    const conta = await bankAccount(t.handle.db, owner.user.tenant_id, { conta: '1' });
    const ana = await call(t.app, 'POST', '/api/attendants', {
      token: owner.token,
      body: { nome: 'Ana', comissao_percentual: 5 },
    });
    const ignore = await rule({ contem: 'aplicação', acao: 'ignorar', motivo: 'aplicação automática' });
    expect(ignore.status).toBe(201);
    expect(ignore.body.data).toMatchObject({ contem: 'aplicação', acao: 'ignorar', capturadas: 0, ativa: 1 });
    const fee = await rule({ contem: 'tarifa', acao: 'categoria', categoria: 'Impostos', conta_id: conta });
    const pix = await rule({ contem: 'pix  maria', acao: 'atendente', atendente_id: ana.body.data.id });
    const off = await rule({ contem: 'boleto', acao: 'ignorar', ativa: 0 });

    const file = ofxFile([
      { data: '2026-10-01', valor: -500_00, memo: 'APLICACAO AUTOMATICA CDB' },
      { data: '2026-10-02', valor: -12_90, memo: 'Tarifa Manutenção Conta' },
      { data: '2026-10-03', valor: 80_00, memo: 'PIX MARIA SILVA' },
      { data: '2026-10-04', valor: -99_00, memo: 'BOLETO LUZ' },
    ]);
    const preview = await postStatement(t.app, owner.token, { file, contaId: conta });
    expect(preview.status).toBe(200);
    const res = await postStatement(t.app, owner.token, { file, contaId: conta, confirmar: true });
    expect(res.status).toBe(201);
    const lines = await t.handle.db
      .selectFrom('bank_lines')
      .select(['descricao', 'situacao', 'motivo', 'regra_id'])
      .where('conta_id', '=', conta)
      .orderBy('data')
      .execute();
    expect(lines).toEqual([
      {
        descricao: 'APLICACAO AUTOMATICA CDB',
        situacao: 'ignorado',
        motivo: 'Regra: aplicação automática',
        regra_id: ignore.body.data.id,
      },
      { descricao: 'Tarifa Manutenção Conta', situacao: 'pendente', motivo: null, regra_id: fee.body.data.id },
      { descricao: 'PIX MARIA SILVA', situacao: 'pendente', motivo: null, regra_id: pix.body.data.id },
      { descricao: 'BOLETO LUZ', situacao: 'pendente', motivo: null, regra_id: null },
    ]);
    const list = await call(t.app, 'GET', '/api/bank-rules', { token: owner.token });
    expect(list.body.data.map((r: { id: number; capturadas: number }) => [r.id, r.capturadas])).toEqual([
      [ignore.body.data.id, 1],
      [fee.body.data.id, 1],
      [pix.body.data.id, 1],
      [off.body.data.id, 0],
    ]);

    // Undoing the import takes its lines off the counts.
    const undo = await call(t.app, 'DELETE', `/api/bank-statements/${res.body.data.id}`, { token: owner.token });
    expect(undo.status).toBe(204);
    const after = await call(t.app, 'GET', `/api/bank-rules/${fee.body.data.id}`, { token: owner.token });
    expect(after.body.data.capturadas).toBe(0);
  });

  it('edit, delete; bad input in pt-BR; another company’s rule, account or attendant is a 404', async () => {
    const created = await rule({ contem: 'IOF', acao: 'categoria', categoria: 'Impostos' });
    const id = created.body.data.id;
    const edited = await call(t.app, 'PUT', `/api/bank-rules/${id}`, {
      token: owner.token,
      body: { contem: 'IOF', acao: 'ignorar', motivo: 'Imposto do cartão', ativa: 0 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ acao: 'ignorar', categoria: null, motivo: 'Imposto do cartão', ativa: 0 });

    expect((await rule({ contem: '', acao: 'ignorar' })).body.message).toBe(
      'Informe o texto que a descrição deve conter',
    );
    expect((await rule({ contem: 'X', acao: 'apagar' })).body.message).toBe(
      'Ação inválida: use categoria, atendente ou ignorar',
    );
    expect((await rule({ contem: 'X', acao: 'categoria' })).body.message).toBe('Escolha a categoria da regra');
    expect((await rule({ contem: 'X', acao: 'categoria', categoria: 'Lazer' })).body.message).toBe(
      'Categoria inválida',
    );
    expect((await rule({ contem: 'X', acao: 'atendente' })).body.message).toBe('Escolha o atendente da regra');

    const theirAttendant = await call(t.app, 'POST', '/api/attendants', {
      token: other.token,
      body: { nome: 'Bia', comissao_percentual: 5 },
    });
    const foreign = await rule({ contem: 'X', acao: 'atendente', atendente_id: theirAttendant.body.data.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Atendente não encontrado');
    const theirAccount = await bankAccount(t.handle.db, other.user.tenant_id, { conta: '2' });
    expect((await rule({ contem: 'X', acao: 'ignorar', conta_id: theirAccount })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/bank-rules/${id}`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/bank-rules/${id}`, { token: other.token })).status).toBe(404);

    expect((await call(t.app, 'DELETE', `/api/bank-rules/${id}`, { token: owner.token })).status).toBe(204);
    expect((await call(t.app, 'GET', `/api/bank-rules/${id}`, { token: owner.token })).status).toBe(404);
  });
});
