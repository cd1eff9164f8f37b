import { BILL_MSG, categoryKey, instalmentDueDate, splitInstalments } from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { ExpenseRow } from '../db/schema.js';
import { activityInsert } from '../lib/activity.js';
import { expenseLabel } from '../lib/activity-labels.js';
import type { Actor } from '../lib/actor.js';
import { AppError, validationError } from '../lib/errors.js';
import { type ExpenseEntry, recordExpense, removeExpense } from './expenses.js';
import { assertMonthsOpen } from './month-lock.js';
import { checkAccount, type PaymentEntry, receiveEntry, recordPayment, removePayment } from './payments.js';
import { lockRow } from './rows.js';

/**
 * Bills and receivables through the ledger (docs/product-rules.md "Bills and receivables", ADR
 * 050). A bill is an expense: it counts in the figures on its `data_despesa` (competence) whether
 * paid or not, so creating it goes through `recordExpense` (month lock, rollups, number, log) and
 * paying it changes nothing the figures read: only its `situacao`, `data_baixa`, account and forma.
 * Juros on payment is an expense row of its own and a desconto an entrada of its own (a desconto
 * obtido), both dated the baixa day, in the baixa's account, linked by `origem_numero`: a closed
 * month's figures never change, and the cash that left on the baixa day is the bill's valor plus
 * its juros minus its desconto.
 */

const conflict = (message: string) => new AppError('CONFLICT', 409, message);

/** The category of a bill's juros (DRE group 'financeiras'), made when missing. */
export const JUROS_CATEGORY = 'Juros e multas';

type Instalments = { parcelas: number; vencimento: string };

/** `n` instalments of `total` centavos: the exact split, monthly due dates, "(k/N)" in the description. */
function instalmentsOf<E extends { descricao: string; valor: number }>(entry: E & Instalments) {
  const { parcelas, vencimento, ...rest } = entry;
  return splitInstalments(entry.valor, parcelas).map((valor, k) => {
    const suffix = parcelas > 1 ? ` (${k + 1}/${parcelas})` : '';
    return {
      ...rest,
      descricao: `${rest.descricao.slice(0, 255 - suffix.length)}${suffix}`,
      valor,
      vencimento: instalmentDueDate(vencimento, k),
      parcela: parcelas > 1 ? k + 1 : null,
      parcelas: parcelas > 1 ? parcelas : null,
    };
  });
}

/** A bill in `parcelas` instalments, each an expense 'a_pagar' (valor: the total, in centavos). */
export async function recordBills(
  trx: Executor,
  actor: Actor,
  entry: Omit<ExpenseEntry, 'situacao' | 'vencimento'> & Instalments,
): Promise<ExpenseRow[]> {
  const rows: ExpenseRow[] = [];
  for (const part of instalmentsOf(entry)) {
    const first = rows[0];
    const row = await recordExpense(trx, actor, {
      ...part,
      situacao: 'a_pagar',
      data_baixa: null,
      parcelamento_id: first ? first.numero : null,
    });
    rows.push(row);
  }
  const first = rows[0];
  if (first && first.parcelas !== null) {
    // The group is the first instalment's number, known once it is recorded.
    await trx
      .updateTable('expenses')
      .set({ parcelamento_id: first.numero })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', first.id)
      .execute();
    first.parcelamento_id = first.numero;
  }
  return rows;
}

/** A receivable in `parcelas` instalments, each a pending entrada with its due date. */
export async function recordReceivables(
  trx: Executor,
  actor: Actor,
  entry: Omit<PaymentEntry, 'status' | 'tipo_pagamento' | 'vencimento'> & Instalments,
): Promise<number[]> {
  const ids: number[] = [];
  let group: number | null = null;
  for (const part of instalmentsOf(entry)) {
    const row = await recordPayment(trx, actor, {
      ...part,
      tipo_pagamento: 'entrada',
      status: 'pendente',
      parcelamento_id: group,
    });
    if (group === null && row.parcelas !== null) {
      group = row.numero;
      await trx
        .updateTable('payments')
        .set({ parcelamento_id: group })
        .where('tenant_id', '=', actor.tenantId)
        .where('id', '=', row.id)
        .execute();
    }
    ids.push(row.id);
  }
  return ids;
}

