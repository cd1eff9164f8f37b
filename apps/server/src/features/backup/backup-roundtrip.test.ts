import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from '../../../test/app.js';
import { ofxFile, postStatement } from '../../../test/bank-import.js';
import type { TableDecl } from '../../lib/backup/table.js';
import { BACKUP_TABLES } from './tables.js';

// A company where every column of every backed-up table holds a value other than its default is
// backed up, restored into an empty company, and backed up again: both documents agree on every
// column of every table (ADR 031). A column added to a declaration and not seeded here fails the
// coverage check first; one carried by the backup but lost by the restore fails the comparison.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON.
type Doc = Record<string, any>;
type Row = Record<string, unknown>;

async function company() {
  const res = await call(t.app, 'POST', '/api/auth/register', {
    body: {
      name: 'Dona Cida',
      email: 'cida@padaria.com.br',
      password: 'senha-forte-1',
      companyName: 'Padaria da Cida',
      companyType: 'ME',
      cnpj: '11.222.333/0001-81',
    },
  });
  expect(res.status).toBe(201);
  const token = res.body.token as string;
  const ok = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown = {}) => {
    const r = await call(t.app, method, url, { token, body });
    expect(r.status, `${method} ${url}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
    return r.body?.data ?? r.body;
  };
  tokens.set(ok, token);
  return { token, ok };
}

/** The session of the company an `ok` writes into. */
const tokens = new Map<unknown, string>();
const tokenOf = (ok: unknown) => tokens.get(ok) as string;

/** Everything a shop does, with every optional field filled in. */
async function seed(ok: Awaited<ReturnType<typeof company>>['ok']) {
  await ok('PUT', '/api/pix-settings', { chave_pix: 'pix@padaria.com.br', pix_cidade: 'Belo Horizonte' });
  await ok('PUT', '/api/settings/company', {
    tipo_empresa: 'ME',
    cnpj: '11.222.333/0001-81',
    endereco: 'Av. Afonso Pena, 1000',
    cidade: 'Belo Horizonte',
    uf: 'MG',
    chave_pix: 'pix@padaria.com.br',
    aviso_contas_dias: 12,
  });
  const ana = await ok('POST', '/api/attendants', {
    nome: 'Ana',
    email: 'ana@padaria.com.br',
    telefone: '(31) 99876-5432',
    comissao_percentual: 10,
    observacoes: 'Turno da manhã',
    chave_pix: 'ana@pix.com',
    cpf: '529.982.247-25',
  });
  const ze = await ok('POST', '/api/tripeiros', {
    nome: 'Zé',
    email: 'ze@entregas.com',
    telefone: '(31) 3222-1100',
    endereco: 'Rua das Flores, 10',
    cidade: 'Contagem',
    estado: 'MG',
    cep: '32000-000',
    comissao_percentual: 5,
    observacoes: 'Entrega às sextas',
  });
  const conta = await ok('POST', `/api/tripeiros/${ze.id}/accounts`, {
    numero_conta: 'C-1',
    descricao: 'Conta principal',
    limite_credito: 900,
    saldo_devedor: 300,
    observacoes: 'Limite revisto em outubro',
  });
  const pay = async (descricao: string, valor: number, data_pagamento: string, extra: Row = {}) =>
    (
      await ok('POST', '/api/payments', {
        descricao,
        valor,
        data_pagamento,
        atendente_id: ana.id,
        status: 'confirmado',
        observacoes: `Obs. ${descricao}`,
        ...extra,
      })
    ).id as number;
  const sept = await pay('Bolo', 200, '2026-09-10', { tripeiro_id: ze.id });
  const torta = await pay('Torta', 300, '2026-10-01');
  const cafe = await pay('Café', 40, '2026-10-02');
  const gone = await pay('Doce', 90, '2026-10-03');
  const z1 = await pay('Entrega 1', 100, '2026-10-05', { atendente_id: null, tripeiro_id: ze.id, status: 'pendente' });
  const z2 = await pay('Entrega 2', 60.5, '2026-10-06', { atendente_id: null, tripeiro_id: ze.id, status: 'pendente' });
  // Still pending when September closes, then settled in October (ADR 038: data_lancamento, mes_fechado).
  const z3 = await pay('Entrega 3', 40, '2026-09-28', { atendente_id: null, tripeiro_id: ze.id, status: 'pendente' });
  await pay('Troco', 15, '2026-10-07', { tipo_pagamento: 'saida', atendente_id: null });
  // The company's own categories (ADR 048): a category with a subcategory, an expense in it.
  const materia = await ok('POST', '/api/expense-categories', { nome: 'Matéria-prima', grupo: 'custos_variaveis' });
  await ok('POST', '/api/expense-categories', { nome: 'Farinha', grupo: 'custos_variaveis', parent_id: materia.id });
  await ok('POST', '/api/expenses', {
    descricao: 'Farinha de trigo',
    valor: 120,
    data_despesa: '2026-10-11',
    categoria: 'Farinha',
    forma_pagamento: 'Boleto',
    observacoes: 'Saco de 25 kg',
  });
  await ok('POST', '/api/expenses', {
    descricao: 'Luz',
    valor: 99.9,
    data_despesa: '2026-10-12',
    categoria: 'Manutenção',
    forma_pagamento: 'PIX',
    observacoes: 'Conta de outubro',
  });
  await ok('POST', '/api/notes', { title: 'Fornecedor', content: 'Ligar amanhã', color: '#fef3c7', is_pinned: true });
  const reminder = await ok('POST', '/api/reminders', {
    title: 'Pagar aluguel',
    description: 'Transferir ao Sr. Jorge',
    due_date: '2026-12-01',
    due_time: '09:30',
    priority: 'high',
    category: 'Contas',
  });
  await ok('PUT', `/api/reminders/${reminder.id}`, { status: 'completed' });

  const payout = (payment_ids: number[], data_pagamento = '2026-10-20') =>
    ok('POST', '/api/payouts', {
      atendente_id: ana.id,
      data_pagamento,
      forma_pagamento: 'PIX',
      payment_ids,
      periodo_inicio: '2026-09-01',
      periodo_fim: '2026-10-31',
      observacoes: 'Comissões do mês',
    });
  await payout([sept], '2026-09-30');
  const reversed = await payout([cafe]);
  await ok('POST', `/api/payouts/${reversed.id}/reverse`, { motivo: 'Pago em dinheiro por engano' });
  await payout([torta, gone]);
  await ok('DELETE', `/api/payments/${gone}`);
  const settle = (payment_ids: number[]) =>
    ok('POST', '/api/settlements', {
      tripeiro_id: ze.id,
      data_acerto: '2026-10-21',
      forma_pagamento: 'Dinheiro',
      payment_ids,
      conta_id: conta.id,
      periodo_inicio: '2026-10-01',
      periodo_fim: '2026-10-31',
      observacoes: 'Acerto da semana',
    });
  const undone = await settle([z1]);
  await ok('POST', `/api/settlements/${undone.id}/reverse`, { motivo: 'Contado errado' });
  await settle([z1, z2]);
  await ok('POST', '/api/closings/2026-09/close');
  await settle([z3]);
  await seedBills(ok, ana.id);
  await seedBank(ok, ana.id);
  // A recurring bill (ADR 051) with every field, and the bills it generated (modelo_id, ocorrencia).
  const caixa = (await call(t.app, 'GET', '/api/financial-accounts', { token: tokenOf(ok) })).body.data[0];
  await ok('POST', '/api/recurring-bills', {
    descricao: 'Aluguel da loja',
    valor: 1500.5,
    categoria: 'Manutenção',
    forma_pagamento: 'Boleto',
    conta_id: caixa.id,
    observacoes: 'Imobiliária Centro',
    frequencia: 'mensal',
    dia: 31,
    inicio: '2026-10-05',
    fim: '2027-06-30',
  });
}

/** Bills and receivables (ADR 050): instalments, a baixa with juros and one with a desconto, a receipt. */
async function seedBills(ok: Awaited<ReturnType<typeof company>>['ok'], atendente_id: number) {
  const caixa = (await call(t.app, 'GET', '/api/financial-accounts', { token: tokenOf(ok) })).body.data[0];
  const forno = await ok('POST', '/api/bills', {
    descricao: 'Forno',
    valor: 600,
    categoria: 'Manutenção',
    data_despesa: '2026-10-13',
    vencimento: '2026-10-20',
    parcelas: 3,
    forma_pagamento: 'Boleto',
    observacoes: 'Em 3×',
  });
  await ok('POST', `/api/bills/${forno[0].id}/pay`, {
    data_baixa: '2026-10-21',
    valor_pago: 205,
    forma_pagamento: 'PIX',
    conta_id: caixa.id,
  });
  await ok('POST', `/api/bills/${forno[1].id}/pay`, { data_baixa: '2026-10-22', valor_pago: 190, conta_id: caixa.id });
  const fiado = await ok('POST', '/api/receivables', {
    descricao: 'Fiado',
    valor: 80,
    data_pagamento: '2026-10-14',
    vencimento: '2026-10-20',
    parcelas: 2,
    atendente_id,
  });
  await ok('POST', `/api/receivables/${fiado[0].id}/receive`, {
    data_recebimento: '2026-10-21',
    forma_pagamento: 'PIX',
    conta_id: caixa.id,
  });
}

/** Bank statements imported into an account, lines caught by each kind of rule, and a saved CSV mapping. */
async function seedBank(ok: Awaited<ReturnType<typeof company>>['ok'], atendente_id: number) {
  const token = tokenOf(ok);
  const itau = await ok('POST', '/api/financial-accounts', {
    nome: 'Itaú',
    tipo: 'banco',
    banco: '341',
    agencia: '1234',
    conta: '56789-0',
    saldo_inicial: 100,
    data_saldo_inicial: '2026-10-01',
  });
  // Money on the accounts (ADR 044): a PIX received and a bill paid through the bank, and a transfer.
  const caixa = (await call(t.app, 'GET', '/api/financial-accounts', { token })).body.data[0];
  await ok('POST', '/api/payments', {
    descricao: 'Encomenda por PIX',
    valor: 55.5,
    data_pagamento: '2026-10-14',
    status: 'confirmado',
    forma_pagamento: 'PIX',
    conta_id: itau.id,
  });
  await ok('POST', '/api/expenses', {
    descricao: 'Internet',
    valor: 89.9,
    data_despesa: '2026-10-15',
    categoria: 'Manutenção',
    forma_pagamento: 'Boleto',
    conta_id: itau.id,
  });
  const deposito = await ok('POST', '/api/transfers', {
    data: '2026-10-16',
    valor: 300,
    conta_origem_id: caixa.id,
    conta_destino_id: itau.id,
    descricao: 'Depósito do caixa',
  });
  await ok('POST', '/api/bank-rules', {
    contem: 'tarifa',
    acao: 'categoria',
    categoria: 'Impostos',
    conta_id: itau.id,
  });
  await ok('POST', '/api/bank-rules', { contem: 'maria', acao: 'atendente', atendente_id });
  await ok('POST', '/api/bank-rules', { contem: 'aplicação', acao: 'ignorar', motivo: 'Aplicação automática' });
  // Maria's sale: the import links her PIX to it on its own (an exact, unique candidate; ADR 046).
  await ok('POST', '/api/payments', {
    descricao: 'Bolo da Maria',
    valor: 80,
    data_pagamento: '2026-10-11',
    status: 'confirmado',
    conta_id: itau.id,
  });
  const same = { data: '2026-10-12', valor: 25_00, memo: 'PIX RECEBIDO' };
  const october = [
    { data: '2026-10-10', valor: -12_90, memo: 'TARIFA PACOTE', fitid: 'T1' },
    { data: '2026-10-11', valor: 80_00, memo: 'PIX MARIA SILVA', fitid: 'T2' },
    { data: '2026-10-11', valor: -500_00, memo: 'APLICACAO CDB', fitid: 'T3' },
    same,
    same,
    { data: '2026-10-13', valor: 7_77, memo: 'ILEGIVEL' },
  ];
  // The last posting's amount cannot be read: the import counts it as rejected.
  const file = Buffer.from(
    ofxFile(october, { saldo: 1234_56 }).toString('latin1').replace('<TRNAMT>7,77', '<TRNAMT>abc'),
    'latin1',
  );
  const first = await postStatement(t.app, token, {
    file,
    fileName: 'itau-outubro.ofx',
    contaId: itau.id,
    confirmar: true,
  });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  // An overlapping export: one line already imported, one new.
  const later = ofxFile([
    october[0] as (typeof october)[number],
    { data: '2026-10-20', valor: -30_00, memo: 'BOLETO' },
    { data: '2026-10-16', valor: 300_00, memo: 'DEPOSITO' },
  ]);
  const second = await postStatement(t.app, token, {
    file: later,
    fileName: 'itau-2.ofx',
    contaId: itau.id,
    confirmar: true,
  });
  expect(second.body.data).toMatchObject({ novos: 2, duplicados: 1 });
  // A CSV import saves its mapping on the account.
  const nubank = await ok('POST', '/api/financial-accounts', {
    nome: 'Nubank',
    tipo: 'banco',
    banco: '260',
    conta: '7777',
    data_saldo_inicial: '2026-10-01',
  });
  const csv = Buffer.from('Data,Valor,Identificador,Descrição\n15/10/2026,10.50,abc-1,Transferência recebida\n');
  const imported = await postStatement(t.app, token, {
    file: csv,
    fileName: 'nubank.csv',
    contaId: nubank.id,
    mapeamento: { preset: 'nubank-conta' },
    confirmar: true,
  });
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  // The reconciliation's links (ADR 046): the fee made an expense from its line (the rule's
  // category), the deposit linked to its transfer.
  const lineOf = async (descricao: string) =>
    (
      await t.handle.db
        .selectFrom('bank_lines')
        .select('id')
        .where('descricao', '=', descricao)
        .executeTakeFirstOrThrow()
    ).id;
  await ok('POST', `/api/bank-lines/${await lineOf('TARIFA PACOTE')}/expense`, {});
  await ok('POST', `/api/bank-lines/${await lineOf('DEPOSITO')}/match`, { transfer_id: deposito.id });
  // A sale recorded without an account, matched by hand to one of the two equal PIX lines: it
  // takes the line's account, and the link says so (conta_definida).
  const semConta = await ok('POST', '/api/payments', {
    descricao: 'Bolo sem conta',
    valor: 25,
    data_pagamento: '2026-10-12',
    status: 'confirmado',
  });
  await ok('POST', `/api/bank-lines/${await lineOf('PIX RECEBIDO')}/match`, { payment_ids: [semConta.id] });
  // A line the reconciliation linked on its own (when no payment matched it exactly here).
  const auto = await t.handle.db.selectFrom('bank_lines').select('id').where('automatico', '=', 1).executeTakeFirst();
  if (!auto)
    await t.handle.db.updateTable('bank_lines').set({ automatico: 1 }).where('descricao', '=', 'BOLETO').execute();
}

async function download(token: string): Promise<Doc> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/settings/backup/manual',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** 0, '' and null: what a column holds when nobody gave it a value. */
const isDefault = (value: unknown) => value === null || value === 0 || value === '' || value === undefined;

/**
 * The document with the ids a restore gives anew replaced by each row's place in its table, and
 * every reference by the place of the row it names ('gone' for one the document lacks).
 */
function comparable(doc: Doc): Doc {
  const places = new Map<string, Map<unknown, number>>();
  for (const decl of BACKUP_TABLES) {
    if (decl.single || !decl.columns.includes('id')) continue;
    places.set(decl.name, new Map((doc[decl.name] as Row[]).map((row, i) => [row.id, i])));
  }
  const out: Doc = { company: doc.company };
  for (const decl of BACKUP_TABLES) {
    if (decl.single || decl.kept || decl.name === 'users') continue;
    out[decl.name] = (doc[decl.name] as Row[]).map((row) => renumber(decl, row, places));
  }
  // A restore writes the top-level categories before the subcategories (a category made after a
  // subcategory, as a bill's 'Juros e multas', changes places): compared by name.
  const categories = doc.expense_categories as Row[];
  const nameOf = (id: unknown) => categories.find((c) => c.id === id)?.nome ?? 'gone';
  out.expense_categories = categories
    .map((c): Row => ({ ...c, id: c.nome, parent_id: c.parent_id === null ? null : nameOf(c.parent_id) }))
    .sort((a, b) => String(a.nome).localeCompare(String(b.nome)));
  return out;
}

function renumber(decl: TableDecl, row: Row, places: Map<string, Map<unknown, number>>): Row {
  const out: Row = { ...row };
  if ('id' in row) out.id = places.get(decl.name)?.get(row.id);
  // A subcategory names its parent in its own table (not a `ref`: those name earlier tables).
  if (decl.name === 'expense_categories' && row.parent_id !== null)
    out.parent_id = places.get(decl.name)?.get(row.parent_id) ?? 'gone';
  for (const [column, ref] of Object.entries(decl.refs ?? {})) {
    if (row[column] === null) continue;
    out[column] = ref.by ? row[ref.by] : (places.get(ref.to)?.get(row[column]) ?? 'gone');
  }
  return out;
}

describe('backup round trip', () => {
  it('every column of every table survives a backup and a restore into an empty company', async () => {
    const owner = await company();
    await seed(owner.ok);
    const before = await download(owner.token);

    const unseeded = BACKUP_TABLES.flatMap((decl) => {
      const rows: Row[] = decl.single ? [before[decl.name]] : before[decl.name];
      return decl.columns.filter((c) => rows.every((row) => isDefault(row[c]))).map((c) => `${decl.name}.${c}`);
    });
    expect(unseeded, 'columns the seed leaves at their default: give them a value').toEqual([]);

    const empty = await registerCompany(t.app, 'Vazia');
    const doc = structuredClone(before);
    // The restore finds users by e-mail: the empty company's owner stands for the one who wrote it all.
    doc.users = doc.users.map((u: Row) => ({ ...u, email: empty.email }));
    const res = await call(t.app, 'POST', '/api/settings/backup/restore', {
      token: empty.token,
      body: { confirm: true, backup: doc },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await download(empty.token);

    expect(comparable(after)).toEqual(comparable(before));
    // The writer of each record is the empty company's owner now, as the e-mail said.
    expect(after.payments.every((p: Row) => p.created_by === empty.user.id)).toBe(true);
  });
});
