import {
  addDays,
  type BankLine,
  type BankMatchInput,
  type BankSuggestion,
  centavosToReais,
  formatBRL,
  formatMonthSlash,
  RECONCILIATION_MSG as M,
  monthOf,
  searchKey,
} from '@livro-caixa/domain';
import type { Db, Executor } from '../../db/database.js';
import { recordExpense } from '../../ledger/expenses.js';
import { assertMonthsOpen } from '../../ledger/month-lock.js';
import { recordPayment } from '../../ledger/payments.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, notFound, validationError } from '../../lib/errors.js';
import { pageInfo } from '../../lib/pagination.js';
import * as repo from './reconciliation.repository.js';
import { dayWords, exactCandidates, type SuggestedLine, type Suggestion, suggest, windowOf } from './suggestions.js';

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
async function inOpenMonth<T>(date: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError && e.code === 'MONTH_CLOSED')
      throw new AppError('MONTH_CLOSED', 409, M.monthClosed(formatMonthSlash(monthOf(date))));
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
  const claimed = await trx
    .updateTable('bank_lines')
    .set({ automatico: 0, motivo: null, ...to, updated_at: actor.now.toISOString() })
    .where('tenant_id', '=', actor.tenantId)
    .where('id', 'in', ids)
    .where('situacao', '=', 'pendente')
    .returning('id')
    .execute();
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
    const lines = await repo.findLines(trx, actor.tenantId, lineIds);
    if (!lines.some((l) => l.id === id)) throw notFound(M.lineNotFound);
    if (lines.length !== lineIds.length) throw notFound(M.lineNotFound);
    const credit = (lines[0] as repo.LineRow).valor > 0;
    if (lines.some((l) => l.valor > 0 !== credit)) throw validationError(M.linesSameSign);
    const line = lines.find((l) => l.id === id) as repo.LineRow;

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
  await insertMatches(trx, actor, [line.id, pair.id], [{ transfer_id: transfer.id }]);
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
    const undone = await trx
      .updateTable('bank_lines')
      .set({ situacao: 'pendente', automatico: 0, updated_at: actor.now.toISOString() })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', 'in', lineIds)
      .where('situacao', '=', 'conciliado')
      .returning('id')
      .execute();
    if (!undone.some((u) => u.id === id)) throw conflict(M.notMatched);
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
  });
  return repo.apiLine(db, actor.tenantId, id);
}

export async function unignoreLine(db: Db, actor: Actor, id: number): Promise<BankLine> {
  await db.transaction().execute(async (trx) => {
    await requireLine(trx, actor.tenantId, id);
    const done = await trx
      .updateTable('bank_lines')
      .set({ situacao: 'pendente', motivo: null, updated_at: actor.now.toISOString() })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', id)
      .where('situacao', '=', 'ignorado')
      .returning('id')
      .execute();
    if (done.length === 0) throw conflict(M.notIgnored);
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

async function accountKind(db: Executor, tenantId: number, contaId: number) {
  return (await repo.accountOf(db, tenantId, contaId))?.tipo ?? 'banco';
}

/** One click: a debit line becomes an expense (through the ledger, in the line's account and date) and is matched. */
export async function expenseFromLine(
  db: Db,
  actor: Actor,
  id: number,
  input: { categoria?: string | undefined; descricao: string | null },
): Promise<BankLine> {
  await db.transaction().execute(async (trx) => {
    const line = await requireLine(trx, actor.tenantId, id);
    if (line.valor >= 0) throw validationError(M.expenseFromCredit);
    const categoria = input.categoria ?? (await ruleOf(trx, actor.tenantId, line.regra_id))?.categoria ?? undefined;
    if (!categoria) throw validationError(M.categoriaRequired, { categoria: M.categoriaRequired });
    await claim(trx, actor, [line], { situacao: 'conciliado' });
    const tipo = await accountKind(trx, actor.tenantId, line.conta_id);
    const expense = await inOpenMonth(line.data, () =>
      recordExpense(trx, actor, {
        descricao: (input.descricao ?? line.descricao).slice(0, 255),
        valor: -line.valor,
        data_despesa: line.data,
        categoria,
        forma_pagamento: formaOf(tipo, line.descricao),
        conta_id: line.conta_id,
        observacoes: null,
      }),
    );
    await insertMatches(trx, actor, [id], [{ expense_id: expense.id }]);
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
    const tipo = await accountKind(trx, actor.tenantId, line.conta_id);
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
        observacoes: null,
      }),
    );
    await insertMatches(trx, actor, [id], [{ payment_id: payment.id }]);
  });
  return repo.apiLine(db, actor.tenantId, id);
}

