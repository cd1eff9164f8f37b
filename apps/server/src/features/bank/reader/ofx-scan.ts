import { StatementError } from './types.js';

/**
 * One tag of an OFX file, SGML (1.x, elements left unclosed) or XML (2.x) alike: `<NAME>text` or
 * `</NAME>`. `text` is what follows the tag up to the next one, trimmed, with the five XML
 * entities and character references decoded; anything else is left as written.
 */
export interface OfxTag {
  name: string;
  close: boolean;
  text: string;
  /** 1-based line of the file where the tag starts. */
  line: number;
}

const NAME = /^[A-Za-z][\w.-]*$/;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

export const incomplete = (what: string) => new StatementError(`O arquivo OFX está incompleto: ${what}`);

/**
 * Walks the tags of `text` in order, in one pass, calling `visit` for each. Declarations other
 * than comments (`<!DOCTYPE`, `<!ENTITY`, `<!ELEMENT`) are refused and never expanded: the only
 * entities read are the five of XML and character references. Processing instructions (`<?xml`,
 * `<?OFX`) and comments are skipped; CDATA is text.
 */
export function scanOfx(text: string, visit: (tag: OfxTag) => void): void {
  let line = 1;
  let counted = 0;
  const lineAt = (index: number) => {
    for (let nl = text.indexOf('\n', counted); nl >= 0 && nl < index; nl = text.indexOf('\n', nl + 1)) line++;
    counted = index;
    return line;
  };
  let pending: OfxTag | null = null;
  let buffer = '';
  const flush = () => {
    if (pending) {
      pending.text = decodeEntities(buffer.trim());
      visit(pending);
    }
    pending = null;
    buffer = '';
  };
  let pos = text.indexOf('<');
  while (pos >= 0) {
    const at = lineAt(pos);
    let end: number;
    if (text.startsWith('<!--', pos)) {
      end = text.indexOf('-->', pos + 4);
      if (end < 0) throw incomplete(`um comentário aberto na linha ${at} não termina`);
      end += 2;
    } else if (text.startsWith('<![CDATA[', pos)) {
      end = text.indexOf(']]>', pos + 9);
      if (end < 0) throw incomplete(`um bloco CDATA aberto na linha ${at} não termina`);
      buffer += text.slice(pos + 9, end);
      end += 2;
    } else if (text[pos + 1] === '!') {
      throw new StatementError(
        `O arquivo OFX declara um DTD ou entidades (linha ${at}): recusado por segurança, exporte o extrato novamente`,
      );
    } else if (text[pos + 1] === '?') {
      end = text.indexOf('?>', pos + 2);
      if (end < 0) throw incomplete(`a instrução aberta na linha ${at} não termina`);
      end += 1;
    } else {
      end = text.indexOf('>', pos + 1);
      if (end < 0) throw incomplete(`a marca aberta na linha ${at} não termina`);
      flush();
      let inner = text.slice(pos + 1, end).trim();
      const close = inner.startsWith('/');
      if (close) inner = inner.slice(1).trimStart();
      const selfClosing = !close && inner.endsWith('/');
      if (selfClosing) inner = inner.slice(0, -1);
      const name = inner.split(/\s/, 1)[0] ?? '';
      if (!NAME.test(name)) throw new StatementError(`O arquivo OFX tem uma marca inválida na linha ${at}`);
      const tag: OfxTag = { name: name.toUpperCase(), close, text: '', line: at };
      if (close) visit(tag);
      else if (selfClosing) {
        visit(tag);
        visit({ ...tag, close: true });
      } else pending = tag;
    }
    const next = text.indexOf('<', end + 1);
    if (pending || buffer) buffer += text.slice(end + 1, next < 0 ? text.length : next);
    pos = next;
  }
  flush();
}
