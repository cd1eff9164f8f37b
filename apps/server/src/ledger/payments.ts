import {
  ACCOUNT_MSG,
  BILL_MSG,
  FIELD_MSG,
  monthOf,
  type PaymentData,
  paymentInputSchema,
  percentOf,
} from '@livro-caixa/domain';
import { type RawBuilder, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import type { PaymentRow, PaymentsTable } from '../db/schema.js';
import { paymentLabel, paymentLabelAround } from '../lib/activity-labels.js';
import type { Actor } from '../lib/actor.js';
import { AppError, notFound, validationError } from '../lib/errors.js';
import { nextNumber } from '../lib/numbers.js';
import { searchKeyOf } from '../lib/search.js';
import { entryWrites } from './entry-writes.js';
import { closedMonthsAmong, lockKey, monthClosed, monthLocks, throwIfClosed } from './month-lock.js';
import { writePaymentStatement } from './payment-statement.js';
import { applyPaymentRollups, dropEmptied, PAYMENT_SUMS, periodsOf, slotFor } from './rollups.js';
import { definedOnly, lockRow, nextId } from './rows.js';

/**
 * The only writer of payments (ADR 012). Each call runs inside the caller's transaction and, in
 * it, applies the month lock, the commission snapshot, the rollups (and so every total and
 * figure read from them) and the activity log. Amounts are centavos, percentages hundredths.
 * An amend or remove acts on the row it locked or deleted itself: when two requests race on one
 * payment, the second sees the first's result (or a 404), never a stale copy.
 */
/**
 * The form's fields that may be empty (null). A caller that has nothing for them (a receivable, the
 * payment made from a bank line, a desconto obtido) leaves them out and the ledger writes null.
 * Read off the API's input schema: a new optional field of the form needs no edit here.
 */
type EmptyFields = { [K in keyof PaymentData]-?: null extends PaymentData[K] ? K : never }[keyof PaymentData];
const EMPTY = Object.fromEntries(
  Object.entries(paymentInputSchema.shape).flatMap(([key, field]) =>
    field.safeParse(null).data === null ? [[key, null]] : [],
  ),
) as { [K in EmptyFields]: null };

type FormEntry = Omit<PaymentData, 'valor' | 'forma_pagamento' | 'vencimento'> & {
  valor: number;
  forma_pagamento: string | null;
};
/** What the API's form gives, its valor in centavos; its empty fields may be left out. */
export type PaymentEntry = Omit<FormEntry, EmptyFields> &
  Partial<Pick<FormEntry, Extract<EmptyFields, keyof FormEntry>>> &
  Partial<Pick<PaymentsTable, BillColumns>>;
/** An entry with every field, as a stored row has it. */
type FullEntry = FormEntry & Pick<PaymentsTable, BillColumns>;

/** A receivable's columns (migration 021, ADR 050): null unless a receivable sets them. */
type BillColumns = 'vencimento' | 'data_recebimento' | 'parcelamento_id' | 'parcela' | 'parcelas' | 'origem_numero';
const NO_BILL: Pick<PaymentsTable, BillColumns> = {
  origem_numero: null,
  vencimento: null,
  data_recebimento: null,
  parcelamento_id: null,
  parcela: null,
  parcelas: null,
};

const NOT_FOUND = 'Pagamento não encontrado';

const PAYMENTS = entryWrites({
  table: 'payments',
  entityType: 'payment',
  moveRollups: applyPaymentRollups,
  label: paymentLabel,
  dateOf: (p) => p.data_pagamento,
  missing: NOT_FOUND,
});

/** A recorded payment as stored, with the names of the people it points at. */
export type RecordedPayment = PaymentRow & {
  attendant_name: string | null;
  tripeiro_name: string | null;
  conta_nome: string | null;
};

export async function recordPayment(trx: Executor, actor: Actor, given: PaymentEntry): Promise<RecordedPayment> {
  const entry = { ...EMPTY, ...NO_BILL, ...given };
  checkVencimento(entry);
  const at = actor.now.toISOString();
  const stored = {
    ...entry,
    search_key: searchKeyOf(entry.descricao),
    data_lancamento: null,
    created_by: actor.userId,
    created_at: at,
    updated_at: at,
  };
  if (isPostgres(trx)) return recordInOneStatement(trx, actor, entry, stored);
  // SQLite, in process: a statement reads both people and reserves the id, another takes the
  // number; then the insert (returning the month's status), the rollups and the activity entry.
  const people = await peopleOf(trx, actor.tenantId, entry, {
    alongside: [sql`${nextId(trx, 'payments')} as next_id`],
    newLinks: NEW_LINKS,
  });
  const id = Number(people.extra.next_id);
  const numero = await nextNumber(trx, actor.tenantId, 'payment');
  const row = {
    id,
    tenant_id: actor.tenantId,
    numero,
    ...stored,
    ...snapshot(entry.valor, entry.tipo_pagamento, people.attendant.pct, people.tripeiro.pct),
  };
  const insert = trx
    .insertInto('payments')
    .values(row)
    .returning(monthClosed(actor.tenantId, [entry.data_pagamento]).as('month_closed'));
  const led = await PAYMENTS.written(trx, actor, id, null, row, sql<Record<string, unknown>>`${insert}`);
  throwIfClosed(led?.month_closed);
  return {
    ...row,
    attendant_name: people.attendant.nome,
    tripeiro_name: people.tripeiro.nome,
    conta_nome: people.contaNome,
  };
}

/** A new payment may point at any active person and account of the company. */
const NEW_LINKS = { attendant: true, tripeiro: true, conta: true };

/**
 * PostgreSQL: the payment written whole by one statement (ledger/payment-statement.ts, ADR 059),
 * which writes only what the checks below let through and answers what it read; the checks then
 * refuse as the SQLite path does, in the same order (the account, the people, the closed month).
 * In a `numberedStatement` the statement is its own transaction.
 */
async function recordInOneStatement(
  trx: Executor,
  actor: Actor,
  entry: FullEntry,
  stored: Omit<PaymentRow, 'id' | 'tenant_id' | 'numero' | keyof Snapshot> & FullEntry,
): Promise<RecordedPayment> {
  const [before, after] = paymentLabelAround(entry);
  const values: Record<string, unknown> = {
    ...stored,
    tenant_id: actor.tenantId,
    month: monthOf(entry.data_pagamento),
    lock_key: lockKey(actor.tenantId, monthOf(entry.data_pagamento)),
    slot: slotFor(trx),
    label_before: before,
    label_after: after,
  };
  periodsOf(entry.data_pagamento).forEach(([grain, period], i) => {
    values[`grain${i}`] = grain;
    values[`period${i}`] = period;
  });
  const { ok, lead, emptied } = await writePaymentStatement(trx, {
    ...values,
    earns: entry.tipo_pagamento === 'entrada',
  });
  const people = judgePeople(entry, ok, NEW_LINKS);
  throwIfClosed(ok.month_open === false);
  if (!lead) throw new Error('the payment statement wrote nothing, though its checks passed');
  await dropEmptied(trx, emptied, PAYMENT_SUMS);
  return {
    id: Number(lead.id),
    tenant_id: actor.tenantId,
    numero: Number(lead.numero),
    ...stored,
    comissao_percentual: Number(lead.comissao_percentual),
    valor_comissao: Number(lead.valor_comissao),
    tripeiro_percentual: Number(lead.tripeiro_percentual),
    comissao_tripeiro: Number(lead.comissao_tripeiro),
    attendant_name: people.attendant.nome,
    tripeiro_name: people.tripeiro.nome,
    conta_nome: people.contaNome,
  };
}

interface Person {
  pct: number;
  nome: string | null;
}

/**
 * The attendant, tripeiro and account a payment points at, in one statement (with `alongside`:
 * the months' locks, the reserved id, the number, read back in `extra`; `before`: a CTE they read). Another company's id is refused like
 * a missing one; an inactive person or archived account takes no new payments (`newLinks`), but a
 * payment that already points at one keeps it.
 */
async function peopleOf(
  trx: Executor,
  tenantId: number,
  entry: Pick<FormEntry, 'atendente_id' | 'tripeiro_id' | 'conta_id'>,
  { alongside, newLinks }: { alongside: RawBuilder<unknown>[]; newLinks: Links },
): Promise<People & { extra: Record<string, unknown> }> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select a.comissao_percentual as a_pct, a.ativo as a_ativo, a.nome as a_nome,
            t.comissao_percentual as t_pct, t.ativo as t_ativo, t.nome as t_nome,
            f.ativa as f_ativa, f.nome as f_nome
            ${alongside.length ? sql`, ${sql.join(alongside)}` : sql``}
       from (select 1 as one) x
       left join attendants a on a.tenant_id = ${tenantId} and a.id = ${entry.atendente_id}
       left join tripeiros t on t.tenant_id = ${tenantId} and t.id = ${entry.tripeiro_id}
       left join financial_accounts f on f.tenant_id = ${tenantId} and f.id = ${entry.conta_id}`.execute(trx);
  const r = rows[0] ?? {};
  return { ...judgePeople(entry, r, newLinks), extra: r };
}

type Links = { attendant: boolean; tripeiro: boolean; conta: boolean };
type People = { attendant: Person; tripeiro: Person; contaNome: string | null };

/**
 * The people and account as read (`a_pct`, `a_ativo`, `a_nome`, the same with `t_`, `f_ativa`,
 * `f_nome`; null where the company has no such row), refused as `peopleOf` says. PostgreSQL's
 * statement (payment-statement.ts) writes only what passes these checks.
 */
function judgePeople(
  entry: Pick<FormEntry, 'atendente_id' | 'tripeiro_id' | 'conta_id'>,
  r: Record<string, unknown>,
  newLinks: Links,
): People {
  const read = <T>(column: string) => (r[column] ?? null) as T | null;
  checkAccount(entry.conta_id, read<number>('f_ativa'), newLinks.conta);
  /** The person of `kind` as read under `alias` (`a_pct`, `a_ativo`, `a_nome`). */
  const person = (kind: 'attendant' | 'tripeiro', id: number | null, alias: 'a' | 't'): Person => {
    if (id === null) return { pct: 0, nome: null };
    const pct = read<number>(`${alias}_pct`);
    const field = kind === 'attendant' ? 'atendente_id' : 'tripeiro_id';
    if (pct === null) {
      const invalid = kind === 'attendant' ? FIELD_MSG.attendantInvalid : FIELD_MSG.tripeiroInvalid;
      throw validationError(invalid, { [field]: invalid });
    }
    if (newLinks[kind] && read<number>(`${alias}_ativo`) !== 1) {
      const inactive = kind === 'attendant' ? FIELD_MSG.attendantInactive : FIELD_MSG.tripeiroInactive;
      throw validationError(inactive, { [field]: inactive });
    }
    return { pct, nome: read<string>(`${alias}_nome`) };
  };
  return {
    attendant: person('attendant', entry.atendente_id, 'a'),
    tripeiro: person('tripeiro', entry.tripeiro_id, 't'),
    contaNome: read<string>('f_nome'),
  };
}

/**
 * The account a payment or expense points at (`ativa` as read in the company's accounts, null when
 * none of them has the id): another company's or a missing account is 'Conta inválida'; an
 * archived one takes no new records, while a record already on it keeps it (`isNew` false).
 */
export function checkAccount(contaId: number | null | undefined, ativa: number | null, isNew: boolean): void {
  if (contaId === null || contaId === undefined) return;
  if (ativa === null) throw validationError(ACCOUNT_MSG.invalid, { conta_id: ACCOUNT_MSG.invalid });
  if (isNew && Number(ativa) !== 1) throw validationError(ACCOUNT_MSG.archived, { conta_id: ACCOUNT_MSG.archived });
}

export function amendPayment(trx: Executor, actor: Actor, id: number, changes: Partial<PaymentEntry>): Promise<void> {
  return amend(
    trx,
    actor,
    id,
    () => changes,
    (before, next) => [before.data_pagamento, next.data_pagamento],
  );
}

/**
 * Settling after the closing (docs/product-rules.md, ADR 038): a settlement made in an open month
 * collects a pending entrada of a closed month. The entrada is confirmed on the settlement's date
 * `date`, where its cash counts, and keeps its own date in `data_lancamento`. The month lock checks
 * only the settlement's month: the closed month's closing recorded the entrada as pending and
 * keeps it so. The caller has found the entrada's own month closed, under its lock.
 */
export function receiveInLaterMonth(trx: Executor, actor: Actor, id: number, date: string): Promise<void> {
  return amend(
    trx,
    actor,
    id,
    (before) => ({
      status: 'confirmado',
      data_pagamento: date,
      data_lancamento: before.data_pagamento,
      data_recebimento: date,
    }),
    (_before, next) => [next.data_pagamento],
  );
}

/**
 * A settlement confirming a pending entrada of an open month (docs/product-rules.md "Settling up"):
 * confirmed on its own date (competence), received on the settlement's date `date`
 * (`data_recebimento`, where its cash counts: the cash flow, the account balances). Both months are
 * locked: the own month's figures and the settlement month's cash change.
 */
export function receiveBySettlement(trx: Executor, actor: Actor, id: number, date: string): Promise<void> {
  return amend(
    trx,
    actor,
    id,
    () => ({ status: 'confirmado', data_recebimento: date }),
    (before) => [before.data_pagamento, date],
  );
}

/**
 * The reversal of `receiveBySettlement`: pendente again, no longer received. Locks the own month and
 * the month its cash leaves (`data_recebimento`; none for an entrada settled before it was recorded).
 */
export function returnToPending(trx: Executor, actor: Actor, id: number): Promise<void> {
  return amend(
    trx,
    actor,
    id,
    () => ({ status: 'pendente', data_recebimento: null }),
    (before) => [before.data_pagamento, ...(before.data_recebimento ? [before.data_recebimento] : [])],
  );
}

/**
 * The reversal of `receiveInLaterMonth`: pending again on its own date. The month lock checks only
 * the month it leaves (the settlement's), whose figures counted its cash; its own month's closing
 * still has it as pending.
 */
export function returnToOwnMonth(trx: Executor, actor: Actor, id: number): Promise<void> {
  return amend(
    trx,
    actor,
    id,
    (before) => ({
      status: 'pendente',
      data_pagamento: before.data_lancamento ?? before.data_pagamento,
      data_lancamento: null,
      data_recebimento: null,
    }),
    (before) => [before.data_pagamento],
  );
}

/**
 * A receivable's baixa (ADR 050): confirmed on `r.data_recebimento`, into its account. `check`
 * refuses, on the row as locked, what is not a pending receivable (a second receipt waits for the
 * first's lock and is refused). Its own month open: confirmed there (competence), the receipt's
 * month locked too. Its own month closed: as a settlement after the closing (ADR 038), it moves to
 * the receipt's date and keeps its own in `data_lancamento`.
 */
export async function receiveEntry(
  trx: Executor,
  actor: Actor,
  id: number,
  r: { data_recebimento: string; conta_id: number | null; forma_pagamento: string | null },
  check: (before: PaymentRow) => void,
): Promise<void> {
  const own = await trx
    .selectFrom('payments')
    .select('data_pagamento')
    .where('tenant_id', '=', actor.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!own) throw notFound(BILL_MSG.receivableNotFound);
  const closed = await closedMonthsAmong(trx, actor.tenantId, [own.data_pagamento]);
  const moved = closed.size > 0;
  await amend(
    trx,
    actor,
    id,
    (before) => {
      check(before);
      if (before.data_pagamento !== own.data_pagamento) throw notFound(BILL_MSG.receivableNotFound);
      return {
        status: 'confirmado',
        data_recebimento: r.data_recebimento,
        conta_id: r.conta_id,
        forma_pagamento: r.forma_pagamento,
        ...(moved && { data_pagamento: r.data_recebimento, data_lancamento: before.data_pagamento }),
      };
    },
    (before, next) => (moved ? [next.data_pagamento] : [before.data_pagamento, r.data_recebimento]),
    BILL_MSG.receivableNotFound,
  );
}

type Changes = Partial<PaymentEntry> & { data_lancamento?: string | null };

/** An amend whose changes are read from the row as locked, the month lock on `lockedDates`' months. */
async function amend(
  trx: Executor,
  actor: Actor,
  id: number,
  changesOf: (before: PaymentRow) => Changes,
  lockedDates: (before: PaymentRow, next: FullEntry) => string[],
  missing: string = NOT_FOUND,
): Promise<void> {
  const before = await lockRow(trx, 'payments', actor.tenantId, id, missing);
  // A bill's desconto obtido goes only with its payment's undo (ADR 050).
  if (before.origem_numero !== null) throw new AppError('CONFLICT', 409, BILL_MSG.adjustmentLocked);
  const changes = definedOnly(changesOf(before));
  const next: Changes & FullEntry = { ...pick(before), ...changes };
  // Made a saída, a payment leaves its due date behind; a saída given one is refused.
  if (next.tipo_pagamento === 'saida' && changes.vencimento === undefined) next.vencimento = null;
  checkVencimento(next);
  const months = lockedDates(before, next);
  const newLinks = {
    attendant: next.atendente_id !== before.atendente_id,
    tripeiro: next.tripeiro_id !== before.tripeiro_id,
    conta: next.conta_id !== before.conta_id,
  };
  // The months' locks ride with the people's lookup; the update then returns the months' status.
  const people = await peopleOf(trx, actor.tenantId, next, {
    alongside: monthLocks(trx, actor.tenantId, months),
    newLinks,
  });
  // The snapshot is taken again only when what it depends on changes; a new percentage on the
  // attendant or tripeiro alone never rewrites a payment.
  const resnapshot =
    newLinks.attendant ||
    newLinks.tripeiro ||
    next.valor !== before.valor ||
    next.tipo_pagamento !== before.tipo_pagamento;
  const snap = resnapshot ? snapshot(next.valor, next.tipo_pagamento, people.attendant.pct, people.tripeiro.pct) : {};
  const set = { ...next, ...snap, search_key: searchKeyOf(next.descricao), updated_at: actor.now.toISOString() };
  await PAYMENTS.update(trx, actor, id, before, set, months);
}

export const removePayment = PAYMENTS.remove;

/**
 * An entrada's due date (docs/product-rules.md "Bills and receivables"): never before its own date
 * (`data_lancamento` when a settlement moved it), and only an entrada has one. A confirmed or
 * cancelled entrada keeps it: received, it is 'Recebida' in Contas → A receber; cancelled, in no list.
 */
function checkVencimento(
  p: Pick<Changes, 'vencimento' | 'data_lancamento'> & Pick<PaymentEntry, 'tipo_pagamento' | 'data_pagamento'>,
): void {
  const vencimento = p.vencimento ?? null;
  if (vencimento === null) return;
  if (p.tipo_pagamento !== 'entrada') {
    throw validationError(BILL_MSG.vencimentoEntradaOnly, { vencimento: BILL_MSG.vencimentoEntradaOnly });
  }
  if (vencimento < (p.data_lancamento ?? p.data_pagamento)) {
    throw validationError(BILL_MSG.vencimentoBeforeEntry, { vencimento: BILL_MSG.vencimentoBeforeEntry });
  }
}

/** The fields a payment entry is made of, taken from a stored row: all but what the ledger derives. */
function pick(row: PaymentRow): FullEntry {
  const {
    id: _id,
    tenant_id: _tenant,
    numero: _numero,
    search_key: _search,
    comissao_percentual: _pct,
    valor_comissao: _commission,
    tripeiro_percentual: _tripPct,
    comissao_tripeiro: _tripCommission,
    created_by: _by,
    created_at: _created,
    updated_at: _updated,
    ...entry
  } = row;
  return entry;
}

type Snapshot = Pick<
  PaymentsTable,
  'comissao_percentual' | 'valor_comissao' | 'tripeiro_percentual' | 'comissao_tripeiro'
>;

/** Commission snapshot (docs/product-rules.md): valor × % / 100, half-up to the centavo; saídas earn nothing. */
export function snapshot(
  valor: number,
  tipo: PaymentsTable['tipo_pagamento'],
  attendantPct: number,
  tripeiroPct: number,
): Snapshot {
  const earns = tipo === 'entrada';
  return {
    comissao_percentual: attendantPct,
    valor_comissao: earns ? percentOf(valor, attendantPct) : 0,
    tripeiro_percentual: tripeiroPct,
    comissao_tripeiro: earns ? percentOf(valor, tripeiroPct) : 0,
  };
}
