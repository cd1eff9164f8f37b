import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * How a table reaches the backup (ADR 031): its owner declares it once — the columns a document
 * carries, how a row is checked, how the ids it points at are remapped on restore — and the backup
 * (features/backup) walks the declarations. Nothing else lists another owner's columns.
 */

/** A column's value in the document: what the columns of the schema types hold. */
export type Cell = string | number | null;
export type Row = Record<string, Cell>;

/**
 * A column that names a row of another table (or of this one). On restore the document's id is
 * replaced by the stored one through that table's id map; `missing` says what a reference the
 * map lacks becomes:
 * - `error`: the row is refused (a 400 naming it), also when the document is read;
 * - `negate`: kept negated, so it points at nothing and never at a row inserted later (a person or
 *   payment deleted after being paid, ADR 021);
 * - `null`: cleared (a user of another server);
 * - `drop`: the row is left out (a note of a user this company no longer has).
 */
export interface Ref {
  to: string;
  missing: 'error' | 'negate' | 'null' | 'drop';
  /** The message of `error`. */
  message?: string;
  /** The target is looked up by this column of the row instead (an account by its number). */
  by?: string;
}

/** What a restore has learnt so far: document id → stored id, per table. */
export interface IdLookup {
  get(key: number | string): number | undefined | 'twice';
}

export interface RestoreContext {
  readonly trx: Executor;
  readonly tenantId: number;
  readonly now: Date;
  readonly ids: Map<string, IdLookup>;
  /** State one declaration's steps share (the ledger's open months, the people kept…). */
  readonly state: Map<string, unknown>;
}

/** A table's rows of the document, a chunk at a time, in document order, with their place in it. */
export interface Indexed<R> {
  index: number;
  row: R;
}
export type Chunks<R = Row> = () => AsyncIterable<Indexed<R>[]>;

/**
 * How a declaration's rows are written back, inside the restore's one transaction. The backup
 * clears every table in reverse document order, writes them in order, then finishes them in
 * reverse order (a person is removed only after the payments that may still name it).
 */
export interface RestoreSteps<R = Row> {
  clear?(ctx: RestoreContext): Promise<void>;
  write(ctx: RestoreContext, rows: Chunks<R>): Promise<void>;
  finish?(ctx: RestoreContext): Promise<void>;
}

/** A whole-document check a declaration adds to its rows' own (sums of items, counters…). */
export interface DocumentCheck {
  row(table: string, index: number, row: Row): void;
  finish(): void;
}

/** A column of table T; any name for a declaration whose table is not known (`TableDecl`). */
type Column<T extends keyof Database> = keyof Database extends T ? string : keyof Database[T] & string;

export interface TableDecl<T extends keyof Database = keyof Database, S extends z.ZodObject = z.ZodObject> {
  /** The document's key and, but for the company, the database table. */
  readonly name: string;
  readonly table: T;
  /** Named as a shop owner reads it, in the errors. */
  readonly label: string;
  /** The columns a document carries, in its order ('id' where other rows name this one). */
  readonly columns: readonly Column<T>[];
  /** The table's other columns, each with why a backup leaves it out. */
  readonly excluded: Readonly<Partial<Record<Column<T>, string>>>;
  /** A document row checked as the API checks what it receives. */
  readonly row: S;
  readonly refs?: Readonly<Record<string, Ref>>;
  /** Columns whose value is unique within the document, with the message of a repeat. */
  readonly unique?: Readonly<Record<string, string>>;
  /** Export and restore order; `['id']` unless said. */
  readonly order?: readonly Column<T>[];
  /** The document holds one object, not a list: the company's own row (`tenants`, by its id). */
  readonly single?: true;
  /** Grows with the payments: exported and staged a chunk at a time, never held whole. */
  readonly large?: boolean;
  /** Tables that came with a later version of the document: all present, or none (kept as stored). */
  readonly group?: string;
  /** The restore keeps the stored rows and writes none of the document's (closings, ADR 016). */
  readonly kept?: true;
  /** The ids restored rows are known by, for the refs of later tables: by `id`, or this column. */
  readonly mapBy?: string;
  /** The message of a unique index the rows may break (one commission in two standing payouts). */
  readonly uniqueViolation?: { field: string; message: string };
  /** Unless said, the rows replace the company's (`replaceRows`). */
  readonly restore?: RestoreSteps<z.output<S>>;
  readonly check?: () => DocumentCheck;
}

/** A declaration, its columns checked against the table's type and its steps against its rows. */
export function declareTable<T extends keyof Database, S extends z.ZodObject>(decl: TableDecl<T, S>): TableDecl {
  return decl as unknown as TableDecl;
}
