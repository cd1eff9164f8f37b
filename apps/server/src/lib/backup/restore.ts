import { setImmediate } from 'node:timers/promises';
import { isUniqueViolation } from '../../db/errors.js';
import { RESTORE_MSG, rowError } from './fields.js';
import type { Chunks, IdLookup, Indexed, RestoreContext, RestoreSteps, Row, TableDecl } from './table.js';

/** Rows per multi-row insert or delete. */
const CHUNK = 500;

export async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * The ids a multi-row insert gave, in the order of its VALUES list. Neither database promises the
 * order of RETURNING, but both number the rows as the VALUES list produces them, one after the
 * other (SQLite's AUTOINCREMENT takes the next rowid per row; PostgreSQL's identity calls nextval
 * per row, and a concurrent insert can only take numbers between, not reorder ours): sorted, the
 * returned ids are the rows' in order.
 */
export function idsInOrder(returned: Array<{ id: number | string }>, expected: number): number[] {
  const ids = returned.map((r) => Number(r.id)).sort((a, b) => a - b);
  if (ids.length !== expected) throw new Error(`insert returned ${ids.length} ids for ${expected} rows`);
  return ids;
}

/**
 * Document ids → stored ids, packed in one sorted BigInt64Array (document id in the high half): 16
 * bytes a row while it grows, not the ~80 of a Map entry, for a company of millions of payments.
 * A document id given twice answers 'twice'.
 */
export class IdMap implements IdLookup {
  private pairs = new BigInt64Array(1024);
  private n = 0;
  private sorted = true;

  add(documentId: number, storedId: number): void {
    if (this.n === this.pairs.length) {
      const bigger = new BigInt64Array(this.pairs.length * 2);
      bigger.set(this.pairs);
      this.pairs = bigger;
    }
    this.pairs[this.n++] = (BigInt(documentId) << 32n) | BigInt(storedId);
    this.sorted = false;
  }

  get(documentId: number | string): number | undefined | 'twice' {
    if (typeof documentId !== 'number') return undefined;
    if (!this.sorted) {
      this.pairs = this.pairs.slice(0, this.n).sort();
      this.sorted = true;
    }
    let lo = 0;
    let hi = this.n;
    const key = BigInt(documentId);
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.pairs[mid] as bigint) >> 32n < key) lo = mid + 1;
      else hi = mid;
    }
    if (lo >= this.n || (this.pairs[lo] as bigint) >> 32n !== key) return undefined;
    if (lo + 1 < this.n && (this.pairs[lo + 1] as bigint) >> 32n === key) return 'twice';
    return Number((this.pairs[lo] as bigint) & 0xffffffffn);
  }
}

/**
 * The row with each reference replaced by the stored id (`Ref`), or null when a `drop` reference
 * leaves it out. A negative document id already points at nothing and stays as it is.
 */
export function remapRow<R extends Row>(ctx: RestoreContext, decl: TableDecl, index: number, row: R): R | null {
  const out: Row = { ...row };
  for (const [column, ref] of Object.entries(decl.refs ?? {})) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    if (typeof value === 'number' && value < 0 && ref.missing === 'negate') continue;
    const key = ref.by ? row[ref.by] : value;
    const stored = key === null || key === undefined ? undefined : ctx.ids.get(ref.to)?.get(key);
    if (stored === 'twice') throw rowError(decl, index, column, RESTORE_MSG.duplicatePayment);
    if (stored !== undefined) {
      out[column] = stored;
      continue;
    }
    if (ref.missing === 'drop') return null;
    if (ref.missing === 'error') throw rowError(decl, index, column, ref.message ?? RESTORE_MSG.noParent);
    out[column] = ref.missing === 'null' ? null : -(value as number);
  }
  return out as R;
}

/**
 * The default way back (every table but those whose owner says otherwise): the company's rows are
 * deleted, the document's inserted with their references remapped, and their new ids remembered
 * for the tables after them.
 */
