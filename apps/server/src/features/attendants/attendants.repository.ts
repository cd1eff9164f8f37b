import { type Attendant, type AttendantCommission, centavosToReais, hundredthsToPercent } from '@livro-caixa/domain';
import type { Executor } from '../../db/database.js';
import type { AttendantsTable } from '../../db/schema.js';
import { attendantTotals, entradasOf, hasPayments } from '../../ledger/totals.js';
import { offsetOf, pageOf } from '../../lib/pagination.js';
import { searchKeyMatches } from '../../lib/search.js';

/** An attendant's columns: what the API shows and what a backup carries (attendants.table.ts). */
export const ATTENDANT_COLUMNS = [
  'id',
  'nome',
  'email',
  'telefone',
  'comissao_percentual',
  'observacoes',
  'chave_pix',
  'cpf',
  'ativo',
  'created_at',
  'updated_at',
] as const;

type Row = Pick<AttendantsTable, Exclude<(typeof ATTENDANT_COLUMNS)[number], 'id'>> & {
  id: number;
  total_payments: number;
  total_commissions: number;
};

export function toApiAttendant(row: Row): Attendant {
  return {
    ...row,
    comissao_percentual: hundredthsToPercent(row.comissao_percentual),
    total_payments: Number(row.total_payments),
    total_commissions: centavosToReais(Number(row.total_commissions)),
  };
}

export interface AttendantFilter {
  tenantId: number;
  ativo?: number | undefined;
  search?: string | undefined;
  /** ISO instants: rows created or updated in [from, to). */
  changedFrom?: string | undefined;
  changedTo?: string | undefined;
}

function filtered(db: Executor, f: AttendantFilter) {
  let q = db.selectFrom('attendants').where('tenant_id', '=', f.tenantId);
  if (f.ativo !== undefined) q = q.where('ativo', '=', f.ativo);
  if (f.search?.trim()) q = q.where(searchKeyMatches(f.search));
  if (f.changedFrom || f.changedTo) {
    const { changedFrom: from, changedTo: to } = f;
    q = q.where((eb) => {
      const inRange = (col: 'created_at' | 'updated_at') =>
        eb.and([...(from ? [eb(col, '>=', from)] : []), ...(to ? [eb(col, '<', to)] : [])]);
      return eb.or([inRange('created_at'), inRange('updated_at')]);
    });
  }
  return q;
}

export async function listAttendants(db: Executor, f: AttendantFilter, page: number, limit: number) {
  const { rows, total } = await pageOf(
    () => filtered(db, f),
    (q) => q.select(ATTENDANT_COLUMNS).select(attendantTotals('attendants')).orderBy('nome').orderBy('id'),
    page,
    limit,
  );
  return { rows: rows.map(toApiAttendant), total };
}

export async function findAttendant(db: Executor, tenantId: number, id: number) {
  const row = await db
    .selectFrom('attendants')
    .select(ATTENDANT_COLUMNS)
    .select(attendantTotals('attendants'))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { row, api: toApiAttendant(row) } : undefined;
}

export function attendantHasPayments(db: Executor, tenantId: number, id: number): Promise<boolean> {
  return hasPayments(db, tenantId, 'atendente_id', id);
}

/** The payments that earned the attendant's commission: confirmed entradas, newest first. */
function commissionsQuery(db: Executor, tenantId: number, attendantId: number) {
  return entradasOf(db, tenantId, 'atendente_id', attendantId, 'confirmado');
}

export async function listCommissions(
  db: Executor,
  tenantId: number,
  attendantId: number,
  page: number,
  limit: number,
): Promise<{ rows: AttendantCommission[]; total: number }> {
  const [rows, count] = await Promise.all([
    commissionsQuery(db, tenantId, attendantId)
      .leftJoin('tripeiros', 'tripeiros.id', 'payments.tripeiro_id')
      .select([
        'payments.id',
        'payments.data_pagamento',
        'payments.descricao',
        'tripeiros.nome as tripeiro_name',
        'payments.valor',
        'payments.valor_comissao',
      ])
      .orderBy('payments.data_pagamento', 'desc')
      .orderBy('payments.id', 'desc')
      .limit(limit)
      .offset(offsetOf(page, limit))
      .execute(),
    commissionsQuery(db, tenantId, attendantId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      valor: centavosToReais(Number(r.valor)),
      valor_comissao: centavosToReais(Number(r.valor_comissao)),
    })),
    total: Number(count.n),
  };
}
