import { BILL_MSG, categoryKey } from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { ExpenseRow, ExpensesTable } from '../db/schema.js';
import { expenseLabel } from '../lib/activity-labels.js';
import type { Actor } from '../lib/actor.js';
import { AppError } from '../lib/errors.js';
import { nextNumber, numberCte } from '../lib/numbers.js';
import { searchKeyOf } from '../lib/search.js';
import { activeCategory, activeCategoryName, categoryInvalid } from './categories.js';
import { entryWrites } from './entry-writes.js';
import { lockMonths, monthClosed, monthLocks, throwIfClosed } from './month-lock.js';
import { checkAccount } from './payments.js';
import { applyExpenseRollups } from './rollups.js';
import { definedOnly, lockRow, nextId } from './rows.js';

/** The only writer of expenses (ADR 012): the same guarantees as the payments' writer. Centavos. */
export type ExpenseEntry = Pick<
  ExpensesTable,
  'descricao' | 'valor' | 'data_despesa' | 'categoria' | 'forma_pagamento' | 'conta_id' | 'observacoes'
> &
  Partial<Pick<ExpenseRow, BillColumns>>;

/** A bill's columns (migration 021, ADR 050): an ordinary expense is 'paga' with the rest null. */
type BillColumns =
  | 'situacao'
  | 'vencimento'
  | 'data_baixa'
  | 'parcelamento_id'
  | 'parcela'
  | 'parcelas'
  | 'origem_numero'
  | 'modelo_id'
  | 'ocorrencia';
const NO_BILL: Pick<ExpenseRow, BillColumns> = {
  situacao: 'paga',
  vencimento: null,
  data_baixa: null,
  parcelamento_id: null,
  parcela: null,
  parcelas: null,
  origem_numero: null,
  // A recurring bill's template and occurrence (migration 022, ADR 051).
  modelo_id: null,
  ocorrencia: null,
};

const NOT_FOUND = 'Despesa não encontrada';

const EXPENSES = entryWrites({
  table: 'expenses',
  entityType: 'expense',
  moveRollups: applyExpenseRollups,
  label: expenseLabel,
  dateOf: (e) => e.data_despesa,
  missing: NOT_FOUND,
  // A paid bill with juros/desconto rows goes only after its payment is undone (ADR 050).
  beforeRemove: async (trx, actor, before) => {
    if (before.situacao === 'paga' && before.vencimento !== null) await refuseIfAdjusted(trx, actor.tenantId, before);
  },
});

export async function recordExpense(trx: Executor, actor: Actor, entry: ExpenseEntry): Promise<ExpenseRow> {
  // One statement takes the month's lock and the company's number (PostgreSQL) and reserves the
  // id; then the insert (returning the month's status), the rollups and the activity entry go as
  // one. The counter row is held until the commit, as for payments (ADR 039, ADR 047).
  const numbering = numberCte(trx, actor.tenantId, 'expense');
  // The account (another company's is refused like a missing one) rides along.
  // So does the category it names (ADR 048): an active one of the company, read by its stored name.
  const { rows } = await sql<{
    next_id: number;
    numero?: number;
    f_ativa: number | null;
    categoria: string | null;
  }>`${numbering ?? sql``} select ${sql.join([
    ...monthLocks(trx, actor.tenantId, [entry.data_despesa]),
    sql`${nextId(trx, 'expenses')} as next_id`,
    ...(numbering ? [sql`(select last_number from numero) as numero`] : []),
    sql`${accountAtivaOf(actor.tenantId, entry.conta_id)} as f_ativa`,
    sql`${activeCategory(trx, actor.tenantId, entry.categoria)} as categoria`,
  ])}`.execute(trx);
  checkAccount(entry.conta_id, rows[0]?.f_ativa ?? null, true);
  const categoria = rows[0]?.categoria;
  if (!categoria) throw categoryInvalid();
  entry = { ...entry, categoria };
  const id = Number(rows[0]?.next_id);
  // SQLite: the number in a statement of its own, in process.
  const numero = numbering ? Number(rows[0]?.numero) : await nextNumber(trx, actor.tenantId, 'expense');
  const at = actor.now.toISOString();
  const row = {
    id,
    tenant_id: actor.tenantId,
    numero,
    ...NO_BILL,
    ...entry,
    search_key: searchKeyOf(entry.descricao),
    created_by: actor.userId,
    created_at: at,
    updated_at: at,
  };
  const insert = trx
    .insertInto('expenses')
    .values(row)
    .returning(monthClosed(actor.tenantId, [entry.data_despesa]).as('month_closed'));
  const led = await EXPENSES.written(trx, actor, id, null, row, sql<Record<string, unknown>>`${insert}`);
  throwIfClosed(led?.month_closed);
  return row;
}

export async function amendExpense(
  trx: Executor,
  actor: Actor,
  id: number,
  changes: Partial<ExpenseEntry>,
): Promise<void> {
  const before = await lockRow(trx, 'expenses', actor.tenantId, id, NOT_FOUND);
  if (before.origem_numero !== null) throw conflict(BILL_MSG.adjustmentLocked);
  // A new category must be an active one of the company; the one it has (archived or not) may stay.
  if (changes.categoria !== undefined) {
    changes = {
      ...changes,
      categoria:
        categoryKey(changes.categoria) === categoryKey(before.categoria)
          ? before.categoria
          : await activeCategoryName(trx, actor.tenantId, changes.categoria),
    };
  }
  if (changes.conta_id !== undefined && changes.conta_id !== null) {
    const { rows } = await sql<{ f_ativa: number | null }>`select ${accountAtivaOf(
      actor.tenantId,
      changes.conta_id,
    )} as f_ativa`.execute(trx);
    checkAccount(changes.conta_id, rows[0]?.f_ativa ?? null, changes.conta_id !== before.conta_id);
  }
  const set = {
    ...definedOnly(changes),
    ...(changes.descricao !== undefined && { search_key: searchKeyOf(changes.descricao) }),
    updated_at: actor.now.toISOString(),
  };
  const months = [before.data_despesa, set.data_despesa ?? before.data_despesa];
  await lockMonths(trx, actor.tenantId, months);
  await EXPENSES.update(trx, actor, id, before, set, months);
}

/** A bill's juros/desconto row goes only with its payment's undo (`adjustment`). */
export const removeExpense = EXPENSES.remove;

/** The company's account's `ativa` (null: no such account of the company), as a subquery. */
function accountAtivaOf(tenantId: number, contaId: number | null) {
  return sql<
    number | null
  >`(select f.ativa from financial_accounts f where f.tenant_id = ${tenantId} and f.id = ${contaId})`;
}

const conflict = (message: string) => new AppError('CONFLICT', 409, message);

/** A paid bill whose payment recorded juros or desconto is deleted only after the payment is undone. */
async function refuseIfAdjusted(trx: Executor, tenantId: number, bill: ExpenseRow): Promise<void> {
  const linked = await trx
    .selectFrom('expenses')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('origem_numero', '=', bill.numero)
    .executeTakeFirst();
  if (linked) throw conflict(BILL_MSG.billLocked);
}
