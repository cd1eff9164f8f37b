import { setImmediate } from 'node:timers/promises';
import { MSG, monthOf, monthRange } from '@livro-caixa/domain';
import { CompiledQuery, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import { RESTORE_MSG, rowError } from '../lib/backup/fields.js';
import { idsInOrder } from '../lib/backup/restore.js';
import { ensureCategoriesOfRecords } from '../lib/categories.js';
import { AppError, validationError } from '../lib/errors.js';
import { searchKeyOf } from '../lib/search.js';
import {
  EXPENSE_COLUMNS,
  PAYMENT_COLUMNS,
  paymentSnapshotError,
  type RestoredExpense,
  type RestoredPayment,
} from './columns.js';
import { assertMonthsOpen, lockMonth } from './month-lock.js';
import { monthsOf, rebuildRollups } from './rollups.js';

/**
 * The ledger's bulk path, for a restore (ADR 012, ADR 016): a company's payments and expenses
 * replaced inside the caller's transaction, chunk by chunk, then every rollup (and so every total
 * and figure) derived again from the rows. Amounts are centavos.
 *
 * The month lock holds here as everywhere: a closed month's stored rows are never deleted nor
 * rewritten. The document's rows dated in a closed month must be, in order, exactly the stored
 * ones (then nothing is written for them); any difference refuses the whole restore with 409
 * MONTH_CLOSED. The closings themselves are the server's and are not touched.
 */

/** Stored rows of a closed month read per query. */
const CHUNK = 500;

type Kind = 'payments' | 'expenses';
const DATE: Record<Kind, 'data_pagamento' | 'data_despesa'> = { payments: 'data_pagamento', expenses: 'data_despesa' };
const COLUMNS: Record<Kind, readonly string[]> = { payments: PAYMENT_COLUMNS, expenses: EXPENSE_COLUMNS };

/** The stored rows of one closed month, read in (date, id) order a chunk at a time. */
interface Cursor {
  rows: Record<string, unknown>[];
  after: readonly [string, number] | null;
  exhausted: boolean;
}

export interface EntriesRestore {
  readonly tenantId: number;
  readonly closedMonths: ReadonlySet<string>;
  readonly cursors: Record<Kind, Map<string, Cursor>>;
  /**
   * The last number given to a row without one (a backup made before numbering, ADR 039): it
   * starts at the highest number the company had used, so it never meets a kept row's.
   */
  readonly numbered: Record<Kind, number>;
}

const COUNTER: Record<Kind, 'payment' | 'expense'> = { payments: 'payment', expenses: 'expense' };
const NAMED: Record<Kind, { name: string; label: string }> = {
  payments: { name: 'payments', label: 'pagamentos' },
  expenses: { name: 'expenses', label: 'despesas' },
};

const monthClosed = () => new AppError('MONTH_CLOSED', 409, MSG.monthClosed);

/**
 * Starts a restore: locks the months the company has entries or a closing in (on PostgreSQL, the
 * same advisory locks as close and reopen, in month order), reads which are closed, and removes
 * the company's payments and expenses of every month that is not.
 */
export async function beginEntriesRestore(trx: Executor, tenantId: number): Promise<EntriesRestore> {
  if (isPostgres(trx)) {
    const months = await sql<{ month: string }>`
      select substr(data_pagamento, 1, 7) as month from payments where tenant_id = ${tenantId}
      union select substr(data_despesa, 1, 7) from expenses where tenant_id = ${tenantId}
      union select month from closings where tenant_id = ${tenantId}
      order by 1`.execute(trx);
    for (const { month } of months.rows) await lockMonth(trx, tenantId, month);
  }
  const closed = await trx
    .selectFrom('closings')
    .select('month')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'fechado')
    .execute();
  const closedMonths = new Set(closed.map((c) => c.month));
  // The highest number the company has used: its rows' and, unless the backup's counters were
  // already cleared (a backup with settling up replaces them), its counter's.
  const numbered = { payments: 0, expenses: 0 };
  for (const kind of ['payments', 'expenses'] as const) {
    const { rows } = await sql<{ top: number | string | null }>`select max(n) as top from (
        select max(numero) as n from ${sql.table(kind)} where tenant_id = ${tenantId}
        union all select last_number from document_counters where tenant_id = ${tenantId} and kind = ${COUNTER[kind]}
      ) used`.execute(trx);
    numbered[kind] = Number(rows[0]?.top ?? 0);
  }
  // On SQLite month by month, a turn of the event loop after each: one statement over the
  // company's rows held every other request (ADR 021). PostgreSQL runs it off the event loop.
  for (const kind of ['payments', 'expenses'] as const) {
    if (isPostgres(trx)) {
      let q = trx.deleteFrom(kind).where('tenant_id', '=', tenantId);
      if (closedMonths.size > 0) q = q.where(sql`substr(${sql.ref(DATE[kind])}, 1, 7)`, 'not in', [...closedMonths]);
      await q.execute();
      continue;
    }
    for (const month of await monthsOf(trx, kind, DATE[kind], tenantId)) {
      if (closedMonths.has(month)) continue;
      const { start, end } = monthRange(month);
      await trx
        .deleteFrom(kind)
        .where('tenant_id', '=', tenantId)
        .where(DATE[kind] as 'data_pagamento', '>=', start)
        .where(DATE[kind] as 'data_pagamento', '<=', end)
        .execute();
      await setImmediate();
    }
  }
  return { tenantId, closedMonths, cursors: { payments: new Map(), expenses: new Map() }, numbered };
}

