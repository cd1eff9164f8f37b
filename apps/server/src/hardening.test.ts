import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from '../test/app.js';
import { pdfFonts, pdfText } from '../test/pdf-text.js';
import { loadEnv } from './env.js';

/** Issue 12: input a hostile or careless client can send. One describe per item. */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let n = 0;
const registration = () => {
  n += 1;
  return { name: 'Dona', email: `dona${n}@example.com`, password: 'senha123', companyName: `Loja ${n}` };
};
const register = (app: TestApp['app'], peer: string, forwardedFor?: string) =>
  call(app, 'POST', '/api/auth/register', {
    body: registration(),
    ip: peer,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

describe('TRUST_PROXY (item 6)', () => {
  it('refuses true, takes a hop count or a list of addresses/CIDRs, and names a bad entry', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true não é mais aceito/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.1,nada' })).toThrow(/endereço ou CIDR inválido: "nada"/);
    expect(() => loadEnv({ TRUST_PROXY: '21' })).toThrow(/entre 0 e 20/);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: ' 10.0.0.1 , 192.168.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('with one hop, a client cannot pick its IP by sending X-Forwarded-For: the proxy-added address counts', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', REGISTER_RATE_LIMIT: '2' });
    for (const spoofed of ['1.1.1.1', '2.2.2.2']) {
      expect((await register(t.app, '10.0.0.2', `${spoofed}, 203.0.113.7`)).status).toBe(201);
    }
    expect((await register(t.app, '10.0.0.2', '3.3.3.3, 203.0.113.7')).status).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await register(t.app, '10.0.0.2', '203.0.113.8')).status).toBe(201);
  });

  it('with a list, only the listed proxies are believed; a direct client is its socket address', async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', REGISTER_RATE_LIMIT: '2' });
    for (const spoofed of ['1.1.1.1', '2.2.2.2']) {
      expect((await register(t.app, '198.51.100.9', spoofed)).status).toBe(201);
    }
    expect((await register(t.app, '198.51.100.9', '4.4.4.4')).status).toBe(429);
    // Through the proxy, the client's address (added by the proxy) is the one limited.
    expect((await register(t.app, '10.1.2.3', '198.51.100.10')).status).toBe(201);
    expect((await register(t.app, '10.1.2.3', '9.9.9.9, 198.51.100.10')).status).toBe(201);
    expect((await register(t.app, '10.1.2.3', '8.8.8.8, 198.51.100.10')).status).toBe(429);
  });
});

describe('path ids (item 7)', () => {
  it('are plain positive decimal integers; 0x10, +1, %201, 1e3, 01, 1.0 and 0 are a 400 on every :id route', async () => {
    t = await createTestApp();
    const owner = await registerCompany(t.app, 'Loja');
    const req = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      call(t!.app, method, url, { token: owner.token, ...(body !== undefined ? { body } : {}) });
    const created = await call(t.app, 'POST', '/api/payments', {
      token: owner.token,
      body: { descricao: 'Venda', valor: 10, data_pagamento: '2026-11-10' },
    });
    const id = created.body.data.id as number;
    expect(id).toBe(1);
    const tripeiro = await call(t.app, 'POST', '/api/tripeiros', { token: owner.token, body: { nome: 'Zé' } });
    expect((await req('GET', `/api/payments/${id}`)).status).toBe(200);
    for (const bad of ['0x1', '+1', '%201', '1e0', '01', '1.0', '0', '-1', '2147483648', '99999999999']) {
      for (const [method, url] of [
        ['GET', `/api/payments/${bad}`],
        ['PUT', `/api/payments/${bad}`],
        ['DELETE', `/api/payments/${bad}`],
        ['GET', `/api/attendants/${bad}`],
        ['GET', `/api/tripeiros/${bad}`],
        ['DELETE', `/api/tripeiros/${tripeiro.body.data.id}/accounts/${bad}`],
      ] as const) {
        const res = await req(method, url, method === 'PUT' ? { status: 'confirmado' } : undefined);
        expect(res.status, `${method} ${url}`).toBe(400);
        expect(res.body).toMatchObject({
          error: 'VALIDATION',
          message: 'Identificador inválido: use só algarismos, como 42',
        });
      }
    }
    // Nothing was touched through a loose spelling.
    expect((await req('GET', `/api/payments/${id}`)).body.data).toMatchObject({ id, status: 'pendente' });
    expect((await req('GET', '/api/payments/2147483647')).status).toBe(404);
  });
});

