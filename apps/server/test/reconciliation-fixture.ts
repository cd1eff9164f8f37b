import type { Db } from '../src/db/database.js';

/**
 * Accounts, statements and lines written straight into the database, for the reconciliation's
 * tests (features/reconciliation) before and besides the import: amounts in signed centavos.
 */
export async function tenantOf(db: Db, email: string): Promise<number> {
  const u = await db.selectFrom('users').select('tenant_id').where('email', '=', email).executeTakeFirstOrThrow();
  return Number(u.tenant_id);
}

export async function addAccount(
  db: Db,
  tenantId: number,
  {
    nome,
    tipo = 'banco',
    saldo = 0,
    desde = '2026-10-01',
  }: { nome: string; tipo?: string; saldo?: number; desde?: string },
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
