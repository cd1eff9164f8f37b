import { setImmediate } from 'node:timers/promises';
import { type Db, type Executor, openSnapshot } from '../../db/database.js';
import type { Row, TableDecl } from '../../lib/backup/table.js';
import { BACKUP_FORMAT, BACKUP_VERSION } from './document.js';
import { BACKUP_TABLES } from './tables.js';

/** Rows of a large table read per query while a backup is written. */
const EXPORT_CHUNK = 2000;

/**
 * The company's backup document as JSON text, piece by piece, read from one snapshot of the
 * database (`openSnapshot`) so the document is consistent while other requests go on writing.
 * Each table as its declaration says (ADR 031): its columns, in its order (the order a restore
 * writes them in); a large table a chunk at a time, the event loop running other requests between
 * chunks, so a company of a million payments is backed up without holding the server for seconds.
 */
export async function* backupJson(db: Db, tenantId: number, now: Date, chunk = EXPORT_CHUNK): AsyncGenerator<string> {
  const snapshot = await openSnapshot(db);
  try {
    yield `{"format":${JSON.stringify(BACKUP_FORMAT)},"version":${BACKUP_VERSION},"createdAt":${JSON.stringify(now.toISOString())}`;
    for (const decl of BACKUP_TABLES) {
      if (decl.single) {
        const row = await snapshot.db
          .selectFrom(decl.table)
          .select(decl.columns as never)
          .where('id', '=', tenantId)
          .executeTakeFirstOrThrow();
        yield `,${JSON.stringify(decl.name)}:${JSON.stringify(row)}`;
        continue;
      }
      yield `,${JSON.stringify(decl.name)}:[`;
      let first = true;
      for await (const rows of chunksOf(snapshot.db, decl, tenantId, decl.large ? chunk : Number.POSITIVE_INFINITY)) {
        if (rows.length === 0) continue;
        yield (first ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(',');
        first = false;
      }
      yield ']';
    }
    yield '}';
  } finally {
    await snapshot.close();
  }
}

/**
 * The company's rows of a table, `chunk` at a time after the last one read (keyset on the table's
 * order), only the declared columns.
 */
async function* chunksOf(s: Executor, decl: TableDecl, tenantId: number, chunk: number): AsyncGenerator<Row[]> {
  const order = decl.order ?? ['id'];
  const extra = order.filter((c) => !decl.columns.includes(c));
  let after: Row | null = null;
  for (;;) {
    let q = s
      .selectFrom(decl.table)
      .select([...decl.columns, ...extra] as never)
      .where('tenant_id' as never, '=', tenantId as never);
    if (after) {
      const last = after;
      const values = order.map((c) => last[c]);
      q =
        order.length === 1
          ? q.where(order[0] as never, '>', values[0] as never)
          : q.where((eb) =>
              eb(eb.refTuple(...(order as [never, never])), '>', eb.tuple(...(values as [never, never]))),
            );
    }
    for (const column of order) q = q.orderBy(column as never);
    if (Number.isFinite(chunk)) q = q.limit(chunk);
    const rows = (await q.execute()) as Row[];
    const last = rows.at(-1);
    yield extra.length === 0
      ? rows
      : rows.map((row) => {
          const out = { ...row };
          for (const column of extra) delete out[column];
          return out;
        });
    if (!last || rows.length < chunk) return;
    after = last;
    await setImmediate();
  }
}
