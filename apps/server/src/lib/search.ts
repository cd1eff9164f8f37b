import { searchKey } from '@livro-caixa/domain';
import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import { type Executor, SQLITE_FOLD_FUNCTION } from '../db/database.js';

/** `LIKE` pattern for a free-text search over a `search_key` column (escape character: `\`). */
export function likePattern(search: string): string {
  return `%${searchKey(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The condition that a row's `search_key` column (`t.search_key` with an alias) matches the search. */
export function searchKeyMatches(search: string, column = 'search_key'): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like ${likePattern(search)} escape '\\'`;
}

/** The text stored in `search_key`: every searchable field, without case or accents. */
export function searchKeyOf(...parts: Array<string | null | undefined>): string {
  return searchKey(parts.filter(Boolean).join(' '));
}

/**
 * The Latin letters with accents that `searchKey` turns into one ASCII letter, and those letters,
 * derived from `searchKey` itself so SQL folds exactly as the stored keys were folded.
 */
const ACCENT_FOLDS = (() => {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code++) {
    const letter = String.fromCharCode(code);
    const folded = searchKey(letter);
    if (/^[a-z]$/.test(folded)) {
      from += letter;
      to += folded;
    }
  }
  return { from, to };
})();

/**
 * A text column folded like `searchKey` (case and accents), for searching a table that keeps no
 * `search_key` column: PostgreSQL translates the accented letters; SQLite calls `searchKey`.
 */
export function foldedSql(db: Executor, column: string): RawBuilder<string> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql<string>`translate(lower(${sql.ref(column)}), ${sql.lit(ACCENT_FOLDS.from)}, ${sql.lit(ACCENT_FOLDS.to)})`;
  }
  return sql<string>`${sql.raw(SQLITE_FOLD_FUNCTION)}(${sql.ref(column)})`;
}
