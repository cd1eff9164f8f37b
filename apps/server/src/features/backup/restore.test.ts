import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { companyFixture } from '../../../test/app.js';
import { backupCalls, type Doc } from '../../../test/backup.js';
import { readRestoreBody } from './stream.js';

// Issue 12, items 1–3: a restore keeps the month lock, accepts only what the API accepts, and
// streams (ADR 016).

const fx = companyFixture('Padaria');
const { req } = fx;
const { download, restore } = backupCalls(fx);

/** What a restore may change, without the backup's own time. */
async function state() {
  const { createdAt: _c, ...doc } = await download();
  const closings = (await fx.t.handle.db.selectFrom('closings').selectAll().execute()).map(({ id: _id, ...c }) => c);
  return { doc, closings };
}

/** September (closed) and October (open): an attendant, a tripeiro, payments and expenses in each. */
async function seed() {
  const ana = await req('POST', '/api/attendants', { nome: 'Ana', comissao_percentual: 10 });
  const tito = await req('POST', '/api/tripeiros', { nome: 'Tito', comissao_percentual: 5 });
  await req('POST', `/api/tripeiros/${tito.body.data.id}/accounts`, { numero_conta: 'C-1' });
  for (const [day, valor] of [
    ['2026-09-05', 100],
    ['2026-09-20', 250.5],
    ['2026-10-02', 80],
  ] as const) {
    const res = await req('POST', '/api/payments', {
      descricao: `Venda ${day}`,
      valor,
      data_pagamento: day,
      atendente_id: ana.body.data.id,
      tripeiro_id: tito.body.data.id,
      status: 'confirmado',
    });
    expect(res.status).toBe(201);
  }
  for (const day of ['2026-09-10', '2026-10-10']) {
    const res = await req('POST', '/api/expenses', {
      descricao: `Gás ${day}`,
      valor: 30,
      data_despesa: day,
      categoria: 'Outros',
      forma_pagamento: 'PIX',
    });
    expect(res.status).toBe(201);
  }
  expect((await req('POST', '/api/closings/2026-09/close')).status).toBe(200);
}

describe('restore and the month lock', () => {
  it('refuses a backup that reopens a closed month and changes its payment, and changes nothing', async () => {
    await seed();
    const before = await state();
    const doc = await download();
    const closing = doc.closings.find((c: Doc) => c.month === '2026-09');
    Object.assign(closing, { status: 'aberto', snapshot: null, closed_at: null });
    const sept = doc.payments.find((p: Doc) => p.data_pagamento === '2026-09-05');
    sept.descricao = 'Venda alterada';

    const res = await restore(doc);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: 'MONTH_CLOSED',
      message: 'Mês fechado: reabra o fechamento para alterar lançamentos',
    });
    expect(await state()).toEqual(before);
    expect((await req('GET', '/api/closings/2026-09')).body.status).toBe('fechado');
  });

  it('refuses a backup that adds, removes or changes an entry of a closed month in any way', async () => {
    await seed();
    const before = await state();
    const edits: Array<(doc: Doc) => void> = [
      (doc) => doc.payments.splice(0, 1), // removes a September payment
      (doc) => doc.payments.push({ ...doc.payments[0], descricao: 'Nova em setembro' }),
      (doc) => doc.expenses.splice(0, 1),
      (doc) => {
        // (Not its category's name: that is how a row is shown, and a rename moves it, ADR 048.)
        doc.expenses[0].descricao = 'Outra despesa';
      },
      (doc) => {
        doc.payments[1].status = 'cancelado';
      },
      (doc) => {
        // Moved out of the closed month into an open one.
        doc.payments[0].data_pagamento = '2026-10-05';
      },
      (doc) => {
        // Moved to another attendant of the file.
        doc.attendants.push({ ...doc.attendants[0], id: 999, nome: 'Bia' });
        doc.payments[0].atendente_id = 999;
      },
    ];
    for (const edit of edits) {
      const doc = await download();
      edit(doc);
      const res = await restore(doc);
      expect(res.status, edit.toString()).toBe(409);
      expect(res.body.error).toBe('MONTH_CLOSED');
    }
    expect(await state()).toEqual(before);
  });

  it('restores the open months when the closed ones match, keeping the server closings, also twice', async () => {
    await seed();
    const doc = await download();
    // The document says September is open and October closed: neither is believed.
    for (const c of doc.closings) Object.assign(c, { status: c.month === '2026-09' ? 'aberto' : 'fechado' });
    doc.closings.push({ ...doc.closings[0], month: '2026-10', status: 'fechado' });
    // October's payment changes, September's stay as stored.
    const oct = doc.payments.find((p: Doc) => p.data_pagamento === '2026-10-02');
    oct.descricao = 'Venda de outubro corrigida';
    const closingsBefore = (await state()).closings;

    for (let round = 0; round < 2; round++) {
      const res = await restore(doc);
      expect(res.status).toBe(200);
      expect(res.body.restored).toEqual({ attendants: 1, tripeiros: 1, payments: 3, expenses: 2 });
      expect((await state()).closings).toEqual(closingsBefore);
      expect((await req('GET', '/api/closings/2026-09')).body.status).toBe('fechado');
      expect((await req('GET', '/api/closings/2026-10')).body.status).toBe('aberto');
      const list = (await req('GET', '/api/payments?limit=10')).body.data.map((p: Doc) => p.descricao);
      expect(list).toContain('Venda de outubro corrigida');
      // September is still locked.
      const sept = await req('POST', '/api/payments', { descricao: 'x', valor: 1, data_pagamento: '2026-09-06' });
      expect(sept.status).toBe(409);
    }
    // People kept their ids: the stored September payments still point at them.
    const after = await download();
    expect(after.attendants.map((a: Doc) => a.id)).toEqual(doc.attendants.map((a: Doc) => a.id));
    const ana = (await req('GET', '/api/attendants')).body.data[0];
    expect(ana).toMatchObject({ nome: 'Ana', total_payments: 3 });
  });
});

