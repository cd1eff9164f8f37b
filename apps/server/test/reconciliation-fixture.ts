import { beforeEach, expect } from 'vitest';
import type { Db } from '../src/db/database.js';
import { companyFixture } from './app.js';
import { bankAccount, ofxFile, postStatement } from './bank-import.js';

/**
 * Accounts, statements and lines written straight into the database, for the reconciliation's
 * tests (features/reconciliation) before and besides the import: amounts in signed centavos.
 */
export async function tenantOf(db: Db, email: string): Promise<number> {
  const u = await db.selectFrom('users').select('tenant_id').where('email', '=', email).executeTakeFirstOrThrow();
  return Number(u.tenant_id);
}

export interface AccountFields {
  nome: string;
  tipo?: string;
  saldo?: number;
  desde?: string;
}

export async function addAccount(
  db: Db,
  tenantId: number,
  { nome, tipo = 'banco', saldo = 0, desde = '2026-10-01' }: AccountFields,
): Promise<number> {
  const at = '2026-10-01T12:00:00.000Z';
  const row = await db
    .insertInto('financial_accounts')
    .values({
      tenant_id: tenantId,
      nome,
      nome_chave: nome.toLowerCase(),
      tipo: tipo as 'banco',
      saldo_inicial: saldo,
      data_saldo_inicial: desde,
      ativa: 1,
      principal: 0,
      created_at: at,
      updated_at: at,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface Posting {
  data: string;
  valor: number;
  descricao: string;
  regra_id?: number;
}

let seq = 0;
/** A statement of `postings` in the account, its balance `saldo` (centavos) when given; the lines' ids in order. */
export async function addStatement(
  db: Db,
  tenantId: number,
  contaId: number,
  postings: Posting[],
  { saldo, dataSaldo }: { saldo?: number; dataSaldo?: string } = {},
): Promise<{ extratoId: number; lineIds: number[] }> {
  seq += 1;
  const at = '2026-11-21T12:00:00.000Z';
  const dates = postings.map((p) => p.data).sort();
  const st = await db
    .insertInto('bank_statements')
    .values({
      tenant_id: tenantId,
      conta_id: contaId,
      nome_arquivo: `extrato-${seq}.ofx`,
      hash: `hash-${seq}-${Math.random()}`,
      formato: 'ofx',
      data_inicio: dates[0] ?? null,
      data_fim: dates.at(-1) ?? null,
      lidos: postings.length,
      novos: postings.length,
      duplicados: 0,
      rejeitados: 0,
      creditos: postings.filter((p) => p.valor > 0).reduce((n, p) => n + p.valor, 0),
      debitos: postings.filter((p) => p.valor < 0).reduce((n, p) => n - p.valor, 0),
      saldo_final: saldo ?? null,
      data_saldo: saldo === undefined ? null : (dataSaldo ?? dates.at(-1) ?? null),
      created_by: null,
      created_at: at,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const lineIds: number[] = [];
  for (const [i, p] of postings.entries()) {
    const row = await db
      .insertInto('bank_lines')
      .values({
        tenant_id: tenantId,
        conta_id: contaId,
        extrato_id: st.id,
        data: p.data,
        valor: p.valor,
        descricao: p.descricao,
        fitid: `F${seq}-${i}`,
        chave: `${seq}-${i}`,
        ocorrencia: 1,
        situacao: 'pendente',
        automatico: 0,
        motivo: null,
        regra_id: p.regra_id ?? null,
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    lineIds.push(row.id);
  }
  return { extratoId: st.id, lineIds };
}

/**
 * The reconciliation's tests' company: companyFixture('Padaria') and, before each test, its account
 * 'Banco Itaú' (`banco`) in the tenant `tenant`, both read after the hooks ran. `account` adds an
 * account to the company; `statement` a statement of `postings` to `banco` (or to `conta`);
 * `payment` and `expense` POST a record (a confirmed entrada 'Venda', an expense 'Conta' of 'Outros',
 * both of 2026-11-10, unless `body` says otherwise), `record` reads one; `lineRow` reads a bank line, `matches` every
 * bank match; `req` calls the app as the owner (or with `token`).
 */
export function reconciliationFixture() {
  const fx = companyFixture('Padaria');
  let tenant: number;
  let banco: number;
  beforeEach(async () => {
    tenant = await tenantOf(fx.t.handle.db, fx.owner.email);
    banco = await addAccount(fx.t.handle.db, tenant, { nome: 'Banco Itaú' });
  });
  async function created(url: string, body: Record<string, unknown>, token = fx.owner.token) {
    const res = await fx.req('POST', url, body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; numero: number };
  }
  const payment = (body: Record<string, unknown>, token?: string) =>
    created(
      '/api/payments',
      { descricao: 'Venda', data_pagamento: '2026-11-10', status: 'confirmado', ...body },
      token,
    );
  return {
    fx,
    get tenant() {
      return tenant;
    },
    get banco() {
      return banco;
    },
    req: fx.req,
    account: (fields: AccountFields) => addAccount(fx.t.handle.db, tenant, fields),
    statement: (
      postings: Posting[],
      { conta = banco, ...balance }: { conta?: number; saldo?: number; dataSaldo?: string } = {},
    ) => addStatement(fx.t.handle.db, tenant, conta, postings, balance),
    payment,
    /**
     * An entrada of R$ 42,10 on 2026-11-09, then a confirmed OFX import into a new account of two
     * credits of the 10th: 42,10 (the entrada its one exact candidate) and 9,99. The entrada, the account.
     */
    async importWithOneCandidate() {
      const entrada = await payment({ valor: 42.1, data_pagamento: '2026-11-09' });
      const conta = await bankAccount(fx.t.handle.db, tenant, { conta: '11111-1' });
      const file = ofxFile([
        { data: '2026-11-10', valor: 4210, memo: 'PIX RECEBIDO ANA' },
        { data: '2026-11-10', valor: 999, memo: 'PIX RECEBIDO BIA' },
      ]);
      const res = await postStatement(fx.t.app, fx.owner.token, { file, contaId: conta, confirmar: true });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { entrada, conta };
    },
    expense: (body: Record<string, unknown>) =>
      created('/api/expenses', { descricao: 'Conta', data_despesa: '2026-11-10', categoria: 'Outros', ...body }),
    /** A bill of one instalment ('Boleto', of 'Outros'), open: `body` gives at least valor, data_despesa and vencimento. */
    async bill(body: Record<string, unknown>) {
      const res = await fx.req('POST', '/api/bills', {
        descricao: 'Boleto fornecedor',
        categoria: 'Outros',
        parcelas: 1,
        forma_pagamento: 'Boleto',
        ...body,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body.data as Array<{ id: number }>)[0] as { id: number };
    },
    /** The record `id` of `table` (or its only one), its valor a number. */
    record: async (table: 'payments' | 'expenses', id?: number) => {
      const all = fx.t.handle.db.selectFrom(table).selectAll();
      const row = await (id === undefined ? all : all.where('id', '=', id)).executeTakeFirstOrThrow();
      return { ...row, valor: Number(row.valor) };
    },
    lineRow: (id: number) =>
      fx.t.handle.db.selectFrom('bank_lines').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    matches: () =>
      fx.t.handle.db
        .selectFrom('bank_matches')
        .select(['linha_id', 'payment_id', 'expense_id', 'transfer_id'])
        .execute(),
  };
}
