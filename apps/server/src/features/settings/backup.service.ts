import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { FIELD_MSG, SETTINGS_MSG } from '@livro-caixa/domain';
import { z } from 'zod';
import { type Db, type Executor, openSnapshot } from '../../db/database.js';
import {
  beginEntriesRestore,
  finishEntriesRestore,
  insertChunks,
  restoreExpenses,
  restorePayments,
} from '../../ledger/restore.js';
import { validationError } from '../../lib/errors.js';
import { searchKeyOf } from '../../lib/search.js';
import { type BackupRow, type BackupTable, checkRow, RESTORE_MSG, rowError } from './backup-rows.js';

/**
 * A company's data as one JSON document (format version 1): every business table of the company,
 * money in centavos and percentages in hundredths as stored, users without password hashes,
 * sessions, tokens or 2FA secrets. Restore replaces the company's data with a document's, all or
 * nothing, giving rows new ids and re-linking them (ADR 007).
 */
export const BACKUP_FORMAT = 'livro-caixa-backup';
export const BACKUP_VERSION = 1;
/** A backup file being written; never listed nor served. */
const PARTIAL = '.partial';

const PAYMENT_FIELDS = [
  'descricao',
  'valor',
  'data_pagamento',
  'atendente_id',
  'tripeiro_id',
  'tipo_pagamento',
  'status',
  'observacoes',
  'comissao_percentual',
  'valor_comissao',
  'tripeiro_percentual',
  'comissao_tripeiro',
  'created_by',
  'created_at',
  'updated_at',
] as const;

const EXPENSE_FIELDS = [
  'descricao',
  'valor',
  'data_despesa',
  'categoria',
  'forma_pagamento',
  'observacoes',
  'created_by',
  'created_at',
  'updated_at',
] as const;

/** Rows of payments or expenses read per query while a backup is written. */
const EXPORT_CHUNK = 2000;

/** Where a chunked read stopped: the last row's date and id. */
type After = readonly [date: string, id: number] | null;

/**
 * A JSON array written chunk by chunk (`"name":[…]`), in the order `read` gives (date, then id).
 * Between chunks the event loop runs other requests: a company of a million payments is backed up
 * without holding the server for seconds.
 */
async function* jsonArray<R extends { id: number }>(
  name: string,
  read: (after: After) => Promise<R[]>,
  dateOf: (row: R) => string,
  chunk: number,
): AsyncGenerator<string> {
  yield `,${JSON.stringify(name)}:[`;
  let after: After = null;
  let first = true;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) {
      yield (first ? '' : ',') + rows.map(({ id: _id, ...row }) => JSON.stringify(row)).join(',');
      first = false;
    }
    const last = rows.at(-1);
    if (!last || rows.length < chunk) break;
    after = [dateOf(last), last.id];
    await setImmediate();
  }
  yield ']';
}

/**
 * The company's backup document as JSON text, piece by piece, read from one snapshot of the
 * database (`openSnapshot`) so the document is consistent while other requests go on writing.
 * Payments and expenses come in date order (then id, their order of entry), which is the order a
 * restore inserts them in; every other table in id order.
 */