describe('restore accepts only what the API accepts', () => {
  const cases: Array<[string, (doc: Doc) => void, string]> = [
    [
      'valor above the maximum',
      (doc) => {
        doc.payments[2].valor = 99_999_999_999 + 1;
      },
      'Arquivo de backup inválido: pagamentos, item 3, campo valor: O valor máximo é R$ 999.999.999,99',
    ],
    [
      'a date that does not exist',
      (doc) => {
        doc.payments[2].data_pagamento = '2026-02-30';
      },
      'Arquivo de backup inválido: pagamentos, item 3, campo data_pagamento: Data inválida',
    ],
    [
      'a category outside the list',
      (doc) => {
        doc.expenses[1].categoria = 'Cassino';
      },
      'Arquivo de backup inválido: despesas, item 2, campo categoria: Categoria inválida',
    ],
    [
      'a negative commission',
      (doc) => {
        doc.payments[2].valor_comissao = -5000;
      },
      'Arquivo de backup inválido: pagamentos, item 3, campo valor_comissao: a comissão não confere com o valor e o percentual do pagamento',
    ],
    [
      'a commission that does not match the percentage',
      (doc) => {
        doc.payments[2].comissao_percentual = 2000;
      },
      'Arquivo de backup inválido: pagamentos, item 3, campo valor_comissao: a comissão não confere com o valor e o percentual do pagamento',
    ],
    [
      'a percentage above 100',
      (doc) => {
        doc.attendants[0].comissao_percentual = 10_001;
      },
      'Arquivo de backup inválido: atendentes, item 1, campo comissao_percentual: A comissão deve estar entre 0 e 100',
    ],
    [
      'a closing snapshot that is not JSON',
      (doc) => {
        doc.closings[0].snapshot = '{"month": "2026-09",';
      },
      'Arquivo de backup inválido: fechamentos, item 1, campo snapshot: o fechamento guardado não é um JSON válido',
    ],
    [
      'a negative account balance',
      (doc) => {
        doc.tripeiro_accounts[0].saldo_devedor = -1;
      },
      'Arquivo de backup inválido: contas de tripeiros, item 1, campo saldo_devedor: O valor não pode ser negativo',
    ],
    [
      'an account number twice',
      (doc) => {
        doc.tripeiro_accounts.push({ ...doc.tripeiro_accounts[0] });
      },
      'Arquivo de backup inválido: contas de tripeiros, item 2, campo numero_conta: Número da conta já cadastrado',
    ],
    [
      'a line break in a name',
      (doc) => {
        doc.attendants[0].nome = 'Ana\nMaria';
      },
      'Arquivo de backup inválido: atendentes, item 1, campo nome: Este campo não aceita quebra de linha nem tabulação',
    ],
    [
      'a reminder with an impossible time',
      (doc) => {
        doc.reminders.push({
          user_id: doc.users[0].id,
          title: 'x',
          description: null,
          due_date: null,
          due_time: '25:00',
          priority: 'low',
          category: null,
          status: 'pending',
          completed_at: null,
          created_at: doc.createdAt,
          updated_at: doc.createdAt,
        });
      },
      'Arquivo de backup inválido: lembretes, item 1, campo due_time: Horário inválido',
    ],
    [
      'a table missing',
      (doc) => {
        delete doc.expenses;
      },
      'Arquivo de backup inválido: despesas: a tabela está ausente',
    ],
  ];

  it.each(cases)(
    'refuses %s with a 400 naming the table, item and field, and changes nothing',
    async (_, edit, message) => {
      await seed();
      const before = await state();
      const doc = await download();
      edit(doc);
      const res = await restore(doc);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION');
      expect(res.body.message).toBe(message);
      expect(await state()).toEqual(before);
    },
  );

  it('refuses control characters anywhere in the document, naming where', async () => {
    await seed();
    const before = await state();
    const doc = await download();
    doc.payments[2].observacoes = 'a\u0000b';
    const res = await restore(doc);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('O texto tem caracteres não permitidos');
    expect(JSON.stringify(res.body)).toContain('payments');
    expect(await state()).toEqual(before);
  });
});

