import type { Pagination } from '@livro-caixa/domain';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type Executor, opaque } from '../db/database.js';

export function pageInfo(total: number, page: number, limit: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

/**
 * A page of what `filtered` selects and the count of all of it, read at once (two statements):
 * `rows` picks the columns and the order, the page's limit and offset are added here.
 */
export async function pageOf<DB, TB extends keyof DB, R>(
  filtered: () => SelectQueryBuilder<DB, TB, object>,
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, R>,
  page: number,
  limit: number,
): Promise<{ rows: R[]; total: number }> {
  const [found, count] = await Promise.all([
    rows(filtered()).limit(limit).offset(offsetOf(page, limit)).execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: found as R[], total: Number((count as { n: number | string }).n) };
}

/**
 * The newest `limit` rows of a company's table dated in [start, end] (`columns` name its tenant,
 * date and id columns), newest first then by id: the (tenant, date, id) index read in order. The
 * values are `opaque`, so SQLite plans the statement once whatever the company (ADR 058).
 */
export function newestInPeriod<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  db: Executor,
  columns: { tenant: string; date: string; id: string },
  v: { tenantId: number; start: string; end: string; limit: number },
): SelectQueryBuilder<DB, TB, O> {
  const date = sql.ref(columns.date);
  return query
    .where(sql<SqlBool>`${sql.ref(columns.tenant)} = ${opaque(db, v.tenantId)}`)
    .where(sql<SqlBool>`${date} >= ${opaque(db, v.start)}`)
    .where(sql<SqlBool>`${date} <= ${opaque(db, v.end)}`)
    .orderBy(date, 'desc')
    .orderBy(sql.ref(columns.id), 'desc')
    .limit(v.limit);
}