export async function* backupJson(db: Db, tenantId: number, now: Date, chunk = EXPORT_CHUNK): AsyncGenerator<string> {
  const snapshot = await openSnapshot(db);
  try {
    const s = snapshot.db;
    const company = await s
      .selectFrom('tenants')
      .select(['name', 'tipo_empresa', 'cnpj'])
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    yield `{"format":${JSON.stringify(BACKUP_FORMAT)},"version":${BACKUP_VERSION},"createdAt":${JSON.stringify(now.toISOString())},"company":${JSON.stringify(company)}`;
    const whole = async (name: string, rows: Promise<unknown[]>) =>
      `,${JSON.stringify(name)}:${JSON.stringify(await rows)}`;
    yield await whole(
      'users',
      s
        .selectFrom('users')
        .select(['id', 'name', 'email', 'role', 'is_active'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
    );
    yield await whole(
      'attendants',
      s
        .selectFrom('attendants')
        .where('tenant_id', '=', tenantId)
        .select([
          'id',
          'nome',
          'email',
          'telefone',
          'comissao_percentual',
          'observacoes',
          'ativo',
          'created_at',
          'updated_at',
        ])
        .orderBy('id')
        .execute(),
    );
    yield await whole(
      'tripeiros',
      s
        .selectFrom('tripeiros')
        .where('tenant_id', '=', tenantId)
        .select([
          'id',
          'nome',
          'email',
          'telefone',
          'endereco',
          'cidade',
          'estado',
          'cep',
          'comissao_percentual',
          'observacoes',
          'ativo',
          'created_at',
          'updated_at',
        ])
        .orderBy('id')
        .execute(),
    );
    yield await whole(
      'tripeiro_accounts',
      s
        .selectFrom('tripeiro_accounts')
        .where('tenant_id', '=', tenantId)
        .select([
          'tripeiro_id',
          'numero_conta',
          'descricao',
          'limite_credito',
          'saldo_devedor',
          'observacoes',
          'ativa',
          'created_at',
          'updated_at',
        ])
        .orderBy('id')
        .execute(),
    );
    yield* jsonArray(
      'payments',
      (after) => {
        let q = s
          .selectFrom('payments')
          .select(['id', ...PAYMENT_FIELDS])
          .where('tenant_id', '=', tenantId);
        if (after) q = q.where((eb) => eb(eb.refTuple('data_pagamento', 'id'), '>', eb.tuple(...after)));
        return q.orderBy('data_pagamento').orderBy('id').limit(chunk).execute();
      },
      (p) => p.data_pagamento,
      chunk,
    );
    yield* jsonArray(
      'expenses',
      (after) => {
        let q = s
          .selectFrom('expenses')
          .select(['id', ...EXPENSE_FIELDS])
          .where('tenant_id', '=', tenantId);
        if (after) q = q.where((eb) => eb(eb.refTuple('data_despesa', 'id'), '>', eb.tuple(...after)));
        return q.orderBy('data_despesa').orderBy('id').limit(chunk).execute();
      },
      (e) => e.data_despesa,
      chunk,
    );
    yield await whole(
      'notes',
      s
        .selectFrom('notes')
        .where('tenant_id', '=', tenantId)
        .select(['user_id', 'title', 'content', 'color', 'is_pinned', 'created_at', 'updated_at'])
        .orderBy('id')
        .execute(),
    );
    yield await whole(
      'reminders',
      s
        .selectFrom('reminders')
        .where('tenant_id', '=', tenantId)
        .select([
          'user_id',
          'title',
          'description',
          'due_date',
          'due_time',
          'priority',
          'category',
          'status',
          'completed_at',
          'created_at',
          'updated_at',
        ])
        .orderBy('id')
        .execute(),
    );
    yield await whole(
      'closings',
      s
        .selectFrom('closings')
        .where('tenant_id', '=', tenantId)
        .select(['month', 'status', 'snapshot', 'closed_at', 'created_at', 'updated_at'])
        .orderBy('id')
        .execute(),
    );
    yield '}';
  } finally {
    await snapshot.close();
  }
}

/** A payment or expense of the document with its place in it (for the error that names it). */
export interface Indexed<R> {
  index: number;
  row: R;
}

/**
 * A backup document whose rows are all checked (`backup-rows.ts`). Payments and expenses, the
 * tables that grow, are read a chunk at a time, in document order.
 */
export interface RestoreInput {
  company: BackupRow<'company'>;
  users: BackupRow<'users'>[];
  attendants: BackupRow<'attendants'>[];
  tripeiros: BackupRow<'tripeiros'>[];
  tripeiro_accounts: BackupRow<'tripeiro_accounts'>[];
  notes: BackupRow<'notes'>[];
  reminders: BackupRow<'reminders'>[];
  payments: () => AsyncIterable<Indexed<BackupRow<'payments'>>[]>;
  expenses: () => AsyncIterable<Indexed<BackupRow<'expenses'>>[]>;
  counts: { payments: number; expenses: number };
}

/** The tables of a document, in the order `backupJson` writes them. */
export const BACKUP_TABLES = [
  'users',
  'attendants',
  'tripeiros',
  'tripeiro_accounts',
  'payments',
  'expenses',
  'notes',
  'reminders',
  'closings',
] as const satisfies readonly BackupTable[];

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
});

/** The document's format and version, or a 400. */
export function checkHeader(header: unknown): void {
  if (!headerSchema.safeParse(header).success)
    throw validationError(`${SETTINGS_MSG.backupInvalid}: ${RESTORE_MSG.header}`);
}

/** What rows alone cannot tell: a person's id twice, an account number twice, an account of no tripeiro. */
export function checkDocument(input: Pick<RestoreInput, 'attendants' | 'tripeiros' | 'tripeiro_accounts'>): void {
  for (const table of ['attendants', 'tripeiros'] as const) {
    const seen = new Set<number>();
    input[table].forEach((p, i) => {
      if (seen.has(p.id)) throw rowError(table, i, 'id', RESTORE_MSG.duplicateId);
      seen.add(p.id);
    });
  }
  const tripeiros = new Set(input.tripeiros.map((t) => t.id));
  const numbers = new Set<string>();
  input.tripeiro_accounts.forEach((a, i) => {
    if (!tripeiros.has(a.tripeiro_id)) throw rowError('tripeiro_accounts', i, 'tripeiro_id', FIELD_MSG.tripeiroInvalid);
    if (numbers.has(a.numero_conta))
      throw rowError('tripeiro_accounts', i, 'numero_conta', RESTORE_MSG.duplicateAccount);
    numbers.add(a.numero_conta);
  });
}