describe('X-Request-Id (item 10)', () => {
  it('is kept when well-formed, else replaced by a generated one', async () => {
    t = await createTestApp();
    const idOf = async (value: string) =>
      (await t!.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': value } })).headers[
        'x-request-id'
      ];
    expect(await idOf('req-42.abc_DEF')).toBe('req-42.abc_DEF');
    expect(await idOf('a'.repeat(64))).toBe('a'.repeat(64));
    for (const bad of ['a'.repeat(65), 'two words', 'x"y', '<script>', 'ação', 'a\tb', '']) {
      const got = await idOf(bad);
      expect(got, bad).not.toBe(bad);
      expect(got).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

/** A company with one row of each kind, for the body checks. */
async function companyWithRows() {
  t = await createTestApp();
  const owner = await registerCompany(t.app, 'Loja');
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(t!.app, method, url, { token: owner.token, ...(body !== undefined ? { body } : {}) });
  const created = async (url: string, body: unknown) => {
    const res = await req('POST', url, body);
    expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(201);
    return res.body.data.id as number;
  };
  const attendant = await created('/api/attendants', { nome: 'Ana', comissao_percentual: 10 });
  const tripeiro = await created('/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 });
  const ids = {
    attendant,
    tripeiro,
    account: await created(`/api/tripeiros/${tripeiro}/accounts`, { numero_conta: 'C-1', limite_credito: 500 }),
    payment: await created('/api/payments', {
      descricao: 'Venda',
      valor: 100,
      data_pagamento: '2026-11-10',
      atendente_id: attendant,
      status: 'confirmado',
      tipo_pagamento: 'entrada',
    }),
    expense: await created('/api/expenses', {
      descricao: 'Luz',
      valor: 10,
      data_despesa: '2026-11-10',
      categoria: 'Outros',
    }),
    note: await created('/api/notes', { content: 'Nota', color: '#fef3c7', is_pinned: true }),
    reminder: await created('/api/reminders', { title: 'Lembrete', priority: 'high' }),
  };
  return { owner, req, ids };
}

describe('control characters (item 5)', () => {
  it('NUL and other controls in any text are a 400 naming the field, also without a session and in queries', async () => {
    const { req, ids } = await companyWithRows();
    const bodies: Array<[string, string, Record<string, unknown>, string]> = [
      ['POST', '/api/payments', { descricao: 'a\u0000b', valor: 1, data_pagamento: '2026-11-10' }, 'descricao'],
      [
        'POST',
        '/api/payments',
        { descricao: 'ok', valor: 1, data_pagamento: '2026-11-10', observacoes: 'x\u0007' },
        'observacoes',
      ],
      ['PUT', `/api/payments/${ids.payment}`, { descricao: '\u001b[31mvermelho' }, 'descricao'],
      ['POST', '/api/attendants', { nome: 'An\u0000a', comissao_percentual: 1 }, 'nome'],
      ['PUT', `/api/tripeiros/${ids.tripeiro}`, { cidade: 'Rio\u0000' }, 'cidade'],
      [
        'POST',
        '/api/expenses',
        { descricao: 'x', valor: 1, data_despesa: '2026-11-10\u0000', categoria: 'Outros' },
        'data_despesa',
      ],
      ['POST', '/api/notes', { content: 'ok\u0085' }, 'content'],
      ['PUT', '/api/settings/profile', { name: 'Dona', email: 'dona\u0000@example.com' }, 'email'],
      ['POST', '/api/auth/login', { email: 'a\u0000@b.c', password: 'x' }, 'email'],
      ['POST', '/api/auth/register', { name: 'X', email: 'x@example.com', password: 'senha\u0000123' }, 'password'],
    ];
    for (const [method, url, body, field] of bodies) {
      const res = await req(method as 'POST', url, body);
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.error).toBe('VALIDATION');
      expect(res.body.fields[field], `${method} ${url}`).toBe(
        'O texto tem caracteres não permitidos (de controle, como NUL, ou inválidos)',
      );
    }
    for (const url of [
      '/api/payments?search=a%00b',
      '/api/expenses?search=%07',
      '/api/attendants?search=a%00',
      '/api/tripeiros?search=a%00',
      '/api/reports/generate?type=financial&startDate=2026-11-01%00&endDate=2026-11-30',
      '/api/reports/dre?startDate=2026-11-01&endDate=2026-11-30%00',
    ]) {
      const res = await req('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe('O texto tem caracteres não permitidos (de controle, como NUL, ou inválidos)');
    }
    // Nothing was stored, and the payment kept its text.
    expect((await req('GET', '/api/payments')).body.pagination.total).toBe(1);
    expect((await req('GET', `/api/payments/${ids.payment}`)).body.data.descricao).toBe('Venda');
  });

  it('line breaks and tabs are kept in observations and notes, refused in one-line fields', async () => {
    const { req, ids } = await companyWithRows();
    const ok = await req('PUT', `/api/payments/${ids.payment}`, { observacoes: 'linha 1\r\nlinha 2\tfim' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.observacoes).toBe('linha 1\r\nlinha 2\tfim');
    const note = await req('POST', '/api/notes', { title: 'Título', content: 'a\nb' });
    expect(note.status).toBe(201);
    for (const [url, body, field] of [
      [`/api/payments/${ids.payment}`, { descricao: 'a\nb' }, 'descricao'],
      [`/api/attendants/${ids.attendant}`, { nome: 'Ana\tMaria' }, 'nome'],
      [`/api/notes/${ids.note}`, { title: 'a\nb' }, 'title'],
    ] as const) {
      const res = await req('PUT', url, body);
      expect(res.status, url).toBe(400);
      expect(res.body.fields[field]).toBe('Este campo não aceita quebra de linha nem tabulação');
    }
    // At the ends they are only trimmed away.
    const trimmed = await req('PUT', `/api/attendants/${ids.attendant}`, { nome: '\n Ana Maria\t' });
    expect(trimmed.body.data.nome).toBe('Ana Maria');
  });
});

const rawJson = (token: string, method: 'POST' | 'PUT', url: string, payload: Buffer | string) =>
  t!.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  });

describe('broken text (item 8)', () => {
  it('invalid UTF-8 in a body is a 400, not U+FFFD stored', async () => {
    const { owner, req } = await companyWithRows();
    const notes = (await req('GET', '/api/notes')).body.data.length;
    for (const bytes of [
      [0xff, 0xfe],
      [0xc3], // a 2-byte sequence cut short ('ç' is c3 a7)
      [0xe7], // 'ç' in Latin-1
      [0xed, 0xa0, 0x80], // a surrogate encoded as UTF-8 (CESU)
      [0xc0, 0xaf], // an overlong '/'
    ]) {
      const payload = Buffer.concat([Buffer.from('{"content":"a'), Buffer.from(bytes), Buffer.from('b"}')]);
      const res = await rawJson(owner.token, 'POST', '/api/notes', payload);
      expect(res.statusCode, bytes.join(' ')).toBe(400);
      expect(res.json()).toEqual({ error: 'VALIDATION', message: 'O corpo da requisição não está em UTF-8 válido' });
    }
    const latin1 = await t!.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json; charset=iso-8859-1' },
      payload: Buffer.from('{"email":"jos\xe9@b.c","password":"x"}', 'latin1'),
    });
    expect(latin1.statusCode).toBe(400);
    // Valid UTF-8, accents and emoji included, goes through.
    const fine = await rawJson(owner.token, 'POST', '/api/notes', Buffer.from('{"content":"Conceição 😀 שלום"}'));
    expect(fine.statusCode).toBe(201);
    expect(fine.json().data.content).toBe('Conceição 😀 שלום');
    expect((await req('GET', '/api/notes')).body.data.length).toBe(notes + 1);
  });

  it('a lone surrogate (\\ud800 without its pair) is a 400 naming the field', async () => {
    const { owner, req, ids } = await companyWithRows();
    for (const [method, url, payload, field] of [
      ['POST', '/api/notes', '{"content":"a\\ud800b"}', 'content'],
      ['POST', '/api/notes', '{"content":"a\\udc00"}', 'content'],
      ['PUT', `/api/payments/${ids.payment}`, '{"descricao":"\\ude00x"}', 'descricao'],
      ['POST', '/api/attendants', '{"nome":"x\\ud83d","comissao_percentual":1}', 'nome'],
    ] as const) {
      const res = await rawJson(owner.token, method, url, payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().fields[field]).toBe(
        'O texto tem caracteres não permitidos (de controle, como NUL, ou inválidos)',
      );
    }
    // A proper pair, escaped, is an emoji.
    const pair = await rawJson(
      owner.token,
      'PUT',
      `/api/payments/${ids.payment}`,
      '{"descricao":"Bolo \\ud83c\\udf82"}',
    );
    expect(pair.statusCode).toBe(200);
    expect(pair.json().data.descricao).toBe('Bolo 🎂');
    expect((await req('GET', '/api/notes')).body.data.length).toBe(1);
  });
});

describe('empty updates (item 11)', () => {
  it('PUT {} is a 400 with a clear message on every PUT route, and nothing changes', async () => {
    const { req, ids } = await companyWithRows();
    const admin = await call(t!.app, 'POST', '/api/auth/login', {
      body: { email: 'admin@livrocaixa.test', password: 'admin-senha-forte' },
    });
    const before = await req('GET', `/api/payments/${ids.payment}`);
    const doc = (await req('GET', '/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const puts = Object.entries(doc.paths)
      .filter(([, ops]) => 'put' in ops)
      .map(([path]) => path);
    expect(puts.length).toBeGreaterThanOrEqual(15);
    const values: Record<string, number> = { accountId: ids.account };
    const idOf = (path: string) =>
      path.startsWith('/api/payments')
        ? ids.payment
        : path.startsWith('/api/attendants')
          ? ids.attendant
          : path.startsWith('/api/tripeiros')
            ? ids.tripeiro
            : path.startsWith('/api/expenses')
              ? ids.expense
              : path.startsWith('/api/notes')
                ? ids.note
                : path.startsWith('/api/reminders')
                  ? ids.reminder
                  : 1;
    for (const path of puts) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? idOf(path)));
      const token = path.startsWith('/api/admin') ? admin.body.token : undefined;
      const res = token ? await call(t!.app, 'PUT', url, { token, body: {} }) : await req('PUT', url, {});
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ error: 'VALIDATION', message: 'Informe ao menos um campo para alterar' });
    }
    expect((await req('GET', `/api/payments/${ids.payment}`)).body.data).toEqual(before.body.data);
  });

  it('a partial PUT changes only what it names: no default puts a status, type, colour or limit back', async () => {
    const { req, ids } = await companyWithRows();
    const payment = await req('PUT', `/api/payments/${ids.payment}`, { descricao: 'Venda 2' });
    expect(payment.body.data).toMatchObject({ descricao: 'Venda 2', status: 'confirmado', tipo_pagamento: 'entrada' });
    const out = await req('PUT', `/api/payments/${ids.payment}`, { tipo_pagamento: 'saida' });
    expect(out.body.data).toMatchObject({ tipo_pagamento: 'saida', status: 'confirmado' });
    const again = await req('PUT', `/api/payments/${ids.payment}`, { valor: 50 });
    expect(again.body.data).toMatchObject({ valor: 50, tipo_pagamento: 'saida', status: 'confirmado' });
    const note = await req('PUT', `/api/notes/${ids.note}`, { content: 'Outra' });
    expect(note.body.data).toMatchObject({ content: 'Outra', color: '#fef3c7', is_pinned: true });
    const reminder = await req('PUT', `/api/reminders/${ids.reminder}`, { title: 'Outro' });
    expect(reminder.body.data).toMatchObject({ title: 'Outro', priority: 'high' });
    const account = await req('PUT', `/api/tripeiros/${ids.tripeiro}/accounts/${ids.account}`, {
      descricao: 'Principal',
    });
    expect(account.status).toBe(200);
    expect(account.body.data).toMatchObject({ descricao: 'Principal', limite_credito: 500 });
  });
});