/**
 * Writes one chunk of the document's payments (in document order). Rows of an open month are
 * inserted under the ledger's month lock; rows of a closed month are compared with the stored ones.
 * Answers the stored id of each row, in order: the new one, or the matched row's in a closed month
 * (payout and settlement items are re-linked with them, ADR 021).
 */
export async function restorePayments(
  trx: Executor,
  state: EntriesRestore,
  rows: RestoredPayment[],
): Promise<number[]> {
  for (const p of rows) {
    const field = paymentSnapshotError(p);
    if (field) throw validationError(MSG.invalidRequest, { [field]: MSG.invalidRequest });
  }
  return restoreEntries(trx, state, 'payments', rows);
}

/** As `restorePayments`, for expenses. */
export function restoreExpenses(trx: Executor, state: EntriesRestore, rows: RestoredExpense[]): Promise<number[]> {
  return restoreEntries(trx, state, 'expenses', rows);
}

/** The rows of either kind, once checked: compared in a closed month, else inserted in an open one. */
async function restoreEntries<R extends RestoredPayment | RestoredExpense>(
  trx: Executor,
  state: EntriesRestore,
  kind: Kind,
  rows: R[],
): Promise<number[]> {
  const ids = await compareClosed(trx, state, kind, rows);
  const open = rows.filter((_, i) => ids[i] === null);
  if (open.length === 0) return ids as number[];
  await assertMonthsOpen(
    trx,
    state.tenantId,
    open.map((r) => r[DATE[kind] as keyof R] as string),
  );
  const columns = COLUMNS[kind] as readonly (keyof R)[];
  const inserted = await insertRows(
    trx,
    kind,
    COLUMNS[kind],
    open.map((r) => [state.tenantId, searchKeyOf(r.descricao), ...valuesOf(state, kind, columns, r)]),
  );
  let next = 0;
  return ids.map((id) => id ?? (inserted[next++] as number));
}

/** A row's values in `columns` order, a row without a number given the next one (`numbered`). */
function valuesOf<R extends RestoredPayment | RestoredExpense>(
  state: EntriesRestore,
  kind: Kind,
  columns: readonly (keyof R)[],
  row: R,
): unknown[] {
  const numero = row.numero ?? ++state.numbered[kind];
  return columns.map((c) => (c === 'numero' ? numero : row[c]));
}

const insertText = new Map<string, string>();

/**
 * One multi-row insert of `tenant_id, search_key, …columns`, its text built once per table, size
 * and dialect: a restore writes hundreds of identical chunks, and building each through the query
 * builder cost more than the database's own work (the text is then a prepared statement reused).
 * Answers the new ids in the order of `rows` (`idsInOrder`).
 */
async function insertRows(trx: Executor, table: Kind, columns: readonly string[], rows: unknown[][]) {
  const pg = isPostgres(trx);
  const key = `${table}:${rows.length}:${pg}`;
  let text = insertText.get(key);
  if (!text) {
    let n = 0;
    const tuple = () => `(${['tenant_id', 'search_key', ...columns].map(() => (pg ? `$${++n}` : '?')).join(', ')})`;
    text = `insert into ${table} (tenant_id, search_key, ${columns.join(', ')}) values ${rows
      .map(tuple)
      .join(', ')} returning id`;
    insertText.set(key, text);
  }
  try {
    const result = await trx.executeQuery<{ id: number }>(CompiledQuery.raw(text, rows.flat()));
    return idsInOrder(result.rows, rows.length);
  } catch (error) {
    // The only unique index a restored row can meet is the company's numbers (ADR 039).
    if (isUniqueViolation(error)) throw rowError(NAMED[table], null, 'numero', RESTORE_MSG.duplicateNumber);
    throw error;
  }
}