/** A whole document already in memory, checked row by row (the route streams instead). */
export function parseBackup(input: unknown): RestoreInput {
  checkHeader(input);
  const doc = input as Record<string, unknown>;
  const company = checkRow('company', null, doc.company);
  const tables = Object.fromEntries(
    BACKUP_TABLES.map((table) => {
      const rows = doc[table];
      if (!Array.isArray(rows)) throw rowError(table, null, null, RESTORE_MSG.missing);
      return [table, rows.map((row, i) => checkRow(table, i, row))];
    }),
  ) as { [T in (typeof BACKUP_TABLES)[number]]: BackupRow<T>[] };
  const parsed: RestoreInput = {
    ...tables,
    company,
    payments: () => inChunks(tables.payments),
    expenses: () => inChunks(tables.expenses),
    counts: { payments: tables.payments.length, expenses: tables.expenses.length },
  };
  checkDocument(parsed);
  return parsed;
}

async function* inChunks<R>(rows: R[]): AsyncGenerator<Indexed<R>[]> {
  for (let i = 0; i < rows.length; i += RESTORE_CHUNK)
    yield rows.slice(i, i + RESTORE_CHUNK).map((row, j) => ({ index: i + j, row }));
}

/** Rows of payments or expenses written per statement during a restore. */
export const RESTORE_CHUNK = 500;

/**
 * Replaces the company's data with the document's, in one transaction: either everything is
 * restored or nothing changed (ADR 007, ADR 016). Users are not created or removed; notes,
 * reminders and authors follow users by e-mail. Attendants and tripeiros keep their ids when the
 * document's are this company's (so a closed month's payments still point at the same people);
 * others get new ones. Payments and expenses go through the ledger's bulk path, which keeps every
 * closed month as stored and refuses a document that differs there (409 MONTH_CLOSED). The
 * server's closings are kept as they are.
 */
export async function restoreTenant(db: Db, tenantId: number, input: RestoreInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'email']).where('tenant_id', '=', tenantId).execute();
    const userByEmail = new Map(users.map((u) => [u.email, u.id]));
    const userMap = new Map<number, number>();
    for (const u of input.users) {
      const id = userByEmail.get(u.email.trim().toLowerCase());
      if (id) userMap.set(u.id, id);
    }
    const mapUser = (id: number | null) => (id === null ? null : (userMap.get(id) ?? null));

    const entries = await beginEntriesRestore(trx, tenantId);
    for (const table of ['idempotency_keys', 'tripeiro_accounts', 'notes', 'reminders'] as const) {
      await trx.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
    }
    const at = now.toISOString();
    await trx
      .updateTable('tenants')
      .set({
        name: input.company.name,
        tipo_empresa: input.company.tipo_empresa,
        cnpj: input.company.cnpj,
        updated_at: at,
      })
      .where('id', '=', tenantId)
      .execute();

    const attendants = await restorePeople(trx, 'attendants', tenantId, input.attendants, (a) =>
      searchKeyOf(a.nome, a.email, a.telefone),
    );
    const tripeiros = await restorePeople(trx, 'tripeiros', tenantId, input.tripeiros, (t) =>
      searchKeyOf(t.nome, t.email, t.telefone, t.cidade),
    );
    await insertChunks(input.tripeiro_accounts, (chunk) =>
      trx
        .insertInto('tripeiro_accounts')
        .values(
          chunk.map((a) => ({ ...a, tenant_id: tenantId, tripeiro_id: tripeiros.map.get(a.tripeiro_id) as number })),
        )
        .execute(),
    );

    for await (const chunk of input.payments()) {
      const rows = chunk.map(({ index, row }) => {
        const atendente_id = row.atendente_id === null ? null : attendants.map.get(row.atendente_id);
        if (atendente_id === undefined) throw rowError('payments', index, 'atendente_id', FIELD_MSG.attendantInvalid);
        const tripeiro_id = row.tripeiro_id === null ? null : tripeiros.map.get(row.tripeiro_id);
        if (tripeiro_id === undefined) throw rowError('payments', index, 'tripeiro_id', FIELD_MSG.tripeiroInvalid);
        return { ...row, atendente_id, tripeiro_id, created_by: mapUser(row.created_by) };
      });
      await restorePayments(trx, entries, rows);
      await setImmediate();
    }
    for await (const chunk of input.expenses()) {
      await restoreExpenses(
        trx,
        entries,
        chunk.map(({ row }) => ({ ...row, created_by: mapUser(row.created_by) })),
      );
      await setImmediate();
    }
    await finishEntriesRestore(trx, entries);
    // Only now: a closed month's stored payments may point at them until its rows were matched.
    await removeOthers(trx, 'attendants', tenantId, attendants.kept);
    await removeOthers(trx, 'tripeiros', tenantId, tripeiros.kept);

    const owned = <T extends { user_id: number }>(rows: T[]) =>
      rows.flatMap((r) => {
        const user = userMap.get(r.user_id);
        return user === undefined ? [] : [{ ...r, user_id: user, tenant_id: tenantId }];
      });
    await insertChunks(owned(input.notes), (chunk) => trx.insertInto('notes').values(chunk).execute());
    await insertChunks(owned(input.reminders), (chunk) => trx.insertInto('reminders').values(chunk).execute());
    return {
      attendants: input.attendants.length,
      tripeiros: input.tripeiros.length,
      payments: input.counts.payments,
      expenses: input.counts.expenses,
    };
  });
}

