import { centavosToReais, type FinancialAccount, type Transfer } from '@livro-caixa/domain';
import { type Selectable, sql } from 'kysely';
import { type Executor, noIndex } from '../../db/database.js';
import type { FinancialAccountsTable } from '../../db/schema.js';
import { EXPENSE_CASH_DATE, PAYMENT_CASH_DATE } from '../../ledger/bills.js';
import { offsetOf } from '../../lib/pagination.js';
import { findRow } from '../../lib/tenant-rows.js';

/** An account as stored (centavos, flags 0/1). */
export type AccountRow = Selectable<FinancialAccountsTable>;

/** The company's account `id`, or undefined (another company's id reads as missing). */
export function findAccountRow(db: Executor, tenantId: number, id: number): Promise<AccountRow | undefined> {
  return findRow(db, 'financial_accounts', tenantId, id);
}

export function toApiAccount(row: AccountRow, movimento: number): FinancialAccount {
  return {
    id: row.id,
    nome: row.nome,
    tipo: row.tipo,
    banco: row.banco,
    agencia: row.agencia,
    conta: row.conta,
    saldo_inicial: centavosToReais(Number(row.saldo_inicial)),
    data_saldo_inicial: row.data_saldo_inicial,
    ativa: Number(row.ativa),
    principal: Number(row.principal),
    saldo: centavosToReais(Number(row.saldo_inicial) + movimento),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Each account's confirmed movements in centavos (in − out), from its data_saldo_inicial up to
 * `end` inclusive (docs/product-rules.md "Accounts and transfers"): confirmed entradas in,
 * confirmed saídas and paid expenses out, transfers in and out; each on the day the money moved (a
 * bill on its baixa, a receivable on its receipt; ADR 050). An account's balance today, the cash
 * flow's balance at a day's end (ADR 053) and the reconciliation's book (ADR 046) are all this one
 * sum. One grouped statement on the `(tenant_id, conta_id, …)` indexes, for every account of the
 * company (or the one `contaId`); accounts without movements are absent.
 */
export async function accountMovementsUpTo(
  db: Executor,
  tenantId: number,
  end: string,
  contaId?: number,
): Promise<Map<number, number>> {
  const only = (column: string) =>
    contaId === undefined ? sql`and ${sql.ref(column)} is not null` : sql`and ${sql.ref(column)} = ${contaId}`;
  const { rows } = await sql<{ conta: number; mov: unknown }>`
    select m.conta, sum(m.mov) as mov from (
      select p.conta_id as conta,
             sum(case when p.tipo_pagamento = 'entrada' then p.valor else -p.valor end) as mov
        from payments p
        join financial_accounts f on f.tenant_id = p.tenant_id and f.id = p.conta_id
       where p.tenant_id = ${tenantId} ${only('p.conta_id')} and ${noIndex('p.status')} = 'confirmado'
         and ${PAYMENT_CASH_DATE} between f.data_saldo_inicial and ${end}
       group by p.conta_id
      union all
      select e.conta_id, -sum(e.valor)
        from expenses e
        join financial_accounts f on f.tenant_id = e.tenant_id and f.id = e.conta_id
       where e.tenant_id = ${tenantId} ${only('e.conta_id')} and ${noIndex('e.situacao')} = 'paga'
         and ${EXPENSE_CASH_DATE} between f.data_saldo_inicial and ${end}
       group by e.conta_id
      union all
      select t.conta_destino_id, sum(t.valor)
        from transfers t
        join financial_accounts f on f.tenant_id = t.tenant_id and f.id = t.conta_destino_id
       where t.tenant_id = ${tenantId} ${only('t.conta_destino_id')} and t.data between f.data_saldo_inicial and ${end}
       group by t.conta_destino_id
      union all
      select t.conta_origem_id, -sum(t.valor)
        from transfers t
        join financial_accounts f on f.tenant_id = t.tenant_id and f.id = t.conta_origem_id
       where t.tenant_id = ${tenantId} ${only('t.conta_origem_id')} and t.data between f.data_saldo_inicial and ${end}
       group by t.conta_origem_id
    ) m group by m.conta`.execute(db);
  return new Map(rows.map((r) => [Number(r.conta), Number(r.mov ?? 0)]));
}

/** Kind order of the list: the Caixa first, then banks, machines, cards; by name within a kind. */
const KIND_ORDER = sql<number>`case tipo when 'caixa' then 0 when 'banco' then 1 when 'maquininha' then 2 else 3 end`;

/** The company's accounts (active first), each with its saldo. */
export async function listAccounts(
  db: Executor,
  tenantId: number,
  today: string,
  ativa?: number,
): Promise<FinancialAccount[]> {
  let q = db.selectFrom('financial_accounts').selectAll().where('tenant_id', '=', tenantId);
  if (ativa !== undefined) q = q.where('ativa', '=', ativa);
  const [rows, movements] = await Promise.all([
    q.orderBy('ativa', 'desc').orderBy(KIND_ORDER).orderBy('nome_chave').orderBy('id').execute(),
    accountMovementsUpTo(db, tenantId, today),
  ]);
  return rows.map((r) => toApiAccount(r, movements.get(r.id) ?? 0));
}

export async function findAccount(
  db: Executor,
  tenantId: number,
  id: number,
  today: string,
): Promise<FinancialAccount | undefined> {
  const row = await findAccountRow(db, tenantId, id);
  if (!row) return undefined;
  const movements = await accountMovementsUpTo(db, tenantId, today, id);
  return toApiAccount(row, movements.get(id) ?? 0);
}

/** Whether another of the company's accounts has the name (case and accents ignored). */
export async function nameTaken(db: Executor, tenantId: number, chave: string, exceptId?: number): Promise<boolean> {
  let q = db
    .selectFrom('financial_accounts')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('nome_chave', '=', chave);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** What points at the account, by kind: the reason a delete is refused. */
export async function usesOf(db: Executor, tenantId: number, id: number) {
  const count = (table: string, where: ReturnType<typeof sql>) =>
    sql<number>`(select count(*) from ${sql.table(table)} x where x.tenant_id = ${tenantId} and ${where})`;
  const { rows } = await sql<Record<string, number | string>>`select
      ${count('payments', sql`x.conta_id = ${id}`)} as pagamentos,
      ${count('expenses', sql`x.conta_id = ${id}`)} as despesas,
      ${count('transfers', sql`(x.conta_origem_id = ${id} or x.conta_destino_id = ${id})`)} as transferencias,
      ${count('bank_statements', sql`x.conta_id = ${id}`)} as extratos,
      ${count('bank_lines', sql`x.conta_id = ${id}`)} as linhas,
      ${count('bank_rules', sql`x.conta_id = ${id}`)} as regras`.execute(db);
  const r = rows[0] ?? {};
  return {
    pagamentos: Number(r.pagamentos ?? 0),
    despesas: Number(r.despesas ?? 0),
    transferencias: Number(r.transferencias ?? 0),
    extratos: Number(r.extratos ?? 0),
    linhas: Number(r.linhas ?? 0),
    regras: Number(r.regras ?? 0),
  };
}

// ── transfers ─────────────────────────────────────────────────────────────────────────────────

function selectTransfers(db: Executor, tenantId: number) {
  return db
    .selectFrom('transfers as t')
    .innerJoin('financial_accounts as o', (j) =>
      j.onRef('o.id', '=', 't.conta_origem_id').on('o.tenant_id', '=', tenantId),
    )
    .innerJoin('financial_accounts as d', (j) =>
      j.onRef('d.id', '=', 't.conta_destino_id').on('d.tenant_id', '=', tenantId),
    )
    .where('t.tenant_id', '=', tenantId)
    .select([
      't.id',
      't.data',
      't.valor',
      't.conta_origem_id',
      't.conta_destino_id',
      'o.nome as conta_origem_nome',
      'd.nome as conta_destino_nome',
      't.descricao',
      't.created_at',
      't.updated_at',
    ]);
}

type TransferRow = { valor: number } & Omit<Transfer, 'valor'>;
const toApiTransfer = (row: TransferRow): Transfer => ({ ...row, valor: centavosToReais(Number(row.valor)) });

export interface TransferFilter {
  tenantId: number;
  contaId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export async function listTransfers(db: Executor, f: TransferFilter, page: number, limit: number) {
  let q = selectTransfers(db, f.tenantId);
  let c = db.selectFrom('transfers as t').where('t.tenant_id', '=', f.tenantId);
  if (f.contaId !== undefined) {
    const conta = f.contaId;
    q = q.where((eb) => eb.or([eb('t.conta_origem_id', '=', conta), eb('t.conta_destino_id', '=', conta)]));
    c = c.where((eb) => eb.or([eb('t.conta_origem_id', '=', conta), eb('t.conta_destino_id', '=', conta)]));
  }
  if (f.startDate) {
    q = q.where('t.data', '>=', f.startDate);
    c = c.where('t.data', '>=', f.startDate);
  }
  if (f.endDate) {
    q = q.where('t.data', '<=', f.endDate);
    c = c.where('t.data', '<=', f.endDate);
  }
  const [rows, count] = await Promise.all([
    q.orderBy('t.data', 'desc').orderBy('t.id', 'desc').limit(limit).offset(offsetOf(page, limit)).execute(),
    c.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toApiTransfer), total: Number(count.n) };
}

export async function findTransfer(db: Executor, tenantId: number, id: number): Promise<Transfer | undefined> {
  const row = await selectTransfers(db, tenantId).where('t.id', '=', id).executeTakeFirst();
  return row ? toApiTransfer(row) : undefined;
}