export interface Baixa {
  data_baixa: string;
  conta_id: number | null;
  forma_pagamento: string | null;
  /** Centavos; more than the bill's valor is juros, less is desconto. */
  valor_pago: number;
}

/**
 * Pays a bill (its baixa). The row is locked first, so a second payment of the same bill waits
 * and then finds it paid (409). The month lock is the baixa day's month: the bill's own month may
 * be closed (its figures counted it already and do not change).
 */
export async function payBill(trx: Executor, actor: Actor, id: number, baixa: Baixa): Promise<void> {
  const bill = await lockRow(trx, 'expenses', actor.tenantId, id, BILL_MSG.billNotFound);
  if (bill.vencimento === null || bill.origem_numero !== null) throw conflict(BILL_MSG.notABill);
  if (bill.situacao !== 'a_pagar') throw conflict(BILL_MSG.alreadyPaid);
  if (baixa.data_baixa < bill.data_despesa)
    throw validationError(BILL_MSG.baixaBeforeDate, { data_baixa: BILL_MSG.baixaBeforeDate });
  if (baixa.conta_id !== null) {
    const account = await trx
      .selectFrom('financial_accounts')
      .select('ativa')
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', baixa.conta_id)
      .executeTakeFirst();
    checkAccount(baixa.conta_id, account ? Number(account.ativa) : null, baixa.conta_id !== bill.conta_id);
  }
  await assertMonthsOpen(trx, actor.tenantId, [baixa.data_baixa]);
  const paid = await trx
    .updateTable('expenses')
    .set({
      situacao: 'paga',
      data_baixa: baixa.data_baixa,
      conta_id: baixa.conta_id,
      forma_pagamento: baixa.forma_pagamento,
      updated_at: actor.now.toISOString(),
    })
    .where('tenant_id', '=', actor.tenantId)
    .where('id', '=', id)
    .where('situacao', '=', 'a_pagar')
    .returning('id')
    .executeTakeFirst();
  if (!paid) throw conflict(BILL_MSG.alreadyPaid);
  await logBill(trx, actor, bill);
  const ajuste = baixa.valor_pago - Number(bill.valor);
  if (ajuste === 0) return;
  const suffix = ` — conta nº ${bill.numero}`;
  const named = (what: string) => `${what}: ${bill.descricao}`.slice(0, 255 - suffix.length) + suffix;
  if (ajuste > 0) {
    await recordExpense(trx, actor, {
      descricao: named('Juros e multas'),
      valor: ajuste,
      data_despesa: baixa.data_baixa,
      categoria: await financialCategory(trx, actor, JUROS_CATEGORY),
      forma_pagamento: baixa.forma_pagamento,
      conta_id: baixa.conta_id,
      observacoes: null,
      origem_numero: bill.numero,
    });
  } else {
    // A desconto obtido is revenue of the baixa day (a receita financeira), into the same account:
    // an expense row cannot be negative, and the bill's own valor (maybe in a closed month) stays.
    await recordPayment(trx, actor, {
      descricao: named('Desconto obtido'),
      valor: -ajuste,
      data_pagamento: baixa.data_baixa,
      tipo_pagamento: 'entrada',
      status: 'confirmado',
      forma_pagamento: baixa.forma_pagamento,
      conta_id: baixa.conta_id,
      origem_numero: bill.numero,
    });
  }
}

/**
 * The reconciliation (issue 22 §1): the open bills among `expenseIds` that a debit line was
 * matched to are paid by it, on the line's date and into its account, for their valor (a
 * difference the match booked as a fee is its own expense). Bills already paid stay as they are.
 */