/** The cells of a `;`-separated CSV with `"` quoting. */
function csvCells(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cellText = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cellText += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cellText += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cellText);
      cellText = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cellText);
      rows.push(row);
      row = [];
      cellText = '';
      i++;
    } else cellText += c;
  }
  row.push(cellText);
  rows.push(row);
  return rows;
}

describe('CSV formula injection (item 4)', () => {
  it('text cells that start with = + - @ get a leading quote in every report; negative figures stay numbers', async () => {
    const { req } = await companyWithRows();
    const attendant = (await req('POST', '/api/attendants', { nome: "=cmd|' /C calc'!A0", comissao_percentual: 10 }))
      .body.data.id;
    const tripeiro = (await req('POST', '/api/tripeiros', { nome: '@SUM(1+1)', comissao_percentual: 5 })).body.data.id;
    for (const descricao of ['+HYPERLINK("http://mal.example";"clique")', '-2+3', '=1+1']) {
      const res = await req('POST', '/api/payments', {
        descricao,
        valor: 10,
        data_pagamento: '2026-11-12',
        atendente_id: attendant,
        tripeiro_id: tripeiro,
        status: 'confirmado',
      });
      expect(res.status).toBe(201);
    }
    // Expenses above revenue: the result and the profit are negative figures.
    await req('POST', '/api/expenses', {
      descricao: 'Aluguel',
      valor: 5000,
      data_despesa: '2026-11-05',
      categoria: 'Outros',
    });

    const types = [
      'type=financial',
      'type=attendants',
      'type=tripeiros',
      'type=expenses',
      'type=commissions',
      ...['day', 'month', 'attendant', 'tripeiro', 'category', 'status'].map((by) => `type=custom&groupBy=${by}`),
    ];
    const texts = new Set<string>();
    for (const type of types) {
      const res = await req('GET', `/api/reports/generate?${type}&startDate=2026-11-01&endDate=2026-11-30&format=csv`);
      expect(res.status, type).toBe(200);
      const rows = csvCells((res.body as string).slice(1));
      for (const row of rows) {
        for (const value of row) {
          texts.add(value);
          if (/^[=+\-@\t\r]/.test(value)) expect(value, `${type}: ${row.join(' | ')}`).toMatch(/^-\d+(,\d+)?$/);
        }
      }
      if (type === 'type=financial') {
        const profit = rows.find((r) => r[0] === 'Lucro líquido')?.[1];
        expect(profit).toMatch(/^-\d+,\d{2}$/);
        expect(rows.find((r) => r[0] === '11/2026')?.[3]).toMatch(/^-\d+,\d{2}$/);
      }
    }
    for (const neutralised of [
      "'=cmd|' /C calc'!A0",
      "'@SUM(1+1)",
      `'+HYPERLINK("http://mal.example";"clique")`,
      "'-2+3",
      "'=1+1",
    ]) {
      expect(texts.has(neutralised), neutralised).toBe(true);
    }
  });
});

