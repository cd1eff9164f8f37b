import type { CsvMappingInput, CsvPreset } from '@livro-caixa/domain';
import { csvColumns, detectCsvPreset, readCsvText } from './csv.js';
import { decodeStatement } from './decode.js';
import { readOfxText } from './ofx.js';
import { type ReadOptions, StatementError, type StatementFile } from './types.js';

export { detectCsvPreset, readCsv } from './csv.js';
export { CSV_PRESET_COLUMNS } from './csv-presets.js';
export { readOfx } from './ofx.js';
export * from './types.js';

/** OFX when the file starts with its header or has the `<OFX>` tag (or `<?OFX`) near the start. */
export function looksLikeOfx(text: string): boolean {
  const head = text.slice(0, 8192).trimStart();
  return /^OFXHEADER\s*:/i.test(head) || /<\?OFX\b|<OFX>/i.test(head);
}

/**
 * Reads a statement file, OFX or CSV as its bytes say (not its name). A CSV is read with the
 * mapping given (a preset or the columns), else with the preset its header shows; `preset` says
 * which preset was used. The bytes are decoded once.
 */
export function readStatement(
  bytes: Uint8Array,
  { fileName, mapping, ...options }: ReadOptions & { fileName?: string; mapping?: CsvMappingInput } = {},
): StatementFile {
  const { text, codificacao } = decodeStatement(bytes);
  if (looksLikeOfx(text)) return { formato: 'ofx', codificacao, extratos: readOfxText(text, options) };
  if (fileName && /\.(ofx|qfx)$/i.test(fileName)) {
    throw new StatementError('O arquivo tem extensão .ofx mas não é um extrato OFX');
  }
  const preset = mapping ? ('preset' in mapping ? mapping.preset : undefined) : detectCsvPreset(text);
  if (!mapping && !preset) {
    throw new StatementError(
      'O arquivo não é um OFX; para importar um CSV, escolha o modelo do banco ou o mapeamento das colunas',
    );
  }
  const columns = csvColumns(mapping ?? { preset: preset as CsvPreset });
  const file: StatementFile = { formato: 'csv', codificacao, extratos: [readCsvText(text, columns, options)] };
  return preset ? { ...file, preset } : file;
}
