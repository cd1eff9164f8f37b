import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setImmediate } from 'node:timers/promises';
import { formatCount, hasForbiddenCharacters, MSG, SETTINGS_MSG } from '@livro-caixa/domain';
import { jsonParser } from 'stream-json/core/parser.js';
import { AppError, validationError } from '../../lib/errors.js';
import {
  BACKUP_TABLES,
  checkDocument,
  checkHeader,
  checkSettlingPresence,
  type Indexed,
  RESTORE_CHUNK,
  type RestoreInput,
  type SETTLING_TABLES,
  SettlingCheck,
  STAGED_TABLES,
  type StagedTable,
} from './backup.service.js';
import {
  type BackupRow,
  type BackupTable,
  checkRow,
  RESTORE_MSG,
  rowError,
  rowSchemas,
  TABLE_LABELS,
} from './backup-rows.js';

/**
 * The restore body (`{ "confirm": true, "backup": { … } }`) read as it arrives (ADR 016): bytes are
 * decoded as strict UTF-8, tokenized by stream-json's parser a slice at a time, and every row is
 * checked as soon as it is complete, so a wrong row answers at once. Payments and expenses, the
 * tables that grow, go to a temporary file of checked rows, read back a chunk at a time by the
 * restore; the other tables are small and kept (each capped). Between slices the event loop runs
 * other requests. Text is checked for control characters here (the body-wide check of
 * `plugins/input.ts` never sees this body).
 */

/** Bytes decoded and tokenized between two turns of the event loop. */
const SLICE = 64 * 1024;
/** Longest string or key taken (a closing snapshot is the longest legitimate text). */
const MAX_STRING = 4 * 1024 * 1024;
const MAX_NUMBER = 40;
/** Longest key: the longest column name is far shorter; a longer key is refused as it arrives. */
const MAX_KEY = 64;
/** Rows of a table kept in memory (all but payments and expenses); far above any real company. */
const MAX_SMALL_ROWS = 50_000;

export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, MSG.bodyTooLarge);

type Token = { name: string; value?: unknown };
type Path = Array<string | number>;
interface Frame {
  kind: 'object' | 'array';
  path: Path;
  /** Assembled in memory (a row, the company), or handed on element by element. */
  keep: boolean;
  object?: Record<string, unknown>;
  array?: unknown[];
  key: string | null;
  index: number;
}

/** A restore body read and checked; `cleanup` removes its temporary file. */
export interface StreamedRestore {
  confirmed: boolean;
  input: RestoreInput;
  cleanup: () => Promise<void>;
}

