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
  idsInOrder,
  insertChunks,
  restoreExpenses,
  restorePayments,
} from '../../ledger/restore.js';
import { validationError } from '../../lib/errors.js';
import { searchKeyOf } from '../../lib/search.js';
import { isUniqueViolation } from '../payouts/index.js';
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
  keepId = false,
): AsyncGenerator<string> {
  yield `,${JSON.stringify(name)}:[`;
  let after: After = null;
  let first = true;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) {
      yield (first ? '' : ',') +
        rows.map(({ id: _id, ...row }) => JSON.stringify(keepId ? { id: _id, ...row } : row)).join(',');
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
      .select(['name', 'tipo_empresa', 'cnpj', 'chave_pix', 'pix_cidade'])
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
          'chave_pix',
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
      true,
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
    // Settling up (ADR 021): a payout or settlement before its items, which name it by id.
    yield await whole(
      'payouts',
      s
        .selectFrom('payouts')
        .select(SETTLING_COLUMNS.payouts)
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
    );
    yield* byId('payout_items', chunk, (after) =>
      s
        .selectFrom('payout_items')
        .select(['id', ...SETTLING_COLUMNS.payout_items])
        .where('tenant_id', '=', tenantId)
        .where('id', '>', after)
        .orderBy('id')
        .limit(chunk)
        .execute(),
    );
    yield await whole(
      'settlements',
      s
        .selectFrom('settlements')
        .select(SETTLING_COLUMNS.settlements)
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
    );
    yield* byId('settlement_items', chunk, (after) =>
      s
        .selectFrom('settlement_items')
        .select(['id', ...SETTLING_COLUMNS.settlement_items])
        .where('tenant_id', '=', tenantId)
        .where('id', '>', after)
        .orderBy('id')
        .limit(chunk)
        .execute(),
    );
    yield await whole(
      'document_counters',
      s
        .selectFrom('document_counters')
        .select(SETTLING_COLUMNS.document_counters)
        .where('tenant_id', '=', tenantId)
        .orderBy('kind')
        .execute(),
    );
    yield '}';
  } finally {
    await snapshot.close();
  }
}

/** Items of payouts and settlements, `chunk` rows a query by id (they grow with the payments), without their ids. */
async function* byId<R extends { id: number }>(
  name: string,
  chunk: number,
  read: (after: number) => Promise<R[]>,
): AsyncGenerator<string> {
  yield `,${JSON.stringify(name)}:[`;
  let after = 0;
  let first = true;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) {
      yield (first ? '' : ',') + rows.map(({ id: _id, ...row }) => JSON.stringify(row)).join(',');
      first = false;
    }
    const last = rows.at(-1);
    if (!last || rows.length < chunk) break;
    after = last.id;
    await setImmediate();
  }
  yield ']';
}

/**
 * The columns of settling up a backup carries: every column but `tenant_id` (and the items' own
 * ids). `restore-settling.test.ts` compares them with the database's, so a column added by a
 * migration and not backed up fails it.
 */
export const SETTLING_COLUMNS = {
  payouts: [
    'id',
    'numero',
    'atendente_id',
    'atendente_nome',
    'data_pagamento',
    'forma_pagamento',
    'periodo_inicio',
    'periodo_fim',
    'total',
    'observacoes',
    'status',
    'estorno_motivo',
    'estornado_em',
    'estornado_por',
    'created_by',
    'created_at',
  ],
  payout_items: [
    'payout_id',
    'atendente_id',
    'payment_id',
    'tipo',
    'valor_comissao',
    'descricao',
    'data_pagamento',
    'valor',
    'live',
  ],
  settlements: [
    'id',
    'numero',
    'tripeiro_id',
    'tripeiro_nome',
    'data_acerto',
    'forma_pagamento',
    'periodo_inicio',
    'periodo_fim',
    'saldo',
    'comissao',
    'valor_entregue',
    'observacoes',
    'created_by',
    'created_at',
    'status',
    'estorno_motivo',
    'estornado_em',
    'estornado_por',
    'conta_id',
    'conta_numero',
    'abatimento',
  ],
  settlement_items: ['settlement_id', 'payment_id', 'descricao', 'data_pagamento', 'valor', 'comissao_tripeiro'],
  document_counters: ['kind', 'last_number'],
} as const satisfies { [T in (typeof SETTLING_TABLES)[number]]: readonly (keyof BackupRow<T>)[] };

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
  /** Payouts and settlements with their items and numbering; absent in backups made before them. */
  settling?: Settling;
}

