import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setImmediate } from 'node:timers/promises';
import { formatCount, hasForbiddenCharacters, MSG, SETTINGS_MSG } from '@livro-caixa/domain';
import { jsonParser } from 'stream-json/core/parser.js';
import { RESTORE_MSG, rowError } from '../../lib/backup/fields.js';
import type { Indexed, Row, TableDecl } from '../../lib/backup/table.js';
import { AppError, validationError } from '../../lib/errors.js';
import { checkHeader, DocumentRows, type RestoreInput } from './document.js';
import { tableNamed } from './tables.js';

/**
 * The restore body (`{ "confirm": true, "backup": { … } }`) read as it arrives (ADR 016): bytes are
 * decoded as strict UTF-8, tokenized by stream-json's parser a slice at a time, and every row is
 * checked as soon as it is complete (`DocumentRows`), so a wrong row answers at once. The large
 * tables (payments, expenses, items: `large` in their declarations) go to a temporary file of
 * checked rows, read back a chunk at a time by the restore; the others are kept (each capped). Between slices the event loop runs
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
/** Rows of a table kept in memory (all but the large ones); far above any real company. */
const MAX_SMALL_ROWS = 50_000;
/** Rows of a staged table handed to the restore at a time. */
export const RESTORE_CHUNK = 500;

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
  private readonly small = new Map<string, Row[]>();
  private readonly seen = new Set<string>();
  private readonly counts: Record<string, number> = {};
  private readonly files = new Map<string, { path: string; out: WriteStream }>();
  private readonly pending = new Map<string, string[]>();
  private readonly rows = new DocumentRows();

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
    for (const file of this.files.values()) file.out.destroy();
  }

  /** Writes the staged rows of the last slice, waiting when the file is behind. */
  async drain(): Promise<void> {
    for (const [table, lines] of this.pending) {
      if (!lines.length) continue;
      this.pending.set(table, []);
      let file = this.files.get(table);
      if (!file) {
        const path = join(this.dir, `${table}.ndjson`);
        file = { path, out: createWriteStream(path) };
        this.files.set(table, file);
      }
      if (!file.out.write(lines.join('')))
        await new Promise<void>((resolve) => file.out.once('drain', () => resolve()));
    }
  }

  async finish(): Promise<{ confirmed: boolean; input: RestoreInput }> {
    if (!this.done) throw validationError(MSG.invalidJson);
    for (const file of this.files.values()) {
      await new Promise<void>((resolve, reject) =>
        file.out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    }
    if (this.confirm !== true) return { confirmed: false, input: undefined as unknown as RestoreInput };
    if (!this.sawBackup) throw validationError(SETTINGS_MSG.backupInvalid);
    this.checkHeaderOnce();
    this.rows.finish(this.seen);
    const input: RestoreInput = {
      present: new Set(this.seen),
      counts: { ...this.counts },
      rows: (name) => {
        const file = this.files.get(name);
        if (file) return () => readStaged(file.path);
        const rows = this.small.get(name) ?? [];
        return async function* () {
          for (let at = 0; at < rows.length; at += RESTORE_CHUNK)
            yield rows.slice(at, at + RESTORE_CHUNK).map((row, i) => ({ index: at + i, row }));
        };
      },
    };
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
      const decl = frame.path.length === 2 ? single(frame.path[1]) : listed(frame.path[1]);
      if (decl && !fieldsOf(decl).has(key)) throw this.error(key, MSG.unknownField);
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
        (depth === 2 && listed(path[1]) && kind === 'array'));
    const table = tableNamed(path[1]);
    if (depth === 2 && table && this.seen.has(table.name))
      throw rowError(table, null, null, RESTORE_MSG.duplicateTable);
    if (!streamed) {
      const row = depth === 3 && listed(path[1]) && kind === 'object';
      const object = depth === 2 && single(path[1]) && kind === 'object';
      if (!row && !object) throw this.structureError(path);
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
    if (frame.path.length === 2 && !frame.keep) this.seen.add(frame.path[1] as string);
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
      else if (single(name)) {
        this.checkHeaderOnce();
        this.row(single(name) as TableDecl, 0, value);
        this.seen.add(name as string);
      } else if (listed(name)) throw rowError(listed(name) as TableDecl, null, null, RESTORE_MSG.notList);
      else throw validationError(SETTINGS_MSG.backupInvalid);
      return;
    }
    const decl = listed(name);
    if (path.length === 3 && decl && typeof index === 'number') {
      this.row(decl, index, value);
      return;
    }
    throw this.structureError(path);
  }

  private row(decl: TableDecl, index: number, raw: unknown) {
    const row = this.rows.row(decl, index, raw);
    this.counts[decl.name] = (this.counts[decl.name] ?? 0) + 1;
    if (decl.large) {
      const lines = this.pending.get(decl.name) ?? [];
      lines.push(`${JSON.stringify([index, row])}\n`);
      this.pending.set(decl.name, lines);
      return;
    }
    const rows = this.small.get(decl.name) ?? [];
    this.small.set(decl.name, rows);
    if (rows.length >= MAX_SMALL_ROWS)
      throw rowError(decl, index, null, `mais de ${formatCount(MAX_SMALL_ROWS)} itens`);
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
    const decl = listed(table);
    if (decl) return rowError(decl, typeof index === 'number' ? index : null, field || null, reason);
    const object = single(table);
    if (object) return rowError(object, null, field || null, reason);
    const at = path.filter((p) => p !== '').join('.') || '_';
    return validationError(reason, { [at]: reason });
  }

  private structureError(path: Path) {
    const [, table, index, field] = path;
    const decl = listed(table);
    if (decl)
      return rowError(
        decl,
        typeof index === 'number' ? index : null,
        typeof field === 'string' ? field : null,
        typeof index === 'number' ? MSG.invalidRequest : RESTORE_MSG.notList,
      );
    const object = single(table);
    if (object) return rowError(object, null, typeof index === 'string' ? index : null, MSG.invalidRequest);
    return validationError(SETTINGS_MSG.backupInvalid);
  }
}

/** A table the document holds as a list of rows. */
function listed(name: unknown): TableDecl | undefined {
  const decl = tableNamed(name);
  return decl && !decl.single ? decl : undefined;
}

/** A table the document holds as one object (the company). */
function single(name: unknown): TableDecl | undefined {
  const decl = tableNamed(name);
  return decl?.single ? decl : undefined;
}

const fields = new Map<string, Set<string>>();
/** The fields a row of the table may have: its schema's. */
function fieldsOf(decl: TableDecl): Set<string> {
  let known = fields.get(decl.name);
  if (!known) {
    known = new Set(Object.keys(decl.row.shape));
    fields.set(decl.name, known);
  }
  return known;
}

function isBackupKey(key: string) {
  return key === 'format' || key === 'version' || key === 'createdAt' || tableNamed(key) !== undefined;
}

/** The checked rows of a staged table, a chunk at a time, in document order. */
async function* readStaged(path: string): AsyncGenerator<Indexed<Row>[]> {
  const input = createReadStream(path, { encoding: 'utf8' });
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    let chunk: Indexed<Row>[] = [];
    for await (const line of lines) {
      if (!line) continue;
      const [index, row] = JSON.parse(line) as [number, Row];
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