export async function payBillsByLine(
  trx: Executor,
  actor: Actor,
  expenseIds: number[],
  line: { data: string; conta_id: number },
): Promise<void> {
  if (expenseIds.length === 0) return;
  const open = await trx
    .selectFrom('expenses')
    .select(['id', 'valor', 'forma_pagamento'])
    .where('tenant_id', '=', actor.tenantId)
    .where('id', 'in', expenseIds)
    .where('situacao', '=', 'a_pagar')
    .orderBy('id')
    .execute();
  for (const b of open) {
    await payBill(trx, actor, b.id, {
      data_baixa: line.data,
      conta_id: line.conta_id,
      forma_pagamento: b.forma_pagamento,
      valor_pago: Number(b.valor),
    });
  }
}

/**
 * Undoes a bill's payment (estorno): 'a_pagar' again, its juros/desconto rows removed through the
 * ledger. The month lock is the baixa day's month (where its cash and its juros counted).
 */
export async function undoBillPayment(trx: Executor, actor: Actor, id: number): Promise<void> {
  const bill = await lockRow(trx, 'expenses', actor.tenantId, id, BILL_MSG.billNotFound);
  if (bill.vencimento === null || bill.origem_numero !== null) throw conflict(BILL_MSG.notABill);
  if (bill.situacao !== 'paga' || bill.data_baixa === null) throw conflict(BILL_MSG.notPaid);
  await assertMonthsOpen(trx, actor.tenantId, [bill.data_baixa]);
  // Its juros (expenses), then its desconto obtido (payments).
  for (const [table, remove] of [
    ['expenses', removeExpense],
    ['payments', removePayment],
  ] as const) {
    const adjustments = await trx
      .selectFrom(table)
      .select('id')
      .where('tenant_id', '=', actor.tenantId)
      .where('origem_numero', '=', bill.numero)
      .execute();
    for (const a of adjustments) await remove(trx, actor, a.id, { adjustment: true });
  }
  await trx
    .updateTable('expenses')
    .set({ situacao: 'a_pagar', data_baixa: null, updated_at: actor.now.toISOString() })
    .where('tenant_id', '=', actor.tenantId)
    .where('id', '=', id)
    .execute();
  await logBill(trx, actor, bill);
}

/** Receives a receivable: confirmed through the ledger on `data_recebimento` (see `receiveEntry`). */
export async function receiveReceivable(
  trx: Executor,
  actor: Actor,
  id: number,
  r: { data_recebimento: string; conta_id: number | null; forma_pagamento: string | null },
): Promise<void> {
  await receiveEntry(trx, actor, id, r, (before) => {
    if (before.tipo_pagamento !== 'entrada' || before.vencimento === null) throw conflict(BILL_MSG.notAReceivable);
    if (before.status === 'confirmado') throw conflict(BILL_MSG.alreadyReceived);
    if (before.status !== 'pendente') throw conflict(BILL_MSG.notAReceivable);
    if (r.data_recebimento < before.data_pagamento)
      throw validationError(BILL_MSG.recebimentoBeforeDate, { data_recebimento: BILL_MSG.recebimentoBeforeDate });
  });
}

/** A payment or its undo, in the activity log as an edit of the expense. */
function logBill(trx: Executor, actor: Actor, bill: ExpenseRow) {
  return activityInsert({
    tenantId: actor.tenantId,
    userId: actor.userId,
    entityType: 'expense',
    at: actor.now,
    action: 'UPDATE',
    entityId: bill.id,
    label: expenseLabel(bill),
  }).execute(trx);
}

/** The company's category `nome` (DRE group 'financeiras'): made when missing, active again when archived. */
async function financialCategory(trx: Executor, actor: Actor, nome: string): Promise<string> {
  const at = actor.now.toISOString();
  const chave = categoryKey(nome);
  const row = await trx
    .insertInto('expense_categories')
    .values({
      tenant_id: actor.tenantId,
      nome,
      chave,
      grupo: 'financeiras',
      parent_id: null,
      ativa: 1,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'chave']).doUpdateSet({ ativa: 1 }))
    .returning('nome')
    .executeTakeFirstOrThrow();
  return row.nome;
}

