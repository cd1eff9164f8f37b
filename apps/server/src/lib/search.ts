import { searchKey } from '@livro-caixa/domain';

/** `LIKE` pattern for a free-text search over a `search_key` column (escape character: `\`). */
export function likePattern(search: string): string {
  return `%${searchKey(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The text stored in `search_key`: every searchable field, without case or accents. */
export function searchKeyOf(...parts: Array<string | null | undefined>): string {
  return searchKey(parts.filter(Boolean).join(' '));
}
