/**
 * A bank line's identity within its account (docs/product-rules.md "Bank statements", ADR 045):
 * the posting date, the signed amount and the description with case, accents and runs of spaces
 * ignored. The FITID is kept on the line but is not part of it: Brazilian banks write `0`, repeat
 * one for different postings, or change it at every export, so a key with it would let the same
 * posting in again. Lines of one file with the same key are told apart by their `ocorrencia`
 * (1, 2, …, in file order): two identical postings are two, and a later file covering the same day
 * adds only the ones past those already stored.
 */

/** Upper case, no accents, one space between words: how descriptions and rules are compared. */
export function normalizeText(text: string): string {
  // Most bank descriptions are plain ASCII: no decomposition to undo there.
  const bare = ASCII.test(text) ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return bare.toUpperCase().replace(/\s+/g, ' ').trim();
}

const ASCII = /^[\x20-\x7e]*$/;

/** The key is kept short for the index; two descriptions equal in their first 160 characters count as one. */
const DESCRIPTION_CHARS = 160;

export function lineKey(data: string, valor: number, descricao: string): string {
  return `${data}|${valor}|${normalizeText(descricao).slice(0, DESCRIPTION_CHARS)}`;
}

/** Each line's key and occurrence, in file order. */
export function keyed<L extends { data: string; valor: number; descricao: string }>(
  lines: readonly L[],
): Array<L & { chave: string; ocorrencia: number }> {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const chave = lineKey(line.data, line.valor, line.descricao);
    const ocorrencia = (seen.get(chave) ?? 0) + 1;
    seen.set(chave, ocorrencia);
    return { ...line, chave, ocorrencia };
  });
}