const asSuggested = (l: repo.LineRow): SuggestedLine => ({
  id: l.id,
  data: l.data,
  valor: l.valor,
  descricao: l.descricao,
});

/** The line's ranked suggestions, with their evidence (records, sums minus a fee, transfers). */
export async function suggestionsFor(db: Db, tenantId: number, id: number): Promise<BankSuggestion[]> {
  const line = await requireLine(db, tenantId, id);
  if (line.situacao !== 'pendente') return [];
  const [found] = await suggestionsOfLines(db, tenantId, [line]);
  return [...(found ?? []), ...(await transferSuggestions(db, tenantId, line))];
}

/**
 * The book's suggestions for many lines of one account at once: one read of the candidates of
 * their whole date range, then each line's window cut from it in memory (the bench's 2,000 lines
 * of a month against the Big company's payments of that month).
 */
export async function suggestionsOfLines(
  db: Executor,
  tenantId: number,
  lines: repo.LineRow[],
): Promise<BankSuggestion[][]> {
  if (lines.length === 0) return [];
  const contaId = (lines[0] as repo.LineRow).conta_id;
  const tipo = await accountKind(db, tenantId, contaId);
  const out: BankSuggestion[][] = lines.map(() => []);
  for (const credit of [true, false]) {
    const side = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.valor > 0 === credit);
    if (side.length === 0) continue;
    const dates = side.map(({ l }) => l.data).sort();
    const pool = (
      await repo.candidates(db, {
        tenantId,
        contaId,
        start: windowOf(tipo, dates[0] as string).start,
        end: windowOf(tipo, dates[dates.length - 1] as string).end,
        credit,
      })
    ).sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
    for (const { l, i } of side) {
      const win = windowOf(tipo, l.data);
      const inWindow = pool.slice(firstOnOrAfter(pool, win.start), firstOnOrAfter(pool, addDays(win.end, 1)));
      out[i] = suggest(asSuggested(l), inWindow).map(toApiSuggestion);
    }
  }
  return out;
}

/** The index of the first candidate dated on or after `date` (the pool sorted by date). */
function firstOnOrAfter(pool: repo.Candidate[], date: string): number {
  let lo = 0;
  let hi = pool.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((pool[mid] as repo.Candidate).data < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function toApiSuggestion(s: Suggestion): BankSuggestion {
  return {
    payment_ids: s.records.filter((r) => r.tipo === 'pagamento').map((r) => r.id),
    expense_ids: s.records.filter((r) => r.tipo === 'despesa').map((r) => r.id),
    transfer_id: null,
    par_linha_id: null,
    diferenca: centavosToReais(s.diferenca),
    motivos: s.motivos,
    exata: s.exata,
    itens: s.records.map((r) => ({
      tipo: r.tipo,
      id: r.id,
      data: r.data,
      descricao: r.descricao,
      valor: centavosToReais(Math.abs(r.valor)),
    })),
  };
}

/** The same amount leaving one own account and entering another within a few days: a transfer. */
async function transferSuggestions(db: Db, tenantId: number, line: repo.LineRow): Promise<BankSuggestion[]> {
  const around = windowOf('banco', line.data);
  const [pairs, transfers, accounts] = await Promise.all([
    db
      .selectFrom('bank_lines')
      .select(['id', 'conta_id', 'data', 'descricao', 'valor'])
      .where('tenant_id', '=', tenantId)
      .where('conta_id', '!=', line.conta_id)
      .where('valor', '=', -line.valor)
      .where('situacao', '=', 'pendente')
      .where('data', '>=', around.start)
      .where('data', '<=', around.end)
      .limit(3)
      .execute(),
    db
      .selectFrom('transfers')
      .select(['id', 'data', 'descricao', 'valor', 'conta_origem_id', 'conta_destino_id'])
      .where('tenant_id', '=', tenantId)
      .where('valor', '=', Math.abs(line.valor))
      .where(line.valor > 0 ? 'conta_destino_id' : 'conta_origem_id', '=', line.conta_id)
      .where('data', '>=', around.start)
      .where('data', '<=', around.end)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bank_matches as m')
              .innerJoin('bank_lines as l', 'l.id', 'm.linha_id')
              .select('m.id')
              .whereRef('m.transfer_id', '=', 'transfers.id')
              .where('l.conta_id', '=', line.conta_id),
          ),
        ),
      )
      .limit(3)
      .execute(),
    db.selectFrom('financial_accounts').select(['id', 'nome']).where('tenant_id', '=', tenantId).execute(),
  ]);
  const nome = (contaId: number) => accounts.find((a) => a.id === contaId)?.nome ?? 'outra conta';
  const dir = (other: number) =>
    line.valor < 0
      ? `sai de ${nome(line.conta_id)} e entra em ${nome(other)}`
      : `sai de ${nome(other)} e entra em ${nome(line.conta_id)}`;
  return [
    ...transfers.map((t) => ({
      payment_ids: [],
      expense_ids: [],
      transfer_id: t.id,
      par_linha_id: null,
      diferenca: 0,
      motivos: [
        'mesmo valor',
        'transferência registrada',
        dir(line.valor < 0 ? t.conta_destino_id : t.conta_origem_id),
        dayWords(t.data, line.data),
      ],
      exata: true,
      itens: [
        {
          tipo: 'transferencia' as const,
          id: t.id,
          data: t.data,
          descricao: t.descricao ?? 'Transferência',
          valor: centavosToReais(Number(t.valor)),
        },
      ],
    })),
    ...pairs.map((p) => ({
      payment_ids: [],
      expense_ids: [],
      transfer_id: null,
      par_linha_id: p.id,
      diferenca: 0,
      motivos: ['mesmo valor', 'transferência entre contas', dir(p.conta_id), dayWords(p.data, line.data)],
      exata: true,
      itens: [
        {
          tipo: 'linha' as const,
          id: p.id,
          data: p.data,
          descricao: p.descricao,
          valor: centavosToReais(Number(p.valor)),
        },
      ],
    })),
  ];
}

