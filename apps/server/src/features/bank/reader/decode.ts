import iconv from 'iconv-lite';
import { StatementError, type StatementFile } from './types.js';

const MAGIC: [string, number[]][] = [
  ['uma imagem PNG', [0x89, 0x50, 0x4e, 0x47]],
  ['uma imagem JPEG', [0xff, 0xd8, 0xff]],
  ['uma imagem GIF', [0x47, 0x49, 0x46, 0x38]],
  ['um PDF', [0x25, 0x50, 0x44, 0x46]],
  ['um arquivo compactado (ZIP, XLSX)', [0x50, 0x4b, 0x03, 0x04]],
  ['uma planilha do Excel (XLS)', [0xd0, 0xcf, 0x11, 0xe0]],
  ['um arquivo compactado (GZIP)', [0x1f, 0x8b]],
];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The text of a statement file. The encoding is decided from the bytes, never from the header
 * (banks write CHARSET:1252 over UTF-8 and the opposite): valid UTF-8 is UTF-8, anything else is
 * Windows-1252 (iconv-lite; a superset of Latin-1 for the accents). A UTF-16 byte order mark is
 * honoured. An empty or binary file is refused.
 */
export function decodeStatement(bytes: Uint8Array): { text: string; codificacao: StatementFile['codificacao'] } {
  if (isBlank(bytes)) throw new StatementError('O arquivo está vazio');
  for (const [what, magic] of MAGIC) {
    if (startsWith(bytes, magic)) throw new StatementError(`O arquivo não é um extrato OFX ou CSV: parece ${what}`);
  }
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const text = new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes);
    return { text: refuseBinary(text), codificacao: 'utf-16' };
  }
  let text: string;
  let codificacao: StatementFile['codificacao'] = 'utf-8';
  try {
    text = UTF8.decode(bytes);
  } catch {
    text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'win1252');
    codificacao = 'windows-1252';
  }
  return { text: refuseBinary(text), codificacao };
}

/** No bytes, or only spaces, line breaks and a UTF-8 byte order mark. */
function isBlank(bytes: Uint8Array): boolean {
  const from = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  for (let i = from; i < bytes.length; i++) {
    const b = bytes[i];
    if (b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
  }
  return true;
}

/** A NUL or other control character (but tab, line feed, carriage return, form feed) means a binary file. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const BINARY = /[\u0000-\u0008\u000B\u000E-\u001F]/;

function refuseBinary(text: string): string {
  if (BINARY.test(text)) throw new StatementError('O arquivo não é um extrato OFX ou CSV: tem conteúdo binário');
  // Line breaks of a single carriage return (old Mac exports) become line feeds, so lines are counted.
  return text.includes('\n') || !text.includes('\r') ? text : text.replaceAll('\r', '\n');
}
