/**
 * Amounts as banks write them, read into exact centavos from the text: never through a float
 * (docs/product-rules.md "Bank statements"). Which separator is the decimal one is decided per
 * value, since one file may mix them:
 * - the last separator, followed by one or two digits at the end, is the decimal one
 *   (`-560,00`, `-500.5`); any separators before it, of the other kind, group thousands in threes
 *   (`6000.000,00`, `1.000,00`, `1,234.56`);
 * - a separator repeated alone groups thousands (`1.000.000`);
 * - one separator followed by exactly three digits (`1.000`) is thousands or decimal only by
 *   `decimal`, the mapping's decimal separator; without one it is refused as ambiguous;
 * - more than two decimals are read only when the extra ones are zeros (`12.5000`).
 * A sign may lead (`-`, `+`, spaces between) or trail (`-`, `D` debit, `C` credit), and `R$` is
 * allowed after a leading sign.
 */
export type AmountResult = { valor: number } | { motivo: string };

const SHAPE = /^([+-])?\s*(?:R\$\s*)?([+-])?\s*([\d.,]+?)\s*([+-]|[CD])?$/i;
const MAX_REAIS_DIGITS = 13;
const MAX_LENGTH = 40;

export function parseAmount(raw: string, decimal?: ',' | '.'): AmountResult {
  const text = raw.trim();
  const shown = `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
  if (text === '') return { motivo: 'valor em branco' };
  const unreadable = { motivo: `valor ilegível: ${shown}` };
  // No amount is this long; the cap also keeps the pattern's work small.
  if (text.length > MAX_LENGTH) return unreadable;
  const m = SHAPE.exec(text);
  if (!m) return unreadable;
  const [, lead, afterCurrency, rawBody = '', trail] = m;
  if ([lead, afterCurrency, trail].filter(Boolean).length > 1) return unreadable;
  const negative = lead === '-' || afterCurrency === '-' || trail === '-' || trail?.toUpperCase() === 'D';
  let body = rawBody;
  if (/^[.,]/.test(body)) body = `0${body}`;
  if (!/\d$/.test(body)) return unreadable;

  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  let reais: string;
  let decimals = '';
  if (last < 0) {
    reais = body;
  } else {
    const sep = body[last] as ',' | '.';
    const head = body.slice(0, last);
    const tail = body.slice(last + 1);
    const other = sep === ',' ? '.' : ',';
    if (head.includes(sep)) {
      // The same separator more than once: all of them group thousands.
      if (head.includes(other) || decimal === sep || !groupsOfThree(body, sep)) return unreadable;
      reais = body.replaceAll(sep, '');
    } else if (head.includes(other)) {
      // Both kinds: the last is the decimal one, the others group thousands.
      if (tail.length > 2 && !/^\d\d0+$/.test(tail))
        return { motivo: `valor com mais de duas casas decimais: ${shown}` };
      if (!groupsOfThree(head, other)) return unreadable;
      reais = head.replaceAll(other, '');
      decimals = tail;
    } else if (tail.length === 3 && decimal !== sep) {
      if (decimal === undefined) {
        return { motivo: `valor ambíguo: ${shown} pode ter separador de milhar ou decimal` };
      }
      reais = head + tail;
    } else {
      if (tail.length > 2 && !/^\d\d0+$/.test(tail))
        return { motivo: `valor com mais de duas casas decimais: ${shown}` };
      reais = head;
      decimals = tail;
    }
  }
  reais = reais.replace(/^0+(?=\d)/, '');
  if (reais.length > MAX_REAIS_DIGITS) return { motivo: `valor grande demais: ${shown}` };
  const centavos = Number(reais) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  return { valor: negative && centavos !== 0 ? -centavos : centavos };
}

/** `6000.000`, `1.234.567`: the first group any length, every other exactly three digits. */
function groupsOfThree(text: string, sep: string): boolean {
  const [first, ...rest] = text.split(sep);
  return /^\d+$/.test(first ?? '') && rest.every((g) => /^\d{3}$/.test(g));
}
