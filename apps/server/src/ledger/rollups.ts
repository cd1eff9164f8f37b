import { randomInt } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { monthOf, monthRange, monthsBetween, PAYMENT_STATUSES, PAYMENT_TYPES } from '@livro-caixa/domain';
import { type RawBuilder, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import type { ExpensesTable, Grain, PaymentsTable } from '../db/schema.js';

/**
 * Rollups (ADR 008, ADR 012), kept: each write moves the sums of the rows its entry counts in, and
 * `rebuildRollups` derives them again from the rows. How a period is read from them is
 * `rollup-reads.ts`, re-exported here.
 */
export * from './rollup-reads.js';

// ── keeping them ──────────────────────────────────────────────────────────────────────────────

type Counted = Pick<
  PaymentsTable,
  | 'data_pagamento'
  | 'status'
  | 'tipo_pagamento'
  | 'atendente_id'
  | 'tripeiro_id'
  | 'descricao'
  | 'valor'
  | 'valor_comissao'
  | 'comissao_tripeiro'
>;

type ExpenseCounted = Pick<ExpensesTable, 'data_despesa' | 'categoria' | 'forma_pagamento' | 'valor'>;

type Key = Record<string, string | number>;

interface Delta {
  table: string;
  key: Key;
  sums: Record<string, number>;
}

export const PAYMENT_TABLES = [
  { table: 'payment_rollups', dimension: null },
  { table: 'attendant_rollups', dimension: 'atendente_id' },
  { table: 'tripeiro_rollups', dimension: 'tripeiro_id' },
  { table: 'product_rollups', dimension: 'descricao' },
] as const;

export const PAYMENT_SUMS = ['n', 'valor', 'valor_comissao', 'comissao_tripeiro'] as const;
const EXPENSE_SUMS = ['n', 'valor'] as const;

/** The rows a dated entry counts in: its day, its month, and all time. */
export const periodsOf = (date: string): Array<[Grain, string]> => [
  ['d', date],
  ['m', monthOf(date)],
  ['t', ''],
];

/**
 * Write slots (ADR 012). On PostgreSQL a write adds to one of `SLOTS` rows per key, picked at
 * random per write, so concurrent writes for the same day or person rarely wait on one row; on
 * SQLite, which runs one write at a time, every write uses slot 0 and reads stay one row per key.
 */
export const SLOTS = 16;

export function slotFor(db: Executor): number {
  return isPostgres(db) ? randomInt(SLOTS) : 0;
}

function paymentDeltas(tenantId: number, slot: number, p: Counted, sign: 1 | -1): Delta[] {
  const deltas: Delta[] = [];
  const sums = {
    n: sign,
    valor: sign * p.valor,
    valor_comissao: sign * p.valor_comissao,
    comissao_tripeiro: sign * p.comissao_tripeiro,
  };
  for (const [grain, period] of periodsOf(p.data_pagamento)) {
    for (const { table, dimension } of PAYMENT_TABLES) {
      const key: Key = { tenant_id: tenantId, status: p.status, tipo_pagamento: p.tipo_pagamento, grain, period };
      if (dimension) {
        const value = p[dimension];
        if (value === null) continue;
        key[dimension] = value;
      }
      key.slot = slot;
      deltas.push({ table, key, sums });
    }
  }
  return deltas;
}

function expenseDeltas(tenantId: number, slot: number, e: ExpenseCounted, sign: 1 | -1): Delta[] {
  return periodsOf(e.data_despesa).map(([grain, period]) => ({
    table: 'expense_rollups',
    key: { tenant_id: tenantId, grain, period, categoria: e.categoria, forma_pagamento: e.forma_pagamento ?? '', slot },
    sums: { n: sign, valor: sign * e.valor },
  }));
}

/**
 * Adds the deltas up per row and writes them: one upsert per table, returning the rows it left;
 * those whose sums all came back to zero go. Rows are touched in one fixed order (table, then
 * key), so two concurrent writes on PostgreSQL that meet on a row wait instead of deadlocking.
 * `also`: the rest of the same write, sent with the upserts: `lead` first (the entry's own
 * insert, whose returned row is given back) and `after` (its activity entry).
 *
 * On PostgreSQL every statement is a round trip, and a write's round trips are most of its cost
 * (ADR 012): all of it goes as one statement, each part a data-modifying WITH query, read in
 * order so rows are locked in the same order. SQLite runs them one by one in-process.
 */
async function apply(
  db: Executor,
  deltas: Delta[],
  sumColumns: readonly string[],
  also: Also,
): Promise<Record<string, unknown> | undefined> {
  const after = also.after ?? [];
  const merged = new Map<string, Delta>();
  for (const d of deltas) {
    const id = `${d.table} ${JSON.stringify(Object.values(d.key))}`;
    const cur = merged.get(id);
    if (!cur) merged.set(id, { ...d, sums: { ...d.sums } });
    else for (const c of sumColumns) cur.sums[c] = (cur.sums[c] ?? 0) + (d.sums[c] ?? 0);
  }
  const byTable = new Map<string, Delta[]>();
  for (const id of [...merged.keys()].sort()) {
    const d = merged.get(id) as Delta;
    if (sumColumns.every((c) => d.sums[c] === 0)) continue;
    byTable.set(d.table, [...(byTable.get(d.table) ?? []), d]);
  }
  const upserts = [...byTable].map(([table, rows]) => {
    const keyColumns = Object.keys(rows[0]?.key ?? {});
    const columns = [...keyColumns, ...sumColumns];
    const values = rows.map(
      (r) => sql`(${sql.join([...keyColumns.map((c) => r.key[c]), ...sumColumns.map((c) => r.sums[c])])})`,
    );
    const statement = sql<Record<string, unknown>>`
      insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      values ${sql.join(values)}
      on conflict (${sql.join(keyColumns.map((c) => sql.ref(c)))}) do update set
      ${sql.join(sumColumns.map((c) => sql`${sql.ref(c)} = ${sql.ref(`${table}.${c}`)} + excluded.${sql.ref(c)}`))}
      returning ${sql.join(columns.map((c) => sql.ref(c)))}`;
    return { table, keyColumns, statement };
  });
  const isZero = (r: Record<string, unknown>) => sumColumns.every((c) => Number(r[c]) === 0);
  const emptied: Emptied[] = [];
  let led: Record<string, unknown> | undefined;
  if (isPostgres(db)) {
    const name = (prefix: string, i: number) => sql.raw(`${prefix}${i}`);
    const withs = [
      ...(also.lead ? [sql`lead as (${also.lead})`] : []),
      ...upserts.map((u, i) => sql`${name('u', i)} as (${u.statement})`),
      ...after.map((t, i) => sql`${name('t', i)} as (${t})`),
    ];
    if (withs.length === 0) return undefined;
    const zero = sql.join(
      sumColumns.map((c) => sql`${sql.ref(c)} = 0`),
      sql` and `,
    );
    const reads = [
      ...(also.lead ? [sql`select -1 as u, row_to_json(lead)::text as r from lead`] : []),
      ...upserts.map(
        (_, i) =>
          sql`select ${sql.lit(i)} as u, row_to_json(${name('u', i)})::text as r from ${name('u', i)} where ${zero}`,
      ),
    ];
    const { rows } = await sql<{ u: number; r: string }>`with ${sql.join(withs)}
      ${reads.length ? sql.join(reads, sql` union all `) : sql`select 0 as u, '' as r where false`}`.execute(db);
    for (const { u, r } of rows) {
      if (Number(u) === -1) {
        led = JSON.parse(r);
        continue;
      }
      const upsert = upserts[Number(u)] as (typeof upserts)[number];
      emptied.push({ table: upsert.table, keyColumns: upsert.keyColumns, row: JSON.parse(r) });
    }
  } else {
    if (also.lead) led = (await also.lead.execute(db)).rows[0];
    for (const u of upserts) {
      const { rows } = await u.statement.execute(db);
      for (const row of rows.filter(isZero)) emptied.push({ table: u.table, keyColumns: u.keyColumns, row });
    }
    for (const t of after) await t.execute(db);
  }
  await dropEmptied(db, emptied, sumColumns);
  return led;
}

/** A rollup row an upsert left with every sum at zero, as its `returning` gave it. */
export interface Emptied {
  table: string;
  keyColumns: readonly string[];
  row: Record<string, unknown>;
}

/**
 * Deletes the rows whose sums all came back to zero, if they still are: right inside the write's
 * transaction (the rows are locked) and after a write that was a transaction of its own (ADR 059).
 */
export async function dropEmptied(db: Executor, emptied: Emptied[], sumColumns: readonly string[]): Promise<void> {
  for (const { table, keyColumns, row } of emptied) {
    const match = [
      ...keyColumns.map((c) => sql`${sql.ref(c)} = ${row[c]}`),
      ...sumColumns.map((c) => sql`${sql.ref(c)} = 0`),
    ];
    await sql`delete from ${sql.table(table)} where ${sql.join(match, sql` and `)}`.execute(db);
  }
}

/** What a write sends along with its rollups (see `apply`). */
export interface Also {
  lead?: RawBuilder<Record<string, unknown>>;
  after?: RawBuilder<unknown>[];
}

/** A write's rollups moved from what `before` counted to what `after` counts (either may be absent). */
function rollupMover<C>(
  deltasOf: (tenantId: number, slot: number, counted: C, sign: 1 | -1) => Delta[],
  sums: readonly string[],
) {
  return (db: Executor, tenantId: number, before: C | null, after: C | null, also: Also = {}) => {
    const slot = slotFor(db);
    const deltas = [
      ...(before ? deltasOf(tenantId, slot, before, -1) : []),
      ...(after ? deltasOf(tenantId, slot, after, 1) : []),
    ];
    return apply(db, deltas, sums, also);
  };
}

/** Moves the payment rollups from what `before` counted to what `after` counts (either may be absent). */
export const applyPaymentRollups = rollupMover<Counted>(paymentDeltas, PAYMENT_SUMS);

/** The same for an expense. */
export const applyExpenseRollups = rollupMover<ExpenseCounted>(expenseDeltas, EXPENSE_SUMS);

// ── rebuilding them ───────────────────────────────────────────────────────────────────────────

/** The grains summed from the rows; all time ('t') is summed from the month rows. */
const GRAINS: Array<[Grain, (column: string) => RawBuilder<string>]> = [
  ['d', (column) => sql<string>`${sql.ref(column)}`],
  ['m', (column) => sql<string>`substr(${sql.ref(column)}, 1, 7)`],
];

/** The period as a GROUP BY term; none for all time (PostgreSQL refuses a constant there). */
const byPeriod = (grain: Grain, period: RawBuilder<string>) => (grain === 't' ? sql`` : sql`, ${period}`);

/**
 * The months from the first to the last date of `column` in the company's `table` (none if empty).
 * The `(tenant_id, date…)` index answers both ends at once.
 */
export async function monthsOf(
  db: Executor,
  table: 'payments' | 'expenses',
  column: 'data_pagamento' | 'data_despesa',
  tenantId: number,
): Promise<string[]> {
  const { rows } = await sql<{ first: string | null; last: string | null }>`
    select min(${sql.ref(column)}) as first, max(${sql.ref(column)}) as last
      from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(db);
  const { first, last } = rows[0] ?? { first: null, last: null };
  if (!first || !last) return [];
  return monthsBetween(monthOf(first), monthOf(last));
}

/** Rollup months stored for the company (its 'm' rows), to remove them month by month. */
async function storedMonths(db: Executor, table: string, tenantId: number): Promise<string[]> {
  const { rows } = await sql<{ period: string }>`
    select distinct period from ${sql.table(table)} where tenant_id = ${tenantId} and grain = 'm'`.execute(db);
  return rows.map((r) => r.period).sort();
}

/**
 * Every rollup of one company, derived again from its payments and expenses (all in slot 0).
 *
 * On SQLite month by month, with a turn of the event loop after each statement (ADR 021): a
 * statement runs whole in one turn there, and one statement over a company's 200 000 payments
 * held every other request for seconds. Days and months are summed from the rows (on SQLite one
 * month's, an index range); all time from the month rows just written.
 */
export async function rebuildRollups(db: Executor, tenantId: number): Promise<void> {
  // PostgreSQL runs a statement off the event loop: whole-company statements there (month by
  // month, bench/restore.ts took 88.5 and 54.2 s against 63.5 and 43.7 s).
  const byMonth = !isPostgres(db);
  const statuses = sql.join(PAYMENT_STATUSES.map((v) => sql.lit(v)));
  const tipos = sql.join(PAYMENT_TYPES.map((v) => sql.lit(v)));
  const tables = [...PAYMENT_TABLES.map((t) => t.table), 'expense_rollups'] as const;
  const months = byMonth ? await storedMonths(db, 'payment_rollups', tenantId) : [];
  const expenseMonths = byMonth ? await storedMonths(db, 'expense_rollups', tenantId) : [];
  for (const table of tables) {
    const payment = table !== 'expense_rollups';
    // A month's day and month rows: one index range per status and tipo.
    const leading = payment ? sql`status in (${statuses}) and tipo_pagamento in (${tipos}) and` : sql``;
    for (const month of payment ? months : expenseMonths) {
      await sql`delete from ${sql.table(table)}
        where tenant_id = ${tenantId} and ${leading} grain in ('d', 'm')
          and period >= ${month} and period <= ${`${month}-99`}`.execute(db);
      await setImmediate();
    }
    // What is left: all time, and any row outside those months.
    await sql`delete from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(db);
    await setImmediate();
  }

  const all = { start: '0000-01-01', end: '9999-12-31' };
  const ranges = async (table: 'payments' | 'expenses', column: 'data_pagamento' | 'data_despesa') =>
    byMonth ? (await monthsOf(db, table, column, tenantId)).map((month) => monthRange(month)) : [all];
  for (const { start, end } of await ranges('payments', 'data_pagamento')) {
    for (const [grain, periodOf] of GRAINS) {
      const g = sql.lit(grain);
      const period = periodOf('data_pagamento');
      for (const { table, dimension } of PAYMENT_TABLES) {
        const dim = dimension ? sql`, ${sql.ref(dimension)}` : sql``;
        const present = dimension ? sql`and ${sql.ref(dimension)} is not null` : sql``;
        await sql`
          insert into ${sql.table(table)}
            (tenant_id, status, tipo_pagamento, grain, period${dim}, n, valor, valor_comissao, comissao_tripeiro)
          select tenant_id, status, tipo_pagamento, ${g}, ${period}${dim},
                 count(*), sum(valor), sum(valor_comissao), sum(comissao_tripeiro)
            from payments
           where tenant_id = ${tenantId} and data_pagamento >= ${start} and data_pagamento <= ${end} ${present}
           group by tenant_id, status, tipo_pagamento${byPeriod(grain, period)}${dim}`.execute(db);
        await setImmediate();
      }
    }
  }
  for (const { start, end } of await ranges('expenses', 'data_despesa')) {
    for (const [grain, periodOf] of GRAINS) {
      const g = sql.lit(grain);
      const period = periodOf('data_despesa');
      await sql`
        insert into expense_rollups (tenant_id, grain, period, categoria, forma_pagamento, n, valor)
        select tenant_id, ${g}, ${period}, categoria, coalesce(forma_pagamento, ''), count(*), sum(valor)
          from expenses where tenant_id = ${tenantId} and data_despesa >= ${start} and data_despesa <= ${end}
         group by tenant_id${byPeriod(grain, period)}, categoria, coalesce(forma_pagamento, '')`.execute(db);
      await setImmediate();
    }
  }

  // All time, from the month rows.
  for (const { table, dimension } of PAYMENT_TABLES) {
    const dim = dimension ? sql`, ${sql.ref(dimension)}` : sql``;
    await sql`
      insert into ${sql.table(table)}
        (tenant_id, status, tipo_pagamento, grain, period${dim}, n, valor, valor_comissao, comissao_tripeiro)
      select tenant_id, status, tipo_pagamento, 't', ''${dim},
             sum(n), sum(valor), sum(valor_comissao), sum(comissao_tripeiro)
        from ${sql.table(table)}
       where tenant_id = ${tenantId} and status in (${statuses}) and tipo_pagamento in (${tipos}) and grain = 'm'
       group by tenant_id, status, tipo_pagamento${dim}`.execute(db);
    await setImmediate();
  }
  await sql`
    insert into expense_rollups (tenant_id, grain, period, categoria, forma_pagamento, n, valor)
    select tenant_id, 't', '', categoria, forma_pagamento, sum(n), sum(valor)
      from expense_rollups where tenant_id = ${tenantId} and grain = 'm'
     group by tenant_id, categoria, forma_pagamento`.execute(db);
}