describe('restore reads the body as it arrives', () => {
  it('answers a wrong row at once, before the rest of the body has arrived', async () => {
    await seed();
    const before = await state();
    const doc = await download();
    doc.payments[0].valor = -1;
    const text = JSON.stringify({ confirm: true, backup: doc });
    const cut = text.indexOf('"expenses"');
    // Over a real socket: the first part is sent, the rest is held back until the answer came.
    await fx.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = fx.t.app.server.address() as AddressInfo;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/settings/backup/restore',
      headers: { authorization: `Bearer ${fx.owner.token}`, 'content-type': 'application/json' },
    });
    const answer = new Promise<{ statusCode: number; json: () => Doc }>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        let data = '';
        response.on('data', (piece) => {
          data += piece;
        });
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, json: () => JSON.parse(data) }));
      });
    });
    request.write(text.slice(0, cut));
    // The rest of the document is not sent while the answer is awaited (the old route read the
    // whole body first, and this would time out).
    const res = await Promise.race([answer, sleep(15_000).then(() => null)]);
    request.destroy();
    expect(res?.statusCode).toBe(400);
    expect(res?.json().message).toBe(
      'Arquivo de backup inválido: pagamentos, item 1, campo valor: O valor deve ser maior que zero',
    );
    expect(await state()).toEqual(before);
  });

  it('lets other requests through while a large backup is restored', async () => {
    await seed();
    const doc = await download();
    const [sept, , oct] = doc.payments;
    // 6 000 payments in open months, each a copy of October's with its own description: twelve
    // chunks of RESTORE_CHUNK rows, each a chance for other requests (20 000 cost the suite 12-34 s
    // per database and proved no more).
    doc.payments = [sept, doc.payments[1]];
    for (let i = 0; i < 6_000; i++) doc.payments.push({ ...oct, numero: 100 + i, descricao: `Venda ${i}` });
    const payload = JSON.stringify({ confirm: true, backup: doc });

    let finished = false;
    const restoring = fx.t.app
      .inject({
        method: 'POST',
        url: '/api/settings/backup/restore',
        headers: { authorization: `Bearer ${fx.owner.token}`, 'content-type': 'application/json' },
        payload,
      })
      .finally(() => {
        finished = true;
      });
    let answeredMeanwhile = 0;
    while (!finished) {
      await sleep(20);
      const health = await fx.t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (!finished) answeredMeanwhile += 1;
    }
    const res = await restoring;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().restored.payments).toBe(6_002);
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(3);
    expect((await req('GET', '/api/payments?limit=1')).body.pagination.total).toBe(6_002);
  });

  it('refuses a body over the limit, and bytes that are not UTF-8', async () => {
    const big = readRestoreBody([Buffer.from('{"confirm":true,"backup":{"format":"livro-caixa-backup"}}')], 20);
    await expect(big).rejects.toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    const latin1 = await fx.t.app.inject({
      method: 'POST',
      url: '/api/settings/backup/restore',
      headers: { authorization: `Bearer ${fx.owner.token}`, 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"confirm":true,"backup":{"x":"'), Buffer.from([0xe7]), Buffer.from('"}}')]),
    });
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().message).toBe('O corpo da requisição não está em UTF-8 válido');
  });
});