export interface Settling {
  payouts: BackupRow<'payouts'>[];
  settlements: BackupRow<'settlements'>[];
  document_counters: BackupRow<'document_counters'>[];
  payout_items: () => AsyncIterable<Indexed<BackupRow<'payout_items'>>[]>;
  settlement_items: () => AsyncIterable<Indexed<BackupRow<'settlement_items'>>[]>;
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

/** The tables of settling up (ADR 019), written after `BACKUP_TABLES`: all present, or none (older backups). */
export const SETTLING_TABLES = [
  'payouts',
  'payout_items',
  'settlements',
  'settlement_items',
  'document_counters',
] as const satisfies readonly BackupTable[];
/** Tables whose rows go to a temporary file while a restore body is read: they grow with the payments. */
export const STAGED_TABLES = ['payments', 'expenses', 'payout_items', 'settlement_items'] as const;
export type StagedTable = (typeof STAGED_TABLES)[number];

/** A payout or settlement of the document with what its items add up to so far. */
interface Parent {
  index: number;
  atendente_id?: number;
  live?: 0 | 1;
  items: number;
  sums: [number, number];
}

/**
 * What the rows of settling up must agree on beyond each row (ADR 021), checked as they arrive:
 * each document's id and number once; an item after its payout or settlement, of the payout's
 * attendant, live exactly while the payout stands; a payout's total = Σ its items, a settlement's
 * saldo and comissão = Σ its items; each counter at least the highest number of its kind.
 */
export class SettlingCheck {
  private readonly parents = { payouts: new Map<number, Parent>(), settlements: new Map<number, Parent>() };
  private readonly numbers = { payouts: new Set<number>(), settlements: new Set<number>() };
  private readonly highest = { payout: 0, settlement: 0 };
  private readonly counters = new Map<string, { index: number; last: number }>();
  private readonly kept: Array<{
    table: 'payouts' | 'settlements';
    id: number;
    row: { total?: number; saldo?: number; comissao?: number };
  }> = [];

  row(table: BackupTable, index: number, row: unknown): void {
    switch (table) {
      case 'payouts':
      case 'settlements': {
        const r = row as BackupRow<'payouts'> | BackupRow<'settlements'>;
        if (this.parents[table].has(r.id)) throw rowError(table, index, 'id', RESTORE_MSG.duplicateId);
        if (this.numbers[table].has(r.numero)) throw rowError(table, index, 'numero', RESTORE_MSG.duplicateNumber);
        this.numbers[table].add(r.numero);
        const kind = table === 'payouts' ? 'payout' : 'settlement';
        this.highest[kind] = Math.max(this.highest[kind], r.numero);
        const payout = table === 'payouts' ? (r as BackupRow<'payouts'>) : null;
        this.parents[table].set(r.id, {
          index,
          ...(payout ? { atendente_id: payout.atendente_id, live: payout.status === 'pago' ? 1 : 0 } : {}),
          items: 0,
          sums: [0, 0],
        });
        this.kept.push({ table, id: r.id, row: r });
        return;
      }
      case 'payout_items': {
        const r = row as BackupRow<'payout_items'>;
        const parent = this.parents.payouts.get(r.payout_id);
        if (!parent) throw rowError(table, index, 'payout_id', RESTORE_MSG.noParent);
        if (r.atendente_id !== parent.atendente_id)
          throw rowError(table, index, 'atendente_id', RESTORE_MSG.otherAttendant);
        if (r.live !== parent.live) throw rowError(table, index, 'live', RESTORE_MSG.live);
        parent.items += 1;
        parent.sums[0] += r.valor_comissao;
        return;
      }
      case 'settlement_items': {
        const r = row as BackupRow<'settlement_items'>;
        const parent = this.parents.settlements.get(r.settlement_id);
        if (!parent) throw rowError(table, index, 'settlement_id', RESTORE_MSG.noParent);
        parent.items += 1;
        parent.sums[0] += r.valor;
        parent.sums[1] += r.comissao_tripeiro;
        return;
      }
      case 'document_counters': {
        const r = row as BackupRow<'document_counters'>;
        if (this.counters.has(r.kind)) throw rowError(table, index, 'kind', RESTORE_MSG.duplicateId);
        this.counters.set(r.kind, { index, last: r.last_number });
        return;
      }
      default:
        return;
    }
  }

