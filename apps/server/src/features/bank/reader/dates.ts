/**
 * Dates as the bank wrote them, `AAAA-MM-DD`: the posting date is the date written, never moved by
 * the time or the zone after it (`20261015120000[-3:BRT]` is 2026-10-15; docs/product-rules.md
 * "Bank statements").
 */
export type DateResult = { data: string } | { motivo: string };

const OFX_DATE = /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:[.,]\d{1,6})?)?)?)?\s*(?:\[[^\]]*\])?$/;

function shown(raw: string): string {
  const text = raw.trim();
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

function isoDate(y: string, m: string, d: string): string | null {
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > days ? null : `${y}-${m}-${d}`;
}

/** An OFX date: `AAAAMMDD`, then optionally the time, fractions and `[offset:zone]`. */
export function parseOfxDate(raw: string): DateResult {
  const text = raw.trim();
  if (text === '') return { motivo: 'data em branco' };
  const m = text.length > 64 ? null : OFX_DATE.exec(text);
  const data = m ? isoDate(m[1] as string, m[2] as string, m[3] as string) : null;
  return data ? { data } : { motivo: `data inválida: ${shown(raw)}` };
}

/** A CSV date in the mapping's format: `dd/mm/aaaa` (also `-` or `.` between) or `aaaa-mm-dd` (a time after it is ignored). */
export function parseCsvDate(raw: string, formato: 'dd/mm/aaaa' | 'aaaa-mm-dd'): DateResult {
  const text = raw.trim();
  if (text === '') return { motivo: 'data em branco' };
  const m =
    text.length > 64
      ? null
      : formato === 'dd/mm/aaaa'
        ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T].*)?$/.exec(text)
        : /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(text);
  if (!m) return { motivo: `data inválida: ${shown(raw)} (esperado ${formato})` };
  const [y, mo, d] = formato === 'dd/mm/aaaa' ? [m[3], m[2], m[1]] : [m[1], m[2], m[3]];
  const data = isoDate(y as string, (mo as string).padStart(2, '0'), (d as string).padStart(2, '0'));
  return data ? { data } : { motivo: `data inválida: ${shown(raw)}` };
}
