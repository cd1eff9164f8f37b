import { type LocalDate, monthOf, monthRange, nextMonth, previousMonth } from '@livro-caixa/domain';
import { type Expression, type Selectable, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type Executor, opaque } from '../db/database.js';
import type { Database, Grain } from '../db/schema.js';
import type { PAYMENT_TABLES } from './rollups.js';

/**
 * Rollups (ADR 008, ADR 012): the sums of payments and expenses per day, per month and of all
 * time, per status and tipo, overall and per attendant, tripeiro and description (expenses: per
 * category and forma de pagamento), each key spread over write slots. They change in the same
 * transaction as the payment or expense they count, and `rebuildRollups` derives them again from
 * the rows (seed, restore, checks).
 *
 * A period [start, end] is read as at most three spans: the days before the first whole month,
 * the whole months, and the days after the last whole month.
 *
 * A payment rollup's key leads with status and tipo: a read names the values it wants for both
 * (all of the domain's PAYMENT_STATUSES / PAYMENT_TYPES when it does not filter), so SQLite reads
 * index ranges instead of skip-scanning the company's rows.
 */

export interface Span {
  grain: Grain;
  from: string;
  to: string;
}

/**
 * The spans covering [start, end] (inclusive; a missing bound is open). `daysOnly` reads every
 * day on its own (a report grouped by day).
 */
export function spansOf(start: LocalDate | undefined, end: LocalDate | undefined, daysOnly = false): Span[] {
  if (start && end && start > end) return [];
  if (daysOnly) return [{ grain: 'd', from: start ?? '0000-01-01', to: end ?? '9999-12-31' }];
  const firstWhole = !start ? '0000-01' : start.endsWith('-01') ? monthOf(start) : nextMonth(monthOf(start));
  const lastWhole = !end ? '9999-12' : end === monthRange(end).end ? monthOf(end) : previousMonth(monthOf(end));
  // Start and end are both set whenever there is no whole month between them.
  if (firstWhole > lastWhole) return [{ grain: 'd', from: start as string, to: end as string }];
  const spans: Span[] = [];
  if (start && firstWhole !== monthOf(start)) spans.push({ grain: 'd', from: start, to: monthRange(start).end });
  spans.push({ grain: 'm', from: firstWhole, to: lastWhole });
  if (end && lastWhole !== monthOf(end)) spans.push({ grain: 'd', from: monthRange(end).start, to: end });
  return spans;
}

/** The rows of a rollup table inside the spans (one index range per span). */
export function inSpans(spans: Span[], alias?: string): Expression<SqlBool> {
  if (spans.length === 0) return sql<SqlBool>`1 = 0`;
  const ref = (column: string) => sql.ref(alias ? `${alias}.${column}` : column);
  const terms = spans.map(
    (s) => sql`(${ref('grain')} = ${s.grain} and ${ref('period')} >= ${s.from} and ${ref('period')} <= ${s.to})`,
  );
  return sql<SqlBool>`(${sql.join(terms, sql` or `)})`;
}

type RollupTable = (typeof PAYMENT_TABLES)[number]['table'] | 'expense_rollups';

/** Key columns of a rollup read and the value (or values) each must have. */
export type RollupKey = Record<string, string | number | readonly string[]>;

/** The key of confirmed entradas: what revenue, sales and commissions are read from (docs/product-rules.md "Money"). */
export const CONFIRMED_ENTRADA = { status: 'confirmado', tipo_pagamento: 'entrada' } as const;

/**
 * The rows of a rollup table with `key` inside the spans, for a read to sum or group
 * (`selectFrom(rowsInSpans(...).as('r'))`), its values `opaque` (ADR 058). A company's rows: one
 * SELECT per span, joined by UNION ALL, so each span is one range of the primary key whatever
 * statistics the database keeps; through an `or` of spans, SQLite without statistics (a production
 * database before ADR 062) read all of the company's rows of that status and tipo,
 * days and months, and with them went through a "MULTI-INDEX OR" (ADR 056). Every company's rows
 * (no `tenant_id` in `key`, the admin's figures): no span is a range of the primary key, which
 * leads with the company, so one SELECT with the spans as an `or`, never a read of the whole table
 * per span.
 */