/**
 * Ends the restore: every closed month's stored rows must have been matched by the document (a
 * document with fewer rows in a closed month would delete some), then the rollups are rebuilt.
 */
export async function finishEntriesRestore(trx: Executor, state: EntriesRestore): Promise<void> {
  for (const kind of ['payments', 'expenses'] as const) {
    for (const month of state.closedMonths) {
      if ((await nextStored(trx, state, kind, month)) !== null) throw monthClosed();
    }
    // The numbering goes on after the highest number the company's rows now have, or the
    // backup's counter when that is higher (numbers of rows deleted before the backup).
    await sql`insert into document_counters (tenant_id, kind, last_number)
      select ${state.tenantId}, ${COUNTER[kind]}, max(numero) from ${sql.table(kind)}
       where tenant_id = ${state.tenantId} having count(*) > 0
      on conflict (tenant_id, kind) do update set last_number = case
        when excluded.last_number > document_counters.last_number then excluded.last_number
        else document_counters.last_number end`.execute(trx);
  }
  // Every name the company's expenses carry is one of its categories (a backup made before
  // categories were the company's own has none: the defaults, and what its expenses name).
  await ensureCategoriesOfRecords(trx, state.tenantId, new Date().toISOString());
  await rebuildRollups(trx, state.tenantId);
}

/**
 * For each row, null if it is dated in an open month (to insert), else the id of the stored row it
 * matched: each row in a closed month must equal the next stored one.
 */
const BAIXA_COLUMNS = new Set(['situacao', 'data_baixa', 'conta_id', 'forma_pagamento']);

async function compareClosed<R extends RestoredPayment | RestoredExpense>(
  trx: Executor,
  state: EntriesRestore,
  kind: Kind,
  rows: R[],
): Promise<Array<number | null>> {
  if (state.closedMonths.size === 0) return rows.map(() => null);
  const ids: Array<number | null> = [];
  for (const row of rows) {
    const date = (row as Record<string, unknown>)[DATE[kind]] as string;
    const month = monthOf(date);
    if (!state.closedMonths.has(month)) {
      ids.push(null);
      continue;
    }
    const stored = await nextStored(trx, state, kind, month);
    // A row of a backup made before numbering has no number: the stored row keeps its own. An
    // expense's category name is how it is shown (a rename moves it, ADR 048): the stored one stays.
    // A bill's baixa is cash, not competence (ADR 050): a bill of a closed month may be paid
    // after the backup was made; the stored baixa stays.
    const differs = (c: string) =>
      stored?.[c] !== (row as Record<string, unknown>)[c] &&
      !(c === 'numero' && row.numero === undefined) &&
      !(kind === 'expenses' && c === 'categoria') &&
      !(kind === 'expenses' && stored?.vencimento != null && BAIXA_COLUMNS.has(c));
    if (!stored || COLUMNS[kind].some(differs)) throw monthClosed();
    ids.push(stored.id as number);
  }
  return ids;
}

async function nextStored(
  trx: Executor,
  state: EntriesRestore,
  kind: Kind,
  month: string,
): Promise<Record<string, unknown> | null> {
  let cursor = state.cursors[kind].get(month);
  if (!cursor) {
    cursor = { rows: [], after: null, exhausted: false };
    state.cursors[kind].set(month, cursor);
  }
  if (cursor.rows.length === 0 && !cursor.exhausted) {
    const date = DATE[kind];
    const after = cursor.after;
    let q = trx
      .selectFrom(kind)
      .select(['id', ...(COLUMNS[kind] as ['descricao'])])
      .where('tenant_id', '=', state.tenantId)
      .where(date as 'descricao', '>=', `${month}-01`)
      .where(date as 'descricao', '<=', `${month}-31`);
    if (after) q = q.where((eb) => eb(eb.refTuple(date as 'descricao', 'id'), '>', eb.tuple(after[0], after[1])));
    const rows = (await q
      .orderBy(date as 'descricao')
      .orderBy('id')
      .limit(CHUNK)
      .execute()) as unknown as Array<Record<string, unknown> & { id: number }>;
    const last = rows.at(-1);
    if (last) cursor.after = [last[date] as string, last.id];
    cursor.exhausted = rows.length < CHUNK;
    cursor.rows = rows;
  }
  return cursor.rows.shift() ?? null;
}