describe('closing PDF text (item 9)', () => {
  it('draws accents, Cyrillic, Greek, Hebrew and emoji with an embedded font, and one ? for a run it cannot draw (CJK)', async () => {
    t = await createTestApp();
    const owner = await registerCompany(t.app, 'Ótica Ærø Ltda');
    const req = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      call(t!.app, method, url, { token: owner.token, ...(body !== undefined ? { body } : {}) });
    const names = ['Conceição Ñandú', 'Дмитрий Иванов', 'Σωκράτης', 'שרה', 'Zoë 😀 漢字 fim'];
    for (const [i, nome] of names.entries()) {
      const attendant = (await req('POST', '/api/attendants', { nome, comissao_percentual: 10 })).body.data.id;
      const tripeiro = (await req('POST', '/api/tripeiros', { nome, comissao_percentual: 5 })).body.data.id;
      const res = await req('POST', '/api/payments', {
        descricao: `Venda ${i}`,
        valor: 100,
        data_pagamento: '2026-11-10',
        atendente_id: attendant,
        tripeiro_id: tripeiro,
        status: 'pendente',
      });
      expect(res.status).toBe(201);
    }
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/closings/2026-11/pdf',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    // Every text is drawn in DejaVu (regular and bold), none in pdfkit's default Helvetica.
    expect(await pdfFonts(pdf.rawPayload)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['Ótica Ærø Ltda', 'Conceição Ñandú', 'Дмитрий Иванов', 'Σωκράτης', 'Zoë 😀 ? fim']) {
      expect(text).toContain(expected);
    }
    // pdfkit lays Hebrew out left to right; the letters are there, in one order or the other.
    expect(text.includes('שרה') || text.includes('הרש')).toBe(true);
    expect(text).not.toMatch(/[漢字]/);
    expect(text).toContain('Fechamento de novembro de 2026');
  });
});
