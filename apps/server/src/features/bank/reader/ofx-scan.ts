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

/**
 * `<NAME>`, `</NAME>`, `<NAME/>`; attributes (OFX has none) ignored. The lookahead keeps a long
 * name from being tried at every shorter length: one pass, whatever the input.
 */
const TAG = /<(\/?)\s*([A-Za-z][\w.-]*)(?![\w.-])([^<>]*)>/y;
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
  // The open tag whose text is being read: its text runs from `from` to the next tag (plus any CDATA).
  let pending: OfxTag | null = null;
  let from = 0;
  let cdata = '';
  const flush = (to: number) => {
    if (pending) {
      const raw = cdata ? cdata + text.slice(from, to) : text.slice(from, to);
      pending.text = decodeEntities(raw.trim());
      visit(pending);
    }
    pending = null;
    cdata = '';
  };
  let pos = text.indexOf('<');
  while (pos >= 0) {
    const at = lineAt(pos);
    let end: number;
    const second = text.charCodeAt(pos + 1);
    if (second === 0x21 /* ! */) {
      if (text.startsWith('<!--', pos)) {
        end = text.indexOf('-->', pos + 4);
        if (end < 0) throw incomplete(`um comentário aberto na linha ${at} não termina`);
        end += 2;
      } else if (text.startsWith('<![CDATA[', pos)) {
        end = text.indexOf(']]>', pos + 9);
        if (end < 0) throw incomplete(`um bloco CDATA aberto na linha ${at} não termina`);
        if (pending) cdata += text.slice(from, pos) + text.slice(pos + 9, end);
        end += 2;
      } else {
        throw new StatementError(
          `O arquivo OFX declara um DTD ou entidades (linha ${at}): recusado por segurança, exporte o extrato novamente`,
        );
      }
      if (pending) from = end + 1;
    } else if (second === 0x3f /* ? */) {
      end = text.indexOf('?>', pos + 2);
      if (end < 0) throw incomplete(`a instrução aberta na linha ${at} não termina`);
      end += 1;
    } else {
      TAG.lastIndex = pos;
      const m = TAG.exec(text);
      if (!m) {
        const close = text.indexOf('>', pos + 1);
        if (close < 0) throw incomplete(`a marca aberta na linha ${at} não termina`);
        throw new StatementError(`O arquivo OFX tem uma marca inválida na linha ${at}`);
      }
      const rest = m[3] as string;
      if (rest !== '' && !/^\s/.test(rest) && !/^\/\s*$/.test(rest)) {
        throw new StatementError(`O arquivo OFX tem uma marca inválida na linha ${at}`);
      }
      flush(pos);
      end = TAG.lastIndex - 1;
      const tag: OfxTag = { name: (m[2] as string).toUpperCase(), close: m[1] === '/', text: '', line: at };
      if (tag.close) visit(tag);
      else if (rest.trimEnd().endsWith('/')) {
        visit(tag);
        visit({ ...tag, close: true });
      } else {
        pending = tag;
        from = end + 1;
      }
    }
    pos = text.indexOf('<', end + 1);
  }
  flush(text.length);
}
