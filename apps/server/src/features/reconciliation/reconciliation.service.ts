import {
  type BankLine,
  type BankMatchInput,
  formatBRL,
  formatMonthSlash,
  RECONCILIATION_MSG as M,
  monthOf,
  searchKey,
} from '@livro-caixa/domain';
import type { Db, Executor } from '../../db/database.js';
import { payBillsByLine } from '../../ledger/bills.js';
import { recordExpense } from '../../ledger/expenses.js';
import { assertMonthsOpen } from '../../ledger/month-lock.js';
import { amendPayment, recordPayment } from '../../ledger/payments.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, notFound, validationError } from '../../lib/errors.js';
import { pageInfo } from '../../lib/pagination.js';
import { logIgnore, logMatch, logTransfer } from './activity.js';
import * as repo from './reconciliation.repository.js';

type LineQuery = {
  page: number;
  limit: number;
  conta_id?: number | undefined;
  situacao?: 'pendente' | 'conciliado' | 'ignorado' | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

export async function listBankLines(db: Db, tenantId: number, q: LineQuery) {
  const { rows, total } = await repo.listLines(db, { tenantId, ...q }, q.page, q.limit);
  const links = await repo.linksOf(
    db,
    tenantId,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => repo.toApiLine(r, links.get(r.id) ?? [])),
    pagination: pageInfo(total, q.page, q.limit),
  };
}

/** A write of the ledger from a line, its MONTH_CLOSED answer naming the month (docs/product-rules.md "Reconciliation"). */
async function inOpenMonth<T>(date: string, run: () => Promise<T>, message = M.monthClosed): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError && e.code === 'MONTH_CLOSED')
      throw new AppError('MONTH_CLOSED', 409, message(formatMonthSlash(monthOf(date))));
    throw e;
  }
}

async function requireLine(db: Executor, tenantId: number, id: number) {
  return repo.requireLine(db, tenantId, id, M.lineNotFound);
}

/**
 * Claims pending lines for the caller: one conditional update (situação = 'pendente'), so of two
 * concurrent requests on a line exactly one wins (on PostgreSQL the second waits for the first's
 * row lock, then finds the line no longer pending) and the other gets a 409.
 */
async function claim(
  trx: Executor,
  actor: Actor,
  lines: repo.LineRow[],
  to: { situacao: 'conciliado' | 'ignorado'; automatico?: number; motivo?: string | null },
) {
  for (const l of lines) if (l.situacao !== 'pendente') throw conflict(M.notPending);
  const ids = lines.map((l) => l.id);
  const claimed = await repo.moveLines(trx, actor, ids, 'pendente', { automatico: 0, motivo: null, ...to });
  if (claimed.length !== ids.length) throw conflict(M.alreadyMatched);
}

async function insertMatches(
  trx: Executor,
  actor: Actor,
  lineIds: number[],
  refs: { payment_id?: number; expense_id?: number; transfer_id?: number; conta_definida?: number }[],
) {
  const at = actor.now.toISOString();
  const rows = lineIds.flatMap((linha_id) =>
    refs.map((r) => ({
      tenant_id: actor.tenantId,
      linha_id,
      payment_id: r.payment_id ?? null,
      expense_id: r.expense_id ?? null,
      transfer_id: r.transfer_id ?? null,
      conta_definida: r.conta_definida ?? 0,
      created_by: actor.userId,
      created_at: at,
    })),
  );
  if (rows.length) await trx.insertInto('bank_matches').values(rows).execute();
}

const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Links a line (and, N:1, more lines of the same sign) to payments, expenses or a transfer. The
 * records' signed sum (entradas +, expenses and saídas −) must be the lines' to the centavo; with
 * `tarifa`, a positive difference is booked as a fee expense through the ledger and linked too.
 */
