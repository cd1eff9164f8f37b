import { centavosToReais, hundredthsToPercent, type Tripeiro, type TripeiroAccount } from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { TripeiroAccountsTable, TripeirosTable } from '../../db/schema.js';
import { hasPayments, tripeiroTotals } from '../../ledger/totals.js';
import { offsetOf } from '../../lib/pagination.js';
import { searchKeyMatches } from '../../lib/search.js';
import { deleteRow } from '../../lib/tenant-rows.js';

type TripeiroRow = Omit<TripeirosTable, 'id' | 'tenant_id' | 'search_key'> & {
  id: number;
  total_payments: number;
  total_commissions: number;
  saldo_pendente: number;
  comissao_pendente: number;
  saldo_atual: number | null;
};

/** a_receber: what settling every pending entrada would collect (docs/product-rules.md "People's totals"). */
export function toApiTripeiro(row: TripeiroRow): Tripeiro {
  const saldo = Number(row.saldo_pendente);
  const comissao = Number(row.comissao_pendente);
  return {
    ...row,
    comissao_percentual: hundredthsToPercent(row.comissao_percentual),
    total_payments: Number(row.total_payments),
    total_commissions: centavosToReais(Number(row.total_commissions)),
    saldo_pendente: centavosToReais(saldo),
    comissao_pendente: centavosToReais(comissao),
    a_receber: centavosToReais(saldo - comissao),
    saldo_atual: centavosToReais(Number(row.saldo_atual ?? 0)),
  };
}

function selectTripeiros(db: Executor, tenantId: number) {
  return (
    db
      .selectFrom('tripeiros as t')
      .where('t.tenant_id', '=', tenantId)
      .select([
        't.id',
        't.nome',
        't.email',
        't.telefone',
        't.endereco',
        't.cidade',
        't.estado',
        't.cep',
        't.comissao_percentual',
        't.observacoes',
        't.ativo',
        't.created_at',
        't.updated_at',
      ])
      .select(tripeiroTotals('t'))
      // saldo_atual: what its active accounts owe now (a handful of rows per tripeiro).
      .select((eb) =>
        eb
          .selectFrom('tripeiro_accounts as a')
          .select(sql<number>`coalesce(sum(a.saldo_devedor), 0)`.as('s'))
          .whereRef('a.tripeiro_id', '=', 't.id')
          .where('a.tenant_id', '=', tenantId)
          .where('a.ativa', '=', 1)
          .as('saldo_atual'),
      )
  );
}

export interface TripeiroFilter {
  tenantId: number;
  ativo?: number | undefined;
  search?: string | undefined;
}

function countTripeiros(db: Executor, f: TripeiroFilter) {
  let q = db.selectFrom('tripeiros').where('tenant_id', '=', f.tenantId);
  if (f.ativo !== undefined) q = q.where('ativo', '=', f.ativo);
  if (f.search?.trim()) q = q.where(searchKeyMatches(f.search));
  return q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
}

export async function listTripeiros(db: Executor, f: TripeiroFilter, page: number, limit: number) {
  let q = selectTripeiros(db, f.tenantId);
  if (f.ativo !== undefined) q = q.where('t.ativo', '=', f.ativo);
  if (f.search?.trim()) q = q.where(searchKeyMatches(f.search, 't.search_key'));
  const [rows, count] = await Promise.all([
    q.orderBy('t.nome').orderBy('t.id').limit(limit).offset(offsetOf(page, limit)).execute(),
    countTripeiros(db, f),
  ]);
  return { rows: rows.map(toApiTripeiro), total: Number(count.n) };
}

export async function findTripeiro(db: Executor, tenantId: number, id: number) {
  const row = await selectTripeiros(db, tenantId).where('t.id', '=', id).executeTakeFirst();
  return row ? toApiTripeiro(row) : undefined;
}

/** The tripeiro and its accounts. */
export async function deleteTripeiro(db: Executor, tenantId: number, id: number) {
  await db.deleteFrom('tripeiro_accounts').where('tenant_id', '=', tenantId).where('tripeiro_id', '=', id).execute();
  await deleteRow(db, 'tripeiros', tenantId, id);
}

export function tripeiroHasPayments(db: Executor, tenantId: number, id: number): Promise<boolean> {
  return hasPayments(db, tenantId, 'tripeiro_id', id);
}

// ── accounts ──────────────────────────────────────────────────────────────────────────────────

/** An account's columns as the API shows them; a backup adds its tripeiro and times (tripeiros.table.ts). */
export const ACCOUNT_COLUMNS = [
  'id',
  'numero_conta',
  'descricao',
  'limite_credito',
  'saldo_devedor',
  'observacoes',
  'ativa',
] as const;

function toApiAccount(
  row: Pick<TripeiroAccountsTable, Exclude<(typeof ACCOUNT_COLUMNS)[number], 'id'>> & { id: number },
): TripeiroAccount {
  return {
    ...row,
    limite_credito: centavosToReais(Number(row.limite_credito)),
    saldo_devedor: centavosToReais(Number(row.saldo_devedor)),
  };
}

export async function listAccounts(db: Executor, tenantId: number, tripeiroId: number) {
  const rows = await db
    .selectFrom('tripeiro_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('tripeiro_id', '=', tripeiroId)
    .orderBy('numero_conta')
    .execute();
  return rows.map(toApiAccount);
}

export async function findAccount(db: Executor, tenantId: number, tripeiroId: number, accountId: number) {
  const row = await db
    .selectFrom('tripeiro_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('tripeiro_id', '=', tripeiroId)
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row ? toApiAccount(row) : undefined;
}

export async function accountNumberTaken(db: Executor, tenantId: number, numero: string, exceptId?: number) {
  let q = db
    .selectFrom('tripeiro_accounts')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('numero_conta', '=', numero);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}