/**
 * After an import commits: each pending line of the statement with exactly one exact candidate
 * (the same amount, in the window, not linked) that no other line of the statement also has is
 * linked to it, marked automatic. The rest wait in the queue. Returns how many were linked.
 */
/**
 * Of the lines just claimed, those whose record is still free to link. The candidates were read
 * before the transaction, so a concurrent match (another statement's automatic one, or the owner's)
 * may have linked one meanwhile: with the claimed lines locked first, as a manual match does, the
 * records are locked (PostgreSQL) and read again; a line whose record is now linked elsewhere,
 * cancelled or gone goes back to the queue.
 */
async function stillFree(
  trx: Executor,
  actor: Actor,
  lineIds: number[],
  picks: Map<number, { tipo: 'pagamento' | 'despesa'; id: number }>,
): Promise<{ keep: number[]; given: Set<string> }> {
  if (lineIds.length === 0) return { keep: lineIds, given: new Set() };
  const pick = (lineId: number) => picks.get(lineId) as { tipo: 'pagamento' | 'despesa'; id: number };
  const ofKind = (tipo: 'pagamento' | 'despesa') => lineIds.map(pick).flatMap((c) => (c.tipo === tipo ? [c.id] : []));
  const wanted = { payments: ofKind('pagamento'), expenses: ofKind('despesa') };
  const found = await repo.recordsForMatch(trx, actor.tenantId, wanted.payments, wanted.expenses);
  const free = new Set([
    ...found.payments.filter((p) => p.status !== 'cancelado').map((p) => `pagamento${p.id}`),
    ...found.expenses.map((e) => `despesa${e.id}`),
  ]);
  // The candidates were of the line's account or of none; the latter take the line's account.
  const given = new Set([
    ...found.payments.filter((p) => p.conta_id === null).map((p) => `pagamento${p.id}`),
    ...found.expenses.filter((e) => e.conta_id === null).map((e) => `despesa${e.id}`),
  ]);
  for (const m of await repo.linkedElsewhere(trx, actor.tenantId, lineIds, { ...wanted, transfer: null })) {
    free.delete(m.payment_id !== null ? `pagamento${m.payment_id}` : `despesa${m.expense_id}`);
  }
  const keep = lineIds.filter((l) => free.has(`${pick(l).tipo}${pick(l).id}`));
  const back = lineIds.filter((l) => !free.has(`${pick(l).tipo}${pick(l).id}`));
  if (back.length)
    await trx
      .updateTable('bank_lines')
      .set({ situacao: 'pendente', automatico: 0 })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', 'in', back)
      .execute();
  const keyOf = (l: number) => `${pick(l).tipo}${pick(l).id}`;
  const giving = keep.filter((l) => given.has(keyOf(l))).map(pick);
  const contaId = (await repo.findLines(trx, actor.tenantId, keep.slice(0, 1)))[0]?.conta_id;
  if (contaId !== undefined)
    await repo.giveAccount(trx, actor.tenantId, contaId, {
      payments: giving.flatMap((c) => (c.tipo === 'pagamento' ? [c.id] : [])),
      expenses: giving.flatMap((c) => (c.tipo === 'despesa' ? [c.id] : [])),
    });
  return { keep, given: new Set(keep.filter((l) => given.has(keyOf(l))).map(String)) };
}