export async function matchLine(db: Db, actor: Actor, id: number, input: BankMatchInput): Promise<BankLine> {
  const paymentIds = input.payment_ids;
  const expenseIds = input.expense_ids;
  const hasTransfer = input.transfer_id !== undefined || input.par_linha_id !== undefined;
  if (paymentIds.length + expenseIds.length === 0 && !hasTransfer) throw validationError(M.nothingToMatch);
  if (input.linha_ids.includes(id)) throw validationError(M.lineTwice);
  await db.transaction().execute(async (trx) => {
    const lineIds = [id, ...input.linha_ids];
    const line = await requireLine(trx, actor.tenantId, id);
    const lines = await repo.groupOf(trx, actor.tenantId, line, input.linha_ids);
    const credit = line.valor > 0;

    if (hasTransfer) {
      await matchTransfer(trx, actor, line, input);
      return;
    }
    await claim(trx, actor, lines, { situacao: 'conciliado' });

    const { payments, expenses } = await repo.recordsForMatch(trx, actor.tenantId, paymentIds, expenseIds);
    if (payments.length !== paymentIds.length) throw notFound(M.paymentNotFound);
    if (expenses.length !== expenseIds.length) throw notFound(M.expenseNotFound);
    if (payments.some((p) => p.status === 'cancelado')) throw validationError(M.paymentCancelled);
    const entradas = payments.filter((p) => p.tipo_pagamento === 'entrada');
    if (credit && entradas.length === 0) throw validationError(M.creditNeedsEntradas);
    if (!credit && entradas.length === payments.length && expenses.length === 0)
      throw validationError(M.debitNeedsSaidas);

    const elsewhere = await repo.linkedElsewhere(trx, actor.tenantId, lineIds, {
      payments: paymentIds,
      expenses: expenseIds,
      transfer: null,
    });
    const first = elsewhere[0];
    if (first) {
      const what =
        first.payment_id !== null
          ? `O pagamento nº ${payments.find((p) => p.id === first.payment_id)?.numero ?? first.payment_id}`
          : `A despesa nº ${expenses.find((e) => e.id === first.expense_id)?.numero ?? first.expense_id}`;
      throw conflict(M.linkedElsewhere(what));
    }
    const inOther = [...payments, ...expenses].find((r) => r.conta_id !== null && r.conta_id !== line.conta_id);
    if (inOther) {
      const kind = payments.includes(inOther as (typeof payments)[number]) ? 'O pagamento' : 'A despesa';
      throw conflict(M.otherAccount(`${kind} nº ${inOther.numero}`));
    }
    const unset = {
      payments: payments.flatMap((p) => (p.conta_id === null ? [p.id] : [])),
      expenses: expenses.flatMap((e) => (e.conta_id === null ? [e.id] : [])),
    };
    await repo.giveAccount(trx, actor.tenantId, line.conta_id, unset);

    const records = sumOf([
      ...payments.map((p) => (p.tipo_pagamento === 'entrada' ? p.valor : -p.valor)),
      ...expenses.map((e) => -e.valor),
    ]);
    const total = sumOf(lines.map((l) => l.valor));
    const given = (id: number, list: number[]) => (list.includes(id) ? 1 : 0);
    const refs: { payment_id?: number; expense_id?: number; conta_definida?: number }[] = [
      ...payments.map((p) => ({ payment_id: p.id, conta_definida: given(p.id, unset.payments) })),
      ...expenses.map((e) => ({ expense_id: e.id, conta_definida: given(e.id, unset.expenses) })),
    ];
    if (input.tarifa) {
      const fee = records - total;
      if (fee <= 0) throw validationError(M.feeNotPositive);
      const expense = await inOpenMonth(line.data, () =>
        recordExpense(trx, actor, {
          descricao: `Tarifa: ${line.descricao}`.slice(0, 255),
          valor: fee,
          data_despesa: line.data,
          categoria: input.tarifa?.categoria as string,
          forma_pagamento: null,
          conta_id: line.conta_id,
          observacoes: null,
        }),
      );
      refs.push({ expense_id: expense.id });
    } else if (records !== total) {
      throw validationError(M.sumMismatch(formatBRL(total), formatBRL(records)));
    }
    await insertMatches(trx, actor, lineIds, refs);
    // A debit matched to an open bill is its payment: the baixa on the line's date and account (ADR 050).
    if (!credit) await payBillsByLine(trx, actor, expenseIds, line);
    if (input.confirmar_pendentes) {
      // The pending entradas the bank says arrived are confirmed as Pagamentos confirms one: through the ledger (ADR 049).
      for (const p of payments)
        if (p.tipo_pagamento === 'entrada' && p.status === 'pendente')
          await inOpenMonth(
            p.data_pagamento,
            () => amendPayment(trx, actor, p.id, { status: 'confirmado' }),
            M.confirmMonthClosed,
          );
    }
    await logMatch(trx, actor, 'CREATE', lines);
  });
  return repo.apiLine(db, actor.tenantId, id);
}

/**
 * A transfer between own accounts: an existing one linked (`transfer_id`), or, with the other
 * account's line (`par_linha_id`), one recorded (dated on the debit's day) and both lines linked.
 */