/**
 * Writes the document's attendants or tripeiros: a person whose id is one of this company's is
 * updated in place (it keeps its id), any other is inserted. Returns the document id → stored id
 * map and the ids kept.
 */
async function restorePeople<R extends { id: number; nome: string }>(
  trx: Executor,
  table: 'attendants' | 'tripeiros',
  tenantId: number,
  people: R[],
  searchKey: (row: R) => string,
): Promise<{ map: Map<number, number>; kept: Set<number> }> {
  const stored = new Set(
    (await trx.selectFrom(table).select('id').where('tenant_id', '=', tenantId).execute()).map((r) => r.id),
  );
  const map = new Map<number, number>();
  for (const { id, ...person } of people) {
    const values = { ...person, search_key: searchKey({ id, ...person } as R) };
    if (stored.has(id)) {
      await trx
        .updateTable(table)
        .set(values as never)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
      map.set(id, id);
    } else {
      const row = await trx
        .insertInto(table)
        .values({ ...values, tenant_id: tenantId } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      map.set(id, row.id);
    }
  }
  return { map, kept: new Set(map.values()) };
}

/** Removes the company's attendants or tripeiros that the document does not have. */
async function removeOthers(trx: Executor, table: 'attendants' | 'tripeiros', tenantId: number, kept: Set<number>) {
  const stored = await trx.selectFrom(table).select('id').where('tenant_id', '=', tenantId).execute();
  const gone = stored.map((r) => r.id).filter((id) => !kept.has(id));
  await insertChunks(gone, (ids) =>
    trx.deleteFrom(table).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute(),
  );
}

// ── files written on schedule ────────────────────────────────────────────────────────────

export function backupDir(dataDir: string, tenantId: number): string {
  return join(dataDir, 'backups', `empresa-${tenantId}`);
}

export async function listBackups(db: Executor, tenantId: number) {
  const rows = await db
    .selectFrom('backups')
    .select(['file_name', 'size_bytes', 'kind', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({ name: r.file_name, size: r.size_bytes, kind: r.kind, created_at: r.created_at }));
}

/**
 * Writes the company's backup under DATA_DIR/backups and records it. The file is written under a
 * temporary name and renamed when complete: a listed backup is never a partial one.
 */
export async function writeBackupFile(db: Db, dataDir: string, tenantId: number, kind: 'auto' | 'manual', now: Date) {
  const iso = now.toISOString();
  const name = `backup_${iso.slice(0, 10)}_${iso.slice(11, 16).replace(':', '')}.json`;
  const dir = backupDir(dataDir, tenantId);
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `${name}${PARTIAL}`);
  try {
    await pipeline(Readable.from(backupJson(db, tenantId, now)), createWriteStream(partial));
    await rename(partial, join(dir, name));
  } finally {
    await rm(partial, { force: true });
  }
  const { size } = await stat(join(dir, name));
  await db
    .insertInto('backups')
    .values({ tenant_id: tenantId, file_name: name, size_bytes: size, kind, created_at: iso })
    .execute();
  return name;
}

export async function readBackupFile(db: Db, dataDir: string, tenantId: number, name: string): Promise<Buffer | null> {
  const row = await db
    .selectFrom('backups')
    .select('file_name')
    .where('tenant_id', '=', tenantId)
    .where('file_name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  try {
    return await readFile(join(backupDir(dataDir, tenantId), row.file_name));
  } catch {
    return null;
  }
}

/** Removes the company's backups older than its retention. */
export async function pruneBackups(db: Db, dataDir: string, tenantId: number, retentionDays: number, now: Date) {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const old = await db
    .selectFrom('backups')
    .select(['id', 'file_name'])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '<', cutoff)
    .execute();
  for (const row of old) {
    await rm(join(backupDir(dataDir, tenantId), row.file_name), { force: true });
    await db.deleteFrom('backups').where('id', '=', row.id).execute();
  }
  return old.length;
}