export async function matchAutomatically(db: Db, actor: Actor, extratoId: number): Promise<number> {
  const lines = (
    await db
      .selectFrom('bank_lines')
      .select(['id', 'conta_id', 'data', 'valor', 'descricao'])
      .where('tenant_id', '=', actor.tenantId)
      .where('extrato_id', '=', extratoId)
      .where('situacao', '=', 'pendente')
      .execute()
  ).map((l) => ({ ...l, valor: Number(l.valor) }));
  if (lines.length === 0) return 0;
  const contaId = (lines[0] as { conta_id: number }).conta_id;
  const tipo = await accountKind(db, actor.tenantId, contaId);
  const picks = new Map<number, { tipo: 'pagamento' | 'despesa'; id: number }>();
  for (const credit of [true, false]) {
    const side = lines.filter((l) => l.valor > 0 === credit);
    if (side.length === 0) continue;
    const dates = side.map((l) => l.data).sort();
    const pool = await repo.candidates(db, {
      tenantId: actor.tenantId,
      contaId,
      start: windowOf(tipo, dates[0] as string).start,
      end: windowOf(tipo, dates[dates.length - 1] as string).end,
      credit,
      amounts: [...new Set(side.map((l) => Math.abs(l.valor)))],
    });
    const byAmount = new Map<number, repo.Candidate[]>();
    for (const c of pool) byAmount.set(c.valor, [...(byAmount.get(c.valor) ?? []), c]);
    const claims = new Map<string, number>();
    const chosen = new Map<number, repo.Candidate>();
    for (const l of side) {
      const win = windowOf(tipo, l.data);
      const inWindow = exactCandidates(l, byAmount.get(l.valor) ?? []).filter(
        (c) => c.data >= win.start && c.data <= win.end,
      );
      for (const c of inWindow) claims.set(`${c.tipo}${c.id}`, (claims.get(`${c.tipo}${c.id}`) ?? 0) + 1);
      if (inWindow.length === 1) chosen.set(l.id, inWindow[0] as repo.Candidate);
    }
    for (const [lineId, c] of chosen) if (claims.get(`${c.tipo}${c.id}`) === 1) picks.set(lineId, c);
  }
  if (picks.size === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const ids = [...picks.keys()];
    let done: number[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const part = ids.slice(i, i + 500);
      const claimed = await trx
        .updateTable('bank_lines')
        .set({ situacao: 'conciliado', automatico: 1, updated_at: actor.now.toISOString() })
        .where('tenant_id', '=', actor.tenantId)
        .where('id', 'in', part)
        .where('situacao', '=', 'pendente')
        .returning('id')
        .execute();
      done = done.concat(claimed.map((c) => c.id));
    }
    const free = await stillFree(trx, actor, done, picks);
    done = free.keep;
    const at = actor.now.toISOString();
    const rows = done.map((linha_id) => {
      const c = picks.get(linha_id) as { tipo: 'pagamento' | 'despesa'; id: number };
      return {
        tenant_id: actor.tenantId,
        linha_id,
        payment_id: c.tipo === 'pagamento' ? c.id : null,
        expense_id: c.tipo === 'despesa' ? c.id : null,
        transfer_id: null,
        conta_definida: free.given.has(String(linha_id)) ? 1 : 0,
        created_by: actor.userId,
        created_at: at,
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('bank_matches')
        .values(rows.slice(i, i + 500))
        .execute();
    return done.length;
  });
}