export async function readRestoreBody(
  body: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  limit: number,
  declaredLength?: number,
): Promise<StreamedRestore> {
  if (declaredLength !== undefined && declaredLength > limit) throw tooLarge();
  const dir = await mkdtemp(join(tmpdir(), 'lc-restore-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const reader = new BodyReader(dir);
  try {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const parse = jsonParser({ packValues: false, streamValues: true });
    let bytes = 0;
    const feed = async (text: string | typeof FLUSH) => {
      let out: unknown;
      try {
        out = parse(text === FLUSH ? NONE : text);
      } catch {
        throw validationError(MSG.invalidJson);
      }
      if (typeof out === 'object' && out !== null && Array.isArray((out as { values?: unknown }).values)) {
        for (const token of (out as { values: Token[] }).values) reader.token(token);
      } else if (typeof out === 'object' && out !== null) reader.token(out as Token);
      await reader.drain();
    };
    for await (const chunk of received(body)) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      bytes += buf.length;
      if (bytes > limit) throw tooLarge();
      for (let at = 0; at < buf.length; at += SLICE) {
        let text: string;
        try {
          text = decoder.decode(buf.subarray(at, at + SLICE), { stream: true });
        } catch {
          throw validationError(MSG.invalidEncoding);
        }
        await feed(text);
        await setImmediate();
      }
    }
    try {
      const rest = decoder.decode();
      if (rest) await feed(rest);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw validationError(MSG.invalidEncoding);
    }
    await feed(FLUSH);
    const result = await reader.finish();
    return { ...result, cleanup };
  } catch (error) {
    reader.abort();
    await cleanup();
    throw error;
  }
}

/** The body's pieces; a client that stops sending halfway gets a 400, not a server error. */
async function* received(body: AsyncIterable<Buffer | string> | Iterable<Buffer | string>) {
  const iterator =
    Symbol.asyncIterator in body
      ? body[Symbol.asyncIterator]()
      : (body as Iterable<Buffer | string>)[Symbol.iterator]();
  for (;;) {
    let next: IteratorResult<Buffer | string>;
    try {
      next = await iterator.next();
    } catch {
      throw validationError(MSG.invalidRequest);
    }
    if (next.done) return;
    yield next.value;
  }
}

const FLUSH = Symbol('flush');
/** stream-chain's end-of-input marker, which flushes the parser. */
const NONE = Symbol.for('object-stream.none') as unknown as string;

class BodyReader {
  private stack: Frame[] = [];
  private done = false;
  private text: string[] = [];
  private textLength = 0;
  private inKey = false;
  private confirm: unknown;
  private sawBackup = false;
  private headerChecked = false;
  private readonly header: Record<string, unknown> = {};
  private company: BackupRow<'company'> | undefined;
  private readonly small: Partial<Record<BackupTable, unknown[]>> = {};
  private readonly seen = new Set<BackupTable>();
  private readonly counts: Record<'payments' | 'expenses', number> = { payments: 0, expenses: 0 };
  private readonly files: Partial<Record<StagedTable, { path: string; out: WriteStream }>> = {};
  private pending: Partial<Record<StagedTable, string[]>> = {};
  private readonly settling = new SettlingCheck();

  constructor(private readonly dir: string) {}

  token(token: Token): void {
    switch (token.name) {
      case 'startString':
      case 'startKey':
      case 'startNumber':
        this.text = [];
        this.textLength = 0;
        this.inKey = token.name === 'startKey';
        return;
      case 'stringChunk':
      case 'numberChunk': {
        const piece = token.value as string;
        this.textLength += piece.length;
        const max = token.name === 'numberChunk' ? MAX_NUMBER : this.inKey ? MAX_KEY : MAX_STRING;
        if (this.textLength > max) throw this.error(null, MSG.tooLong(max));
        this.text.push(piece);
        return;
      }
      case 'endKey': {
        const key = this.text.join('');
        this.checkText(key, key);
        this.key(key);
        return;
      }
      case 'endString': {
        const value = this.text.join('');
        this.checkText(value, null);
        this.value(value);
        return;
      }
      case 'endNumber':
        this.value(Number(this.text.join('')));
        return;
      case 'nullValue':
        this.value(null);
        return;
      case 'trueValue':
        this.value(true);
        return;
      case 'falseValue':
        this.value(false);
        return;
      case 'startObject':
      case 'startArray':
        this.open(token.name === 'startObject' ? 'object' : 'array');
        return;
      case 'endObject':
      case 'endArray':
        this.close();
        return;
    }
  }

  /** Closes the temporary files of a body that was refused. */
  abort(): void {
    for (const file of Object.values(this.files)) file.out.destroy();
  }

  /** Writes the staged rows of the last slice, waiting when the file is behind. */
  async drain(): Promise<void> {
    for (const table of STAGED_TABLES) {
      const lines = this.pending[table];
      if (!lines?.length) continue;
      this.pending[table] = [];
      let file = this.files[table];
      if (!file) {
        const path = join(this.dir, `${table}.ndjson`);
        file = { path, out: createWriteStream(path) };
        this.files[table] = file;
      }
      if (!file.out.write(lines.join('')))
        await new Promise<void>((resolve) => file.out.once('drain', () => resolve()));
    }
  }

  async finish(): Promise<{ confirmed: boolean; input: RestoreInput }> {
    if (!this.done) throw validationError(MSG.invalidJson);
    for (const file of Object.values(this.files)) {
      await new Promise<void>((resolve, reject) =>
        file.out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    }
    if (this.confirm !== true) return { confirmed: false, input: undefined as unknown as RestoreInput };
    if (!this.sawBackup) throw validationError(SETTINGS_MSG.backupInvalid);
    this.checkHeaderOnce();
    if (!this.company) throw rowError('company', null, null, RESTORE_MSG.missing);
    for (const table of BACKUP_TABLES)
      if (!this.seen.has(table)) throw rowError(table, null, null, RESTORE_MSG.missing);
    const small = this.small as {
      [T in Exclude<(typeof BACKUP_TABLES)[number], 'payments' | 'expenses'>]: BackupRow<T>[];
    };
    const input: RestoreInput = {
      company: this.company,
      users: small.users,
      attendants: small.attendants,
      tripeiros: small.tripeiros,
      tripeiro_accounts: small.tripeiro_accounts,
      notes: small.notes,
      reminders: small.reminders,
      payments: () => readStaged(this.files.payments?.path),
      expenses: () => readStaged(this.files.expenses?.path),
      counts: { ...this.counts },
    };
    if (checkSettlingPresence((table) => this.seen.has(table))) {
      this.settling.finish();
      const rows = this.small as { [T in (typeof SETTLING_TABLES)[number]]: BackupRow<T>[] };
      input.settling = {
        payouts: rows.payouts,
        settlements: rows.settlements,
        document_counters: rows.document_counters,
        payout_items: () => readStaged(this.files.payout_items?.path),
        settlement_items: () => readStaged(this.files.settlement_items?.path),
      };
    }
    checkDocument(input);
    return { confirmed: true, input };
  }

  // ── the document's structure ─────────────────────────────────────────────────────────────

  private key(key: string) {
    const frame = this.stack.at(-1);
    if (frame?.kind !== 'object') throw validationError(MSG.invalidJson);
    const depth = frame.path.length;
    if (!frame.keep && depth === 0 && key !== 'confirm' && key !== 'backup')
      throw validationError(MSG.unknownField, { [key]: MSG.unknownField });
    if (!frame.keep && depth === 1 && !isBackupKey(key))
      throw validationError(`${SETTINGS_MSG.backupInvalid}: ${MSG.unknownField} (${key})`, {
        [`backup.${key}`]: MSG.unknownField,
      });
    if (key === '__proto__') throw this.error(key, MSG.unknownField);
    // A row or the company holds only its table's fields: an unknown one is refused as it comes,
    // so a row of millions of distinct keys is never assembled (ADR 021).
    if (frame.keep) {
      const table = frame.path.length === 2 ? 'company' : frame.path[1];
      if ((table === 'company' || isTable(table)) && !fieldsOf(table).has(key)) throw this.error(key, MSG.unknownField);
    }
    if (!frame.keep && depth === 1 && key !== 'format' && key !== 'version' && key !== 'createdAt')
      this.checkHeaderOnce();
    frame.key = key;
  }

  private open(kind: 'object' | 'array') {
    const parent = this.stack.at(-1);
    if (!parent) {
      if (this.done || kind !== 'object') throw validationError(MSG.invalidRequest);
      this.stack.push({ kind, path: [], keep: false, key: null, index: 0 });
      return;
    }
    const path = this.childPath(parent);
    const depth = path.length;
    // body → backup → table arrays are handed on piece by piece; rows and the company are assembled.
    const streamed =
      !parent.keep &&
      ((depth === 1 && path[0] === 'backup' && kind === 'object') ||
        (depth === 2 && isTable(path[1]) && kind === 'array'));
    if (streamed && depth === 2 && this.seen.has(path[1] as BackupTable))
      throw rowError(path[1] as BackupTable, null, null, RESTORE_MSG.duplicateTable);
    if (!streamed) {
      const table = path[1];
      const row = depth === 3 && isTable(table) && kind === 'object';
      const company = depth === 2 && path[1] === 'company' && kind === 'object';
      if (!row && !company) throw this.structureError(path);
    }
    if (depth === 1) this.sawBackup = true;
    this.stack.push({
      kind,
      path,
      keep: !streamed,
      key: null,
      index: 0,
      ...(kind === 'object' ? { object: {} } : { array: [] }),
    });
  }

  private close() {
    const frame = this.stack.pop();
    if (!frame) throw validationError(MSG.invalidJson);
    if (frame.path.length === 2 && !frame.keep) {
      const table = frame.path[1] as BackupTable;
      this.seen.add(table);
      this.small[table] ??= [];
    }
    if (this.stack.length === 0) {
      this.done = true;
      return;
    }
    if (frame.keep) this.value(frame.object ?? frame.array);
    else this.advance(this.stack.at(-1) as Frame);
  }

  private value(value: unknown) {
    const parent = this.stack.at(-1);
    if (!parent) throw validationError(MSG.invalidRequest);
    const path = this.childPath(parent);
    if (parent.keep) {
      if (parent.object && parent.key !== null) parent.object[parent.key] = value;
      else parent.array?.push(value);
      this.advance(parent);
      return;
    }
    this.handle(path, value);
    this.advance(parent);
  }

  private advance(frame: Frame) {
    if (frame.kind === 'array') frame.index += 1;
    else frame.key = null;
  }

  private childPath(parent: Frame): Path {
    return [...parent.path, parent.kind === 'array' ? parent.index : (parent.key ?? '')];
  }

  /** A complete value of the body or the document, outside the rows. */
  private handle(path: Path, value: unknown) {
    const [top, name, index] = path;
    if (path.length === 1) {
      if (top === 'confirm') this.confirm = value;
      else throw validationError(SETTINGS_MSG.backupInvalid);
      return;
    }
    if (path.length === 2) {
      if (name === 'format' || name === 'version' || name === 'createdAt') this.header[name] = value;
      else if (name === 'company') {
        this.checkHeaderOnce();
        this.company = checkRow('company', null, value);
      } else if (isTable(name)) throw rowError(name, null, null, RESTORE_MSG.notList);
      else throw validationError(SETTINGS_MSG.backupInvalid);
      return;
    }
    if (path.length === 3 && isTable(name) && typeof index === 'number') {
      this.row(name, index, value);
      return;
    }
    throw this.structureError(path);
  }

  private row(table: BackupTable, index: number, raw: unknown) {
    const row = checkRow(table, index, raw);
    this.settling.row(table, index, row);
    if (isStaged(table)) {
      if (table === 'payments' || table === 'expenses') this.counts[table] += 1;
      const lines = this.pending[table] ?? [];
      lines.push(`${JSON.stringify([index, row])}\n`);
      this.pending[table] = lines;
      return;
    }
    const rows = this.small[table] ?? [];
    this.small[table] = rows;
    if (rows.length >= MAX_SMALL_ROWS)
      throw rowError(table, index, null, `mais de ${formatCount(MAX_SMALL_ROWS)} itens`);
    rows.push(row);
  }

  private checkHeaderOnce() {
    if (this.headerChecked) return;
    checkHeader(this.header);
    this.headerChecked = true;
  }

  private checkText(text: string, key: string | null) {
    if (hasForbiddenCharacters(text)) throw this.error(key, MSG.invalidCharacters);
  }

  /** A 400 for where the reader is: a row's field, the company, or the body. */
  private error(key: string | null, reason: string) {
    const frame = this.stack.at(-1);
    const path = frame ? this.childPath(frame) : [];
    const field = key ?? (typeof path.at(-1) === 'string' ? (path.at(-1) as string) : null);
    const [, table, index] = path;
    if (isTable(table)) return rowError(table, typeof index === 'number' ? index : null, field || null, reason);
    if (table === 'company') return rowError('company', null, field || null, reason);
    const at = path.filter((p) => p !== '').join('.') || '_';
    return validationError(reason, { [at]: reason });
  }

  private structureError(path: Path) {
    const [, table, index, field] = path;
    if (isTable(table))
      return rowError(
        table,
        typeof index === 'number' ? index : null,
        typeof field === 'string' ? field : null,
        typeof index === 'number' ? MSG.invalidRequest : RESTORE_MSG.notList,
      );
    if (table === 'company')
      return rowError('company', null, typeof index === 'string' ? index : null, MSG.invalidRequest);
    return validationError(SETTINGS_MSG.backupInvalid);
  }
}

function isTable(name: unknown): name is BackupTable {
  return typeof name === 'string' && name !== 'company' && Object.hasOwn(TABLE_LABELS, name);
}

const fields = new Map<BackupTable, Set<string>>();
/** The fields a row of `table` may have: its schema's. */
function fieldsOf(table: BackupTable): Set<string> {
  let known = fields.get(table);
  if (!known) {
    known = new Set(Object.keys(rowSchemas[table].shape));
    fields.set(table, known);
  }
  return known;
}

function isStaged(table: BackupTable): table is StagedTable {
  return (STAGED_TABLES as readonly string[]).includes(table);
}

function isBackupKey(key: string) {
  return key === 'format' || key === 'version' || key === 'createdAt' || key === 'company' || isTable(key);
}

/** The checked rows of a staged table, a chunk at a time, in document order. */
async function* readStaged<R>(path: string | undefined): AsyncGenerator<Indexed<R>[]> {
  if (!path) return;
  const input = createReadStream(path, { encoding: 'utf8' });
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    let chunk: Indexed<R>[] = [];
    for await (const line of lines) {
      if (!line) continue;
      const [index, row] = JSON.parse(line) as [number, R];
      chunk.push({ index, row });
      if (chunk.length >= RESTORE_CHUNK) {
        yield chunk;
        chunk = [];
      }
    }
    if (chunk.length > 0) yield chunk;
  } finally {
    // Also when the restore stops halfway: the file is removed next.
    lines.close();
    input.destroy();
  }
}