  finish(): void {
    for (const { table, id, row } of this.kept) {
      const parent = this.parents[table].get(id) as Parent;
      if (parent.items === 0) throw rowError(table, parent.index, null, RESTORE_MSG.noItems);
      if (table === 'payouts' && parent.sums[0] !== row.total)
        throw rowError(table, parent.index, 'total', RESTORE_MSG.total);
      if (table === 'settlements' && parent.sums[0] !== row.saldo)
        throw rowError(table, parent.index, 'saldo', RESTORE_MSG.total);
      if (table === 'settlements' && parent.sums[1] !== row.comissao)
        throw rowError(table, parent.index, 'comissao', RESTORE_MSG.total);
    }
    for (const kind of ['payout', 'settlement'] as const) {
      const counter = this.counters.get(kind);
      if ((counter?.last ?? 0) < this.highest[kind])
        throw rowError('document_counters', counter?.index ?? null, 'last_number', RESTORE_MSG.counterBelow);
    }
  }
}

/** Which settling tables a document had: all (restored) or none (kept as stored); anything else is a 400. */
export function checkSettlingPresence(present: (table: BackupTable) => boolean): boolean {
  const seen = SETTLING_TABLES.filter(present);
  if (seen.length === 0) return false;
  const absent = SETTLING_TABLES.find((table) => !present(table));
  if (absent) throw rowError(absent, null, null, RESTORE_MSG.partialSettling);
  return true;
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
  if (checkSettlingPresence((table) => doc[table] !== undefined)) {
    const check = new SettlingCheck();
    const settling = Object.fromEntries(
      SETTLING_TABLES.map((table) => {
        const rows = doc[table];
        if (!Array.isArray(rows)) throw rowError(table, null, null, RESTORE_MSG.notList);
        return [
          table,
          rows.map((raw, i) => {
            const row = checkRow(table, i, raw);
            check.row(table, i, row);
            return row;
          }),
        ];
      }),
    ) as { [T in (typeof SETTLING_TABLES)[number]]: BackupRow<T>[] };
    check.finish();
    parsed.settling = {
      payouts: settling.payouts,
      settlements: settling.settlements,
      document_counters: settling.document_counters,
      payout_items: () => inChunks(settling.payout_items),
      settlement_items: () => inChunks(settling.settlement_items),
    };
  }
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

    const paymentIds = new IdMap();
    for await (const chunk of input.payments()) {
      const rows = chunk.map(({ index, row }) => {
        const atendente_id = row.atendente_id === null ? null : attendants.map.get(row.atendente_id);
        if (atendente_id === undefined) throw rowError('payments', index, 'atendente_id', FIELD_MSG.attendantInvalid);
        const tripeiro_id = row.tripeiro_id === null ? null : tripeiros.map.get(row.tripeiro_id);
        if (tripeiro_id === undefined) throw rowError('payments', index, 'tripeiro_id', FIELD_MSG.tripeiroInvalid);
        return { ...row, atendente_id, tripeiro_id, created_by: mapUser(row.created_by) };
      });
      const stored = await restorePayments(trx, entries, rows);
      if (input.settling)
        chunk.forEach(({ row }, i) => {
          if (row.id !== undefined) paymentIds.add(row.id, stored[i] as number);
        });
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
    if (input.company.chave_pix !== undefined || input.company.pix_cidade !== undefined)
      await trx
        .updateTable('tenants')
        .set({
          ...(input.company.chave_pix !== undefined ? { chave_pix: input.company.chave_pix } : {}),
          ...(input.company.pix_cidade !== undefined ? { pix_cidade: input.company.pix_cidade } : {}),
        })
        .where('id', '=', tenantId)
        .execute();
    if (input.settling)
      await restoreSettling(trx, tenantId, input.settling, {
        attendants: attendants.map,
        tripeiros: tripeiros.map,
        accounts: new Map(
          (
            await trx
              .selectFrom('tripeiro_accounts')
              .select(['id', 'numero_conta'])
              .where('tenant_id', '=', tenantId)
              .execute()
          ).map((a) => [a.numero_conta, a.id]),
        ),
        payments: paymentIds,
        user: mapUser,
      });

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
 * A document's payment ids → the restored payments' ids, for the items of payouts and settlements
 * (ADR 021). Packed in one sorted BigInt64Array (document id in the high half): 16 bytes a payment
 * while it grows, not the ~80 of a Map entry, for a company of millions of payments.
 */
export class IdMap {
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

  /** The stored id, undefined when the document has no payment of this id, or 'twice'. */
  get(documentId: number): number | undefined | 'twice' {
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

interface Links {
  attendants: Map<number, number>;
  tripeiros: Map<number, number>;
  /** Account number → the restored account's id. */
  accounts: Map<string, number>;
  payments: IdMap;
  user: (id: number | null) => number | null;
}

/**
 * A person or payment of the document → its restored id; one the document lacks (deleted after
 * being paid) is kept negated, so it points at nothing and never at a row inserted later (ADR 021).
 */
const linked = (id: number, stored: number | undefined) => stored ?? (id < 0 ? id : -id);

/**
 * Replaces the company's payouts, settlements, their items and numbering with the document's
 * (ADR 021), inside the restore's transaction. Items name their payout or settlement and their
 * payment by the document's ids; they are re-linked to the new ones.
 */
async function restoreSettling(trx: Executor, tenantId: number, settling: Settling, links: Links) {
  for (const table of ['payout_items', 'payouts', 'settlement_items', 'settlements', 'document_counters'] as const)
    await trx.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
  const payment = (index: number, table: 'payout_items' | 'settlement_items', id: number) => {
    const stored = id < 0 ? undefined : links.payments.get(id);
    if (stored === 'twice') throw rowError(table, index, 'payment_id', RESTORE_MSG.duplicatePayment);
    return linked(id, stored);
  };

  const payouts = new Map<number, number>();
  await insertChunks(settling.payouts, async (chunk) => {
    const rows = await trx
      .insertInto('payouts')
      .values(
        chunk.map(({ id: _id, ...p }) => ({
          ...p,
          tenant_id: tenantId,
          atendente_id: linked(p.atendente_id, links.attendants.get(p.atendente_id)),
          estornado_por: links.user(p.estornado_por),
          created_by: links.user(p.created_by),
        })),
      )
      .returning('id')
      .execute();
    for (const [i, id] of idsInOrder(rows, chunk.length).entries()) payouts.set((chunk[i] as { id: number }).id, id);
  });
  for await (const chunk of settling.payout_items()) {
    const rows = chunk.map(({ index, row }) => ({
      ...row,
      tenant_id: tenantId,
      payout_id: payouts.get(row.payout_id) as number,
      atendente_id: linked(row.atendente_id, links.attendants.get(row.atendente_id)),
      payment_id: payment(index, 'payout_items', row.payment_id),
    }));
    try {
      await trx.insertInto('payout_items').values(rows).execute();
    } catch (error) {
      // The index that keeps each commission in one standing payout (ADR 019).
      if (isUniqueViolation(error)) throw rowError('payout_items', null, 'payment_id', RESTORE_MSG.paidTwice);
      throw error;
    }
    await setImmediate();
  }

  const settlements = new Map<number, number>();
  await insertChunks(settling.settlements, async (chunk) => {
    const rows = await trx
      .insertInto('settlements')
      .values(
        chunk.map(({ id: _id, ...s }) => ({
          ...s,
          tenant_id: tenantId,
          tripeiro_id: linked(s.tripeiro_id, links.tripeiros.get(s.tripeiro_id)),
          // Accounts are written again with new ids; the document names them by number too.
          conta_id:
            s.conta_id === null
              ? null
              : linked(s.conta_id, s.conta_numero === null ? undefined : links.accounts.get(s.conta_numero)),
          estornado_por: links.user(s.estornado_por),
          created_by: links.user(s.created_by),
        })),
      )
      .returning('id')
      .execute();
    for (const [i, id] of idsInOrder(rows, chunk.length).entries())
      settlements.set((chunk[i] as { id: number }).id, id);
  });
  for await (const chunk of settling.settlement_items()) {
    await trx
      .insertInto('settlement_items')
      .values(
        chunk.map(({ index, row }) => ({
          ...row,
          tenant_id: tenantId,
          settlement_id: settlements.get(row.settlement_id) as number,
          payment_id: payment(index, 'settlement_items', row.payment_id),
        })),
      )
      .execute();
    await setImmediate();
  }
  if (settling.document_counters.length > 0)
    await trx
      .insertInto('document_counters')
      .values(settling.document_counters.map((c) => ({ ...c, tenant_id: tenantId })))
      .execute();
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
