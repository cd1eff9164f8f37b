import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bytes of a statement file of test/bank-fixtures/ (the four real ones are described in its SOURCES.md). */
export const bankFixture = (name: string): Uint8Array =>
  readFileSync(fileURLToPath(new URL(`./bank-fixtures/${name}`, import.meta.url)));
