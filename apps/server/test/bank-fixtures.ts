import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bytes of a statement file of test/bank-fixtures/ (the four real ones are described in its SOURCES.md). */
export const bankFixture = (name: string): Uint8Array =>
  readFileSync(fileURLToPath(new URL(`./bank-fixtures/${name}`, import.meta.url)));

/** Credits and debits of a statement's lines, in centavos, and how many were read and rejected. */
export const statementTotals = (s: { linhas: readonly { valor: number }[]; rejeitados: readonly unknown[] }) => ({
  creditos: s.linhas.filter((l) => l.valor > 0).reduce((n, l) => n + l.valor, 0),
  debitos: s.linhas.filter((l) => l.valor < 0).reduce((n, l) => n - l.valor, 0),
  lidos: s.linhas.length,
  rejeitados: s.rejeitados.length,
});
