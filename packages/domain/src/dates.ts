/**
 * Business dates are `YYYY-MM-DD` strings with no time zone (Actual Budget's approach). They are
 * compared as strings and never pass through `Date#toISOString`, which would move them by a day
 * in UTC−3.
 */
export type LocalDate = string;

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidLocalDate(value: string): boolean {
  const m = LOCAL_DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Building an Intl.DateTimeFormat costs far more than using one (tenths of a millisecond), and
 * "today" is asked on every request: one formatter per kind and zone, made once.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}|${options.timeZone ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/** The calendar date it is now in the given IANA time zone. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): LocalDate {
  const parts = formatter('date', 'en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const validZones = new Map<string, boolean>();
export function isValidTimeZone(timeZone: string): boolean {
  let valid = validZones.get(timeZone);
  if (valid === undefined) {
    try {
      formatter('date', 'en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      valid = true;
    } catch {
      valid = false;
    }
    if (validZones.size < 1000) validZones.set(timeZone, valid);
  }
  return valid;
}

function toUtcDate(date: LocalDate): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
}

function fromUtcDate(date: Date): LocalDate {
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = toUtcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtcDate(d);
}

/** Whole days from `start` to `end` (end − start). */
export function daysBetween(start: LocalDate, end: LocalDate): number {
  return Math.round((toUtcDate(end).getTime() - toUtcDate(start).getTime()) / 86_400_000);
}

export type DateFormat = 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'YYYY-MM-DD';
export const DATE_FORMATS: readonly DateFormat[] = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'];

/** `2026-11-21` → `21/11/2026` (or the user's chosen format). */
export function formatLocalDate(date: LocalDate, format: DateFormat = 'DD/MM/YYYY'): string {
  const m = LOCAL_DATE.exec(date.slice(0, 10));
  if (!m) return date;
  const [, y, mo, d] = m;
  if (format === 'MM/DD/YYYY') return `${mo}/${d}/${y}`;
  if (format === 'YYYY-MM-DD') return `${y}-${mo}-${d}`;
  return `${d}/${mo}/${y}`;
}

/** An ISO-8601 UTC timestamp shown in the user's zone: `21/11/2026 12:05`. */
export function formatTimestamp(
  iso: string,
  timeZone: string = DEFAULT_TIME_ZONE,
  format: DateFormat = 'DD/MM/YYYY',
): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const date = todayIn(timeZone, at);
  const time = formatter('time', 'pt-BR', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }).format(at);
  return `${formatLocalDate(date, format)} ${time}`;
}

/** Milliseconds the zone is ahead of UTC at `at` (São Paulo: −3 h). */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = formatter('offset', 'en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The UTC instant at which `date` begins in `timeZone` (ISO string), for comparing with timestamps. */
export function dayStartUtc(date: LocalDate, timeZone: string = DEFAULT_TIME_ZONE): string {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  let instant = guess - zoneOffsetMs(timeZone, new Date(guess));
  // Around a DST change the offset at the real instant can differ from the guess's.
  instant = guess - zoneOffsetMs(timeZone, new Date(instant));
  return new Date(instant).toISOString();
}

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A date typed as in Brazil, `15/10/2026` (or its eight digits, `15102026`), → `2026-10-15`; null
 * when it is not a whole, real day (`31/02/2026`, `15/10`). The date fields type and show
 * dd/mm/aaaa whatever the browser's language and hand the forms this form (docs/product-rules.md,
 * "Dates").
 */
export function parseBrDate(text: string): LocalDate | null {
  const digits = text.trim();
  const m = BR_DATE.exec(
    /^\d{8}$/.test(digits) ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}` : digits,
  );
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isValidLocalDate(iso) ? iso : null;
}