export function rowsInSpans<T extends RollupTable, C extends keyof Selectable<Database[T]> & string>(
  db: Executor,
  table: T,
  key: RollupKey,
  spans: Span[],
  columns: readonly C[],
): SelectQueryBuilder<Database, T, Pick<Selectable<Database[T]>, C>> {
  const rows = (where: Expression<SqlBool>) => {
    let q = db.selectFrom(table as 'payment_rollups').select(columns as never);
    for (const [column, value] of Object.entries(key)) {
      q = Array.isArray(value)
        ? q.where(
            sql.ref(column),
            'in',
            value.map((v) => opaque(db, v)),
          )
        : q.where(sql.ref(column), '=', opaque(db, value));
    }
    return q.where(where) as never as SelectQueryBuilder<Database, T, Pick<Selectable<Database[T]>, C>>;
  };
  const range = (s: Span) =>
    sql<SqlBool>`(grain = ${opaque(db, s.grain)} and period >= ${opaque(db, s.from)} and period <= ${opaque(db, s.to)})`;
  const [first, ...rest] = spans;
  if (!first) return rows(sql<SqlBool>`1 = 0`);
  if (!('tenant_id' in key)) return rows(sql<SqlBool>`(${sql.join(spans.map(range), sql` or `)})`);
  return rest.reduce((all, s) => all.unionAll(rows(range(s))), rows(range(first)));
}

/**
 * Spans as named values, for a `prepared` query: which spans exist is the query's shape, their
 * grains and bounds are bound values. `spansIn` gives them back inside the query's builder.
 */
type SpanKey<P extends string> = `${P}${0 | 1 | 2}${'Grain' | 'From' | 'To'}`;
export type SpanValues<P extends string = 'span'> = Partial<Record<SpanKey<P>, string>>;

const SPAN_SLOTS = [0, 1, 2] as const;

/**
 * The values a prepared statement binds for the spans of [start, end] (`spansOf`); `spansIn` reads
 * them back. `prefix`: for a query with two sets of spans (the period and the window before it).
 */
export function spanValues<P extends string = 'span'>(
  start: LocalDate | undefined,
  end: LocalDate | undefined,
  prefix = 'span' as P,
): SpanValues<P> {
  const spans = spansOf(start, end);
  if (spans.length > SPAN_SLOTS.length) throw new Error(`at most ${SPAN_SLOTS.length} spans`);
  const values: SpanValues<P> = {};
  spans.forEach((s, n) => {
    values[`${prefix}${n}Grain` as SpanKey<P>] = s.grain;
    values[`${prefix}${n}From` as SpanKey<P>] = s.from;
    values[`${prefix}${n}To` as SpanKey<P>] = s.to;
  });
  return values;
}

export function spansIn<P extends string = 'span'>(values: SpanValues<P>, prefix = 'span' as P): Span[] {
  const at = (n: number, part: 'Grain' | 'From' | 'To') => values[`${prefix}${n}${part}` as SpanKey<P>];
  return SPAN_SLOTS.filter((n) => at(n, 'From') !== undefined).map((n) => ({
    grain: at(n, 'Grain') as Grain,
    from: at(n, 'From') as string,
    to: at(n, 'To') as string,
  }));
}

/**
 * For a grouped read: the groups that count at least one entry. On PostgreSQL a key's slots can
 * hold deltas that cancel out (+1 in one slot, −1 in another), which leave a group of zeros.
 */
export function hasEntries(alias?: string): Expression<SqlBool> {
  return sql<SqlBool>`sum(${sql.ref(alias ? `${alias}.n` : 'n')}) <> 0`;
}

type PaymentRollupTable = (typeof PAYMENT_TABLES)[number]['table'];

/**
 * A payment rollup's confirmed entradas of one company in [start, end] (a missing bound is open):
 * what revenue, sales and commissions are read from (docs/product-rules.md "Money").
 */
export function confirmedEntradas<T extends PaymentRollupTable>(
  db: Executor,
  table: T,
  tenantId: number,
  start: LocalDate | undefined,
  end: LocalDate | undefined,
): SelectQueryBuilder<Database, T, object> {
  // Built on one table, typed for the caller's: the four share these key columns.
  return db
    .selectFrom(table as 'payment_rollups')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', CONFIRMED_ENTRADA.status)
    .where('tipo_pagamento', '=', CONFIRMED_ENTRADA.tipo_pagamento)
    .where(inSpans(spansOf(start, end))) as unknown as SelectQueryBuilder<Database, T, object>;
}
