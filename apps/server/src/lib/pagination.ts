import type { Pagination } from '@livro-caixa/domain';
import type { SelectQueryBuilder } from 'kysely';

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