async function matchTransfer(trx: Executor, actor: Actor, line: repo.LineRow, input: BankMatchInput) {
  const amount = Math.abs(line.valor);
  if (input.transfer_id !== undefined) {
    const t = await trx
      .selectFrom('transfers')
      .select(['id', 'valor', 'conta_origem_id', 'conta_destino_id'])
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', input.transfer_id)
      .executeTakeFirst();
    if (!t) throw notFound(M.transferNotFound);
    const side = line.valor > 0 ? t.conta_destino_id : t.conta_origem_id;
    if (side !== line.conta_id) throw validationError(M.transferPairInvalid);
    if (Number(t.valor) !== amount)
      throw validationError(M.sumMismatch(formatBRL(line.valor), formatBRL(Number(t.valor))));
    await claim(trx, actor, [line], { situacao: 'conciliado' });
    const elsewhere = await repo.linkedElsewhere(trx, actor.tenantId, [line.id], {
      payments: [],
      expenses: [],
      transfer: t.id,
      transferAccount: line.conta_id,
    });
    if (elsewhere.length) throw conflict(M.linkedElsewhere('A transferência'));
    await insertMatches(trx, actor, [line.id], [{ transfer_id: t.id }]);
    await logMatch(trx, actor, 'CREATE', [line]);
    return;
  }
  const pair = await requireLine(trx, actor.tenantId, input.par_linha_id as number);
  if (pair.conta_id === line.conta_id) throw validationError(M.transferSameAccount);
  if (pair.valor !== -line.valor) throw validationError(M.transferPairInvalid);
  await claim(trx, actor, [line, pair], { situacao: 'conciliado' });
  const [out, into] = line.valor < 0 ? [line, pair] : [pair, line];
  await inOpenMonth(out.data, () => assertMonthsOpen(trx, actor.tenantId, [out.data]));
  const at = actor.now.toISOString();
  const transfer = await trx
    .insertInto('transfers')
    .values({
      tenant_id: actor.tenantId,
      data: out.data,
      valor: amount,
      conta_origem_id: out.conta_id,
      conta_destino_id: into.conta_id,
      descricao: out.descricao.slice(0, 255),
      created_by: actor.userId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [origem, destino] = await Promise.all([
    repo.accountOf(trx, actor.tenantId, out.conta_id),
    repo.accountOf(trx, actor.tenantId, into.conta_id),
  ]);
  await logTransfer(
    trx,
    actor,
    { id: transfer.id, valor: amount, data: out.data },
    origem?.nome ?? '',
    destino?.nome ?? '',
  );
  await insertMatches(trx, actor, [line.id, pair.id], [{ transfer_id: transfer.id }]);
  await logMatch(trx, actor, 'CREATE', [line, pair]);
}

/**
 * Undoes a match: the line, and every line matched along with it (N:1, a transfer's two lines),
 * is pending again; the records stay, a fee expense booked by the match too (docs/product-rules.md).
 */
export async function unmatchLine(db: Db, actor: Actor, id: number): Promise<BankLine> {
  await db.transaction().execute(async (trx) => {
    const line = await requireLine(trx, actor.tenantId, id);
    if (line.situacao !== 'conciliado') throw conflict(M.notMatched);
    const refs = await trx
      .selectFrom('bank_matches')
      .select(['payment_id', 'expense_id', 'transfer_id'])
      .where('tenant_id', '=', actor.tenantId)
      .where('linha_id', '=', id)
      .execute();
    const pay = refs.flatMap((r) => (r.payment_id === null ? [] : [r.payment_id]));
    const exp = refs.flatMap((r) => (r.expense_id === null ? [] : [r.expense_id]));
    const tra = refs.flatMap((r) => (r.transfer_id === null ? [] : [r.transfer_id]));
    const group = await trx
      .selectFrom('bank_matches')
      .select('linha_id')
      .distinct()
      .where('tenant_id', '=', actor.tenantId)
      .where((eb) =>
        eb.or([
          eb('linha_id', '=', id),
          ...(pay.length ? [eb('payment_id', 'in', pay)] : []),
          ...(exp.length ? [eb('expense_id', 'in', exp)] : []),
          ...(tra.length ? [eb('transfer_id', 'in', tra)] : []),
        ]),
      )
      .execute();
    const lineIds = [...new Set([id, ...group.map((g) => g.linha_id)])];
    const undone = await repo.moveLines(trx, actor, lineIds, 'conciliado', { situacao: 'pendente', automatico: 0 });
    if (!undone.some((u) => u.id === id)) throw conflict(M.notMatched);
    const others = await repo.findLines(
      trx,
      actor.tenantId,
      lineIds.filter((l) => l !== id),
    );
    await logMatch(trx, actor, 'DELETE', [line, ...others]);
    await repo.takeAccountBack(trx, actor.tenantId, lineIds);
    await trx
      .deleteFrom('bank_matches')
      .where('tenant_id', '=', actor.tenantId)
      .where('linha_id', 'in', lineIds)
      .execute();
  });
  return repo.apiLine(db, actor.tenantId, id);
}

export async function ignoreLine(db: Db, actor: Actor, id: number, motivo: string): Promise<BankLine> {
  await db.transaction().execute(async (trx) => {
    const line = await requireLine(trx, actor.tenantId, id);
    await claim(trx, actor, [line], { situacao: 'ignorado', motivo });
    await logIgnore(trx, actor, line, motivo, true);
  });
  return repo.apiLine(db, actor.tenantId, id);
}

export async function unignoreLine(db: Db, actor: Actor, id: number): Promise<BankLine> {
  await db.transaction().execute(async (trx) => {
    const line = await requireLine(trx, actor.tenantId, id);
    const done = await repo.moveLines(trx, actor, [id], 'ignorado', { situacao: 'pendente', motivo: null });
    if (done.length === 0) throw conflict(M.notIgnored);
    await logIgnore(trx, actor, line, line.motivo ?? '', false);
  });
  return repo.apiLine(db, actor.tenantId, id);
}

/** The forma a record made from a line gets: from the account's kind and the bank's words. */
export function formaOf(tipo: string, descricao: string): string | null {
  if (tipo === 'caixa') return 'Dinheiro';
  if (tipo === 'cartao') return 'Cartão de Crédito';
  const d = ` ${searchKey(descricao)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')} `;
  if (d.includes(' PIX ')) return 'PIX';
  if (/ (BOLETO|TITULO|COBRANCA) /.test(d)) return 'Boleto';
  if (/ (TED|DOC|TEF|TRANSF|TRANSFERENCIA) /.test(d)) return 'Transferência';
  return null;
}

async function ruleOf(db: Executor, tenantId: number, regraId: number | null) {
  if (regraId === null) return undefined;
  return db
    .selectFrom('bank_rules')
    .select(['categoria', 'atendente_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', regraId)
    .executeTakeFirst();
}

/**
 * One click: a debit line becomes an expense (through the ledger, in the line's account and date)
 * and is matched; with `linha_ids`, several debit lines of the account become one expense of their
 * sum, dated on the latest line's day (N:1, the day's fee lines).
 */
export async function expenseFromLine(
  db: Db,
  actor: Actor,
  id: number,
  input: { categoria?: string | undefined; descricao: string | null; linha_ids?: number[] },
): Promise<BankLine> {
  await db.transaction().execute(async (trx) => {
    const line = await requireLine(trx, actor.tenantId, id);
    if (line.valor >= 0) throw validationError(M.expenseFromCredit);
    const lines = await repo.groupOf(trx, actor.tenantId, line, input.linha_ids ?? []);
    const categoria = input.categoria ?? (await ruleOf(trx, actor.tenantId, line.regra_id))?.categoria ?? undefined;
    if (!categoria) throw validationError(M.categoriaRequired, { categoria: M.categoriaRequired });
    await claim(trx, actor, lines, { situacao: 'conciliado' });
    const tipo = await repo.accountKind(trx, actor.tenantId, line.conta_id);
    const date = lines.map((l) => l.data).sort()[lines.length - 1] as string;
    const descricao = input.descricao ?? lines.map((l) => l.descricao).join(' + ');
    const expense = await inOpenMonth(date, () =>
      recordExpense(trx, actor, {
        descricao: descricao.slice(0, 255),
        valor: -sumOf(lines.map((l) => l.valor)),
        data_despesa: date,
        categoria,
        forma_pagamento: formaOf(tipo, line.descricao),
        conta_id: line.conta_id,
        observacoes: null,
      }),
    );
    await insertMatches(
      trx,
      actor,
      lines.map((l) => l.id),
      [{ expense_id: expense.id }],
    );
    await logMatch(trx, actor, 'CREATE', lines);
  });
  return repo.apiLine(db, actor.tenantId, id);
}

/** One click: a credit line becomes a confirmed entrada (through the ledger) and is matched. */
export async function paymentFromLine(
  db: Db,
  actor: Actor,
  id: number,
  input: {
    descricao: string | null;
    atendente_id?: number | null | undefined;
    tripeiro_id?: number | null | undefined;
  },
): Promise<BankLine> {
  await db.transaction().execute(async (trx) => {
    const line = await requireLine(trx, actor.tenantId, id);
    if (line.valor <= 0) throw validationError(M.paymentFromDebit);
    const rule = await ruleOf(trx, actor.tenantId, line.regra_id);
    await claim(trx, actor, [line], { situacao: 'conciliado' });
    const tipo = await repo.accountKind(trx, actor.tenantId, line.conta_id);
    const payment = await inOpenMonth(line.data, () =>
      recordPayment(trx, actor, {
        descricao: (input.descricao ?? line.descricao).slice(0, 255),
        valor: line.valor,
        data_pagamento: line.data,
        atendente_id: input.atendente_id === undefined ? (rule?.atendente_id ?? null) : input.atendente_id,
        tripeiro_id: input.tripeiro_id ?? null,
        tipo_pagamento: 'entrada',
        status: 'confirmado',
        forma_pagamento: formaOf(tipo, line.descricao),
        conta_id: line.conta_id,
      }),
    );
    await insertMatches(trx, actor, [id], [{ payment_id: payment.id }]);
    await logMatch(trx, actor, 'CREATE', [line]);
  });
  return repo.apiLine(db, actor.tenantId, id);
}
