import { MSG, SETTINGS_MSG } from '@livro-caixa/domain';
import { z } from 'zod';
import { RESTORE_MSG, rowError } from '../../lib/backup/fields.js';
import type { Chunks, DocumentCheck, Row, TableDecl } from '../../lib/backup/table.js';
import { validationError } from '../../lib/errors.js';
import { BACKUP_TABLES } from './tables.js';

/**
 * A company's data as one JSON document (format version 1): `format`, `version`, `createdAt`,
 * then the company and every table of `BACKUP_TABLES` in order, money in centavos and percentages
 * in hundredths as stored, users without password hashes, sessions, tokens or 2FA secrets (ADR 007,
 * ADR 031).
 */
export const BACKUP_FORMAT = 'livro-caixa-backup';
export const BACKUP_VERSION = 1;

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

/** A document whose rows are all checked: each table's rows a chunk at a time, in document order. */
export interface RestoreInput {
  /** The tables the document has (a table of a later `group` may be absent, with its group). */
  present: ReadonlySet<string>;
  rows(name: string): Chunks;
  counts: Readonly<Record<string, number>>;
}

/**
 * Each row checked as it arrives: its declaration's schema, the columns unique in the document,
 * references to rows the document must have had before it, and the declarations' own checks
 * (sums of items, counters). `finish` checks what only the whole document tells.
 */
export class DocumentRows {
  private readonly seen = new Map<string, Map<string, Set<unknown>>>();
  private readonly ids = new Map<string, Set<number>>();
  private readonly checks: DocumentCheck[] = BACKUP_TABLES.flatMap((t) => (t.check ? [t.check()] : []));

  row(decl: TableDecl, index: number, raw: unknown): Row {
    const row = checkRow(decl, index, raw);
    for (const [column, message] of Object.entries(decl.unique ?? {})) {
      const values = this.valuesOf(decl.name, column);
      if (values.has(row[column])) throw rowError(decl, index, column, message);
      values.add(row[column]);
    }
    for (const [column, ref] of Object.entries(decl.refs ?? {})) {
      const value = row[column];
      if (ref.missing !== 'error' || typeof value !== 'number') continue;
      if (!this.ids.get(ref.to)?.has(value)) throw rowError(decl, index, column, ref.message ?? RESTORE_MSG.noParent);
    }
    if (!decl.large && typeof row.id === 'number') {
      const ids = this.ids.get(decl.name) ?? new Set<number>();
      this.ids.set(decl.name, ids.add(row.id));
    }
    for (const check of this.checks) check.row(decl.name, index, row);
    return row;
  }

  /** Every table present, or absent only with the whole of its group; then the checks' own. */
  finish(present: ReadonlySet<string>): void {
    for (const decl of BACKUP_TABLES) {
      if (present.has(decl.name)) continue;
      if (!decl.group) throw rowError(decl, null, null, RESTORE_MSG.missing);
      const group = BACKUP_TABLES.filter((t) => t.group === decl.group);
      if (group.some((t) => present.has(t.name))) throw rowError(decl, null, null, RESTORE_MSG.partialGroup);
    }
    for (const check of this.checks) check.finish();
  }

  private valuesOf(table: string, column: string): Set<unknown> {
    const columns = this.seen.get(table) ?? new Map<string, Set<unknown>>();
    this.seen.set(table, columns);
    const values = columns.get(column) ?? new Set<unknown>();
    columns.set(column, values);
    return values;
  }
}

/** One row checked, or a 400 naming its table, item and first wrong field. */
export function checkRow(decl: TableDecl, index: number | null, raw: unknown): Row {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw rowError(decl, index, null, MSG.invalidRequest);
  const parsed = decl.row.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw rowError(decl, index, issue?.path.join('.') || null, issue?.message || MSG.invalidRequest);
  }
  return parsed.data as Row;
}