export function replaceRows(decl: TableDecl): RestoreSteps {
  return {
    async clear({ trx, tenantId }) {
      await trx
        .deleteFrom(decl.table)
        .where('tenant_id' as never, '=', tenantId as never)
        .execute();
    },
    async write(ctx, rows: Chunks) {
      const ids = new IdMap();
      const byKey = new Map<string, number>();
      if (decl.mapBy) ctx.ids.set(decl.name, { get: (key) => byKey.get(String(key)) });
      else if (decl.columns.includes('id')) ctx.ids.set(decl.name, ids);
      for await (const chunk of rows()) {
        const kept = chunk.flatMap(({ index, row }) => {
          const mapped = remapRow(ctx, decl, index, row);
          return mapped ? [{ index, row: mapped }] : [];
        });
        await insertChunks(kept, async (part) => {
          const stored = await insert(ctx, decl, part);
          part.forEach(({ row }, i) => {
            const id = stored[i] as number;
            if (decl.mapBy) byKey.set(String(row[decl.mapBy]), id);
            else if (typeof row.id === 'number') ids.add(row.id, id);
          });
        });
        await setImmediate();
      }
    },
  };
}

async function insert(ctx: RestoreContext, decl: TableDecl, part: Indexed<Row>[]): Promise<number[]> {
  const values = part.map(({ row: { id: _id, ...row } }) => ({ ...row, tenant_id: ctx.tenantId }));
  try {
    const q = ctx.trx.insertInto(decl.table).values(values as never);
    if (!decl.mapBy && !decl.columns.includes('id')) {
      await q.execute();
      return [];
    }
    return idsInOrder(await q.returning('id' as never).execute(), part.length);
  } catch (error) {
    if (decl.uniqueViolation && isUniqueViolation(error))
      throw rowError(decl, null, decl.uniqueViolation.field, decl.uniqueViolation.message);
    throw error;
  }
}

/**
 * Rows that keep their id (attendants, tripeiros: bookmarks and stored closings name them): a row
 * whose id is one of the company's is updated in place, any other inserted with a new one; the
 * company's rows the document lacks are removed when the restore finishes, after the payments of
 * closed months that may still name them were matched (ADR 016). `derive` adds derived columns.
 */
export function keepIdRows<R extends { id: number }>(
  table: 'attendants' | 'tripeiros' | 'financial_accounts',
  derive: (row: R) => Row,
): RestoreSteps<R> {
  const storedIds = async ({ trx, tenantId }: RestoreContext) =>
    (await trx.selectFrom(table).select('id').where('tenant_id', '=', tenantId).execute()).map((r) => r.id);
  return {
    async write(ctx, rows) {
      const { trx, tenantId } = ctx;
      const stored = new Set(await storedIds(ctx));
      const map = new Map<number, number>();
      for await (const chunk of rows())
        for (const { row } of chunk) {
          const { id, ...values } = { ...row, ...derive(row) };
          if (stored.has(id)) {
            await trx
              .updateTable(table)
              .set(values as never)
              .where('tenant_id', '=', tenantId)
              .where('id', '=', id)
              .execute();
            map.set(id, id);
          } else {
            const inserted = await trx
              .insertInto(table)
              .values({ ...values, tenant_id: tenantId } as never)
              .returning('id')
              .executeTakeFirstOrThrow();
            map.set(id, inserted.id);
          }
        }
      ctx.ids.set(table, { get: (key) => (typeof key === 'number' ? map.get(key) : undefined) });
      ctx.state.set(table, new Set(map.values()));
    },
    async finish(ctx) {
      const kept = ctx.state.get(table) as Set<number>;
      const gone = (await storedIds(ctx)).filter((id) => !kept.has(id));
      await insertChunks(gone, (ids) =>
        ctx.trx.deleteFrom(table).where('tenant_id', '=', ctx.tenantId).where('id', 'in', ids).execute(),
      );
    },
  };
}
