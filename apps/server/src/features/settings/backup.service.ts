import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { SETTINGS_MSG } from '@livro-caixa/domain';
import { z } from 'zod';
import { type Db, type Executor, openSnapshot } from '../../db/database.js';
import { clearEntries, insertChunks, restoreEntries } from '../../ledger/restore.js';
import { validationError } from '../../lib/errors.js';
import { searchKeyOf } from '../../lib/search.js';

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

const nullableText = z.string().nullable();
const int = z.number().int();

const backupDocSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  company: z.object({ name: z.string().min(1), tipo_empresa: nullableText, cnpj: nullableText }),
  users: z.array(z.object({ id: int, name: z.string(), email: z.string(), role: z.string(), is_active: int })),
  attendants: z.array(
    z.object({
      id: int,
      nome: z.string().min(1),
      email: nullableText,
      telefone: nullableText,
      comissao_percentual: int.min(0).max(10_000),
      observacoes: nullableText,
      ativo: int.min(0).max(1),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  tripeiros: z.array(
    z.object({
      id: int,
      nome: z.string().min(1),
      email: nullableText,
      telefone: nullableText,
      endereco: nullableText,
      cidade: nullableText,
      estado: nullableText,
      cep: nullableText,
      comissao_percentual: int.min(0).max(10_000),
      observacoes: nullableText,
      ativo: int.min(0).max(1),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  tripeiro_accounts: z.array(
    z.object({
      tripeiro_id: int,
      numero_conta: z.string().min(1),
      descricao: nullableText,
      limite_credito: int.min(0),
      saldo_devedor: int.min(0),
      observacoes: nullableText,
      ativa: int.min(0).max(1),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      descricao: z.string(),
      valor: int.positive(),
      data_pagamento: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      atendente_id: int.nullable(),
      tripeiro_id: int.nullable(),
      tipo_pagamento: z.enum(['entrada', 'saida']),
      status: z.enum(['pendente', 'confirmado', 'cancelado']),
      observacoes: nullableText,
      comissao_percentual: int,
      valor_comissao: int,
      tripeiro_percentual: int,
      comissao_tripeiro: int,
      created_by: int.nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  expenses: z.array(
    z.object({
      descricao: z.string(),
      valor: int.positive(),
      data_despesa: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      categoria: z.string(),
      forma_pagamento: nullableText,
      observacoes: nullableText,
      created_by: int.nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  notes: z.array(
    z.object({
      user_id: int,
      title: nullableText,
      content: z.string(),
      color: z.string(),
      is_pinned: int,
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  reminders: z.array(
    z.object({
      user_id: int,
      title: z.string(),
      description: nullableText,
      due_date: nullableText,
      due_time: nullableText,
      priority: z.enum(['low', 'medium', 'high']),
      category: nullableText,
      status: z.enum(['pending', 'completed']),
      completed_at: nullableText,
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  closings: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      status: z.enum(['aberto', 'fechado']),
      snapshot: nullableText,
      closed_at: nullableText,
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
});
export type BackupDoc = z.infer<typeof backupDocSchema>;

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

export function parseBackup(input: unknown): BackupDoc {
  const parsed = backupDocSchema.safeParse(input);
  if (!parsed.success) throw validationError(SETTINGS_MSG.backupInvalid);
  return parsed.data;
}

/**
 * Replaces the company's data with the document's, in one transaction: either everything is
 * restored or nothing changed. Users are not created or removed; notes, reminders and authors
 * follow users by e-mail. Payments and expenses go through the ledger's bulk path.
 */
export async function restoreTenant(db: Db, tenantId: number, doc: BackupDoc, now: Date) {
  return db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'email']).where('tenant_id', '=', tenantId).execute();
    const userByEmail = new Map(users.map((u) => [u.email, u.id]));
    const userMap = new Map<number, number>();
    for (const u of doc.users) {
      const id = userByEmail.get(u.email.trim().toLowerCase());
      if (id) userMap.set(u.id, id);
    }
    const mapUser = (id: number | null) => (id === null ? null : (userMap.get(id) ?? null));

    await clearEntries(trx, tenantId);
    for (const table of [
      'idempotency_keys',
      'tripeiro_accounts',
      'tripeiros',
      'attendants',
      'closings',
      'notes',
      'reminders',
    ] as const) {
      await trx.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
    }
    const at = now.toISOString();
    await trx
      .updateTable('tenants')
      .set({ name: doc.company.name, tipo_empresa: doc.company.tipo_empresa, cnpj: doc.company.cnpj, updated_at: at })
      .where('id', '=', tenantId)
      .execute();

    const attendantMap = new Map<number, number>();
    for (const { id, ...a } of doc.attendants) {
      const row = await insertReturningId(trx, 'attendants', {
        ...a,
        tenant_id: tenantId,
        search_key: searchKeyOf(a.nome, a.email, a.telefone),
      });
      attendantMap.set(id, row);
    }
    const tripeiroMap = new Map<number, number>();
    for (const { id, ...t } of doc.tripeiros) {
      const row = await insertReturningId(trx, 'tripeiros', {
        ...t,
        tenant_id: tenantId,
        search_key: searchKeyOf(t.nome, t.email, t.telefone, t.cidade),
      });
      tripeiroMap.set(id, row);
    }
    const ref = (map: Map<number, number>, id: number | null) => {
      if (id === null) return null;
      const mapped = map.get(id);
      if (mapped === undefined) throw validationError(SETTINGS_MSG.backupInvalid);
      return mapped;
    };
    await insertChunks(doc.tripeiro_accounts, (chunk) =>
      trx
        .insertInto('tripeiro_accounts')
        .values(
          chunk.map((a) => ({ ...a, tenant_id: tenantId, tripeiro_id: ref(tripeiroMap, a.tripeiro_id) as number })),
        )
        .execute(),
    );
    // Checked before any entry is written: a dangling reference refuses the whole document.
    const payments = doc.payments.map((p) => ({
      ...p,
      atendente_id: ref(attendantMap, p.atendente_id),
      tripeiro_id: ref(tripeiroMap, p.tripeiro_id),
      created_by: mapUser(p.created_by),
    }));
    const expenses = doc.expenses.map((e) => ({ ...e, created_by: mapUser(e.created_by) }));
    const owned = <T extends { user_id: number }>(rows: T[]) =>
      rows.flatMap((r) => {
        const user = userMap.get(r.user_id);
        return user === undefined ? [] : [{ ...r, user_id: user, tenant_id: tenantId }];
      });
    await insertChunks(owned(doc.notes), (chunk) => trx.insertInto('notes').values(chunk).execute());
    await insertChunks(owned(doc.reminders), (chunk) => trx.insertInto('reminders').values(chunk).execute());
    await insertChunks(doc.closings, (chunk) =>
      trx
        .insertInto('closings')
        .values(
          chunk.map((c) => ({ ...c, tenant_id: tenantId, closed_by: null, reopened_at: null, reopened_by: null })),
        )
        .execute(),
    );
    await restoreEntries(trx, tenantId, { payments, expenses });
    return {
      attendants: doc.attendants.length,
      tripeiros: doc.tripeiros.length,
      payments: doc.payments.length,
      expenses: doc.expenses.length,
    };
  });
}

async function insertReturningId(
  trx: Executor,
  table: 'attendants' | 'tripeiros',
  values: Record<string, unknown>,
): Promise<number> {
  const row = await trx
    .insertInto(table)
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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