/** `sql` of the day an expense's money left: a bill's baixa, else its own date (paid on the spot). */
export const EXPENSE_CASH_DATE = sql<string>`coalesce(data_baixa, data_despesa)`;

/**
 * `sql` of the day a confirmed payment's money moved: a receivable's receipt (or the settlement of
 * an entrada a tripeiro held), else its own date.
 */
export const PAYMENT_CASH_DATE = sql<string>`coalesce(data_recebimento, data_pagamento)`;

export interface CashOut {
  data: string;
  conta_id: number | null;
  /** Centavos that left: paid expenses, bills on their baixa day, juros added and descontos taken off. */
  valor: number;
}

/**
 * For the cash flow (issue 22 §5): the money that left through expenses, by day and account,
 * between `from` and `to`: every paid expense on its cash date (a bill on `data_baixa`, any other
 * on `data_despesa`; a bill's juros/desconto rows are dated the baixa day). Open bills are not
 * here (no money left): see `openDue`.
 */
export async function paidExpensesByDay(db: Executor, tenantId: number, from: string, to: string): Promise<CashOut[]> {
  const { rows } = await sql<{ data: string; conta_id: number | null; valor: number | string }>`
    select ${EXPENSE_CASH_DATE} as data, conta_id, sum(valor) as valor from expenses
     where tenant_id = ${tenantId} and situacao = 'paga'
       and ${EXPENSE_CASH_DATE} >= ${from} and ${EXPENSE_CASH_DATE} <= ${to}
     group by ${EXPENSE_CASH_DATE}, conta_id
     order by 1, 2`.execute(db);
  return rows.map((r) => ({ data: r.data, conta_id: r.conta_id, valor: Number(r.valor) }));
}

export interface OpenDue {
  kind: 'pagar' | 'receber';
  id: number;
  numero: number;
  descricao: string;
  vencimento: string;
  /** Centavos. */
  valor: number;
  conta_id: number | null;
}

/**
 * For the cash flow's forecast and the dashboard: open bills ('a_pagar') and receivables (pending
 * entradas with a due date) due between `from` and `to` (either may be null: no bound), by due date.
 */
export async function openDue(
  db: Executor,
  tenantId: number,
  from: string | null,
  to: string | null,
): Promise<OpenDue[]> {
  let bills = db
    .selectFrom('expenses')
    .select(['id', 'numero', 'descricao', 'vencimento', 'valor', 'conta_id'])
    .where('tenant_id', '=', tenantId)
    .where('situacao', '=', 'a_pagar');
  let receivables = db
    .selectFrom('payments')
    .select(['id', 'numero', 'descricao', 'vencimento', 'valor', 'conta_id'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'pendente')
    .where('tipo_pagamento', '=', 'entrada')
    .where('vencimento', 'is not', null);
  if (from) {
    bills = bills.where('vencimento', '>=', from);
    receivables = receivables.where('vencimento', '>=', from);
  }
  if (to) {
    bills = bills.where('vencimento', '<=', to);
    receivables = receivables.where('vencimento', '<=', to);
  }
  const b = await bills.execute();
  const r = await receivables.execute();
  const of = (kind: OpenDue['kind']) => (x: (typeof b)[number]) => ({
    kind,
    id: x.id,
    numero: x.numero,
    descricao: x.descricao,
    vencimento: x.vencimento as string,
    valor: Number(x.valor),
    conta_id: x.conta_id,
  });
  return [...b.map(of('pagar')), ...r.map(of('receber'))].sort(
    (x, y) => x.vencimento.localeCompare(y.vencimento) || x.kind.localeCompare(y.kind) || x.id - y.id,
  );
}
