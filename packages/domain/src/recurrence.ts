import { addDays, daysInMonth, type LocalDate } from './dates.js';

/**
 * Recurring bills (issue #22 §1, ADR 051): the dates a template falls on. Pure: no clock, no I/O.
 * docs/product-rules.md "Recurring bills".
 *
 * - mensal: day N (1–31) of every month; a month without day N (the 31st in a 30-day month, the
 *   29th–31st in February) falls on its last day. Each month is computed from N, never from the
 *   previous occurrence, so 31/01 → 28/02 → 31/03.
 * - semanal: every 7 days from the start date (the start's weekday).
 * - anual: the start's day and month every year; 29/02 falls on 28/02 in a common year.
 * The first occurrence is the first such date on or after `inicio`; none after `fim` (when given).
 */
export const RECURRENCE_FREQUENCIES = ['mensal', 'semanal', 'anual'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export const RECURRENCE_FREQUENCY_LABELS: Record<RecurrenceFrequency, string> = {
  mensal: 'Mensal',
  semanal: 'Semanal',
  anual: 'Anual',
};

export interface Recurrence {
  frequencia: RecurrenceFrequency;
  /** mensal: the day of the month (1–31); ignored otherwise. */
  dia: number | null;
  inicio: LocalDate;
  fim: LocalDate | null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parts(date: LocalDate): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 0, m ?? 1, d ?? 1];
}

/** Day `day` of the month, or the month's last day when it has fewer days. */
export function clampedDate(year: number, month: number, day: number): LocalDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

/** The occurrence of `r` in the n-th period from its start (n = 0, 1, 2…), before `fim` is applied. */
function nth(r: Recurrence, n: number): LocalDate {
  const [y, m, d] = parts(r.inicio);
  if (r.frequencia === 'semanal') return addDays(r.inicio, 7 * n);
  if (r.frequencia === 'anual') return clampedDate(y + n, m, d);
  const day = r.dia ?? d;
  // The start's month holds an occurrence only if day N is on or after the start.
  const first = clampedDate(y, m, day) >= r.inicio ? 0 : 1;
  const index = m - 1 + first + n;
  return clampedDate(y + Math.floor(index / 12), (index % 12) + 1, day);
}

/**
 * The occurrences of `r` after `after` (exclusive; null: from the start) up to `until` (inclusive),
 * oldest first, at most `limit`.
 */
export function occurrencesBetween(
  r: Recurrence,
  after: LocalDate | null,
  until: LocalDate,
  limit = 1000,
): LocalDate[] {
  const out: LocalDate[] = [];
  const last = r.fim !== null && r.fim < until ? r.fim : until;
  // Skip ahead close to `after` without walking every period from the start.
  let n = after === null ? 0 : Math.max(0, skipTo(r, after));
  for (; out.length < limit; n++) {
    const date = nth(r, n);
    if (date > last) break;
    if (after === null || date > after) out.push(date);
  }
  return out;
}

/** The next `count` occurrences of `r` strictly after `after` (null: from the start). */
export function nextOccurrences(r: Recurrence, after: LocalDate | null, count: number): LocalDate[] {
  return occurrencesBetween(r, after, '9999-12-31', count);
}

/** A period index at or before the first occurrence after `after`. */
function skipTo(r: Recurrence, after: LocalDate): number {
  if (after <= r.inicio) return 0;
  const [sy, sm] = parts(r.inicio);
  const [ay, am] = parts(after);
  if (r.frequencia === 'semanal') {
    const days = Math.round(
      (Date.UTC(ay, am - 1, parts(after)[2]) - Date.UTC(sy, sm - 1, parts(r.inicio)[2])) / 86_400_000,
    );
    return Math.floor(days / 7) - 1;
  }
  if (r.frequencia === 'anual') return ay - sy - 1;
  return (ay - sy) * 12 + (am - sm) - 2;
}

/** How far ahead the job keeps a template's bills: the next 3 months from today. */
export const RECURRENCE_MONTHS_AHEAD = 3;

/** The last date the job generates up to on `today`: the same day 3 months later (clamped). */
export function generationHorizon(today: LocalDate, monthsAhead = RECURRENCE_MONTHS_AHEAD): LocalDate {
  const [y, m, d] = parts(today);
  const index = m - 1 + monthsAhead;
  return clampedDate(y + Math.floor(index / 12), (index % 12) + 1, d);
}

/**
 * The period an occurrence stands for: its month (mensal), its year (anual), its own day
 * (semanal). A template has at most one bill per period: a new schedule never adds a second bill
 * to a month that has one.
 */
export function periodKey(frequencia: RecurrenceFrequency, date: LocalDate): string {
  return frequencia === 'mensal' ? date.slice(0, 7) : frequencia === 'anual' ? date.slice(0, 4) : date;
}

/** The first day of `date`'s period. */
export function periodStart(frequencia: RecurrenceFrequency, date: LocalDate): LocalDate {
  return frequencia === 'mensal'
    ? `${date.slice(0, 7)}-01`
    : frequencia === 'anual'
      ? `${date.slice(0, 4)}-01-01`
      : date;
}

/** The last day of `date`'s period. */
export function periodEnd(frequencia: RecurrenceFrequency, date: LocalDate): LocalDate {
  const [y, m] = parts(date);
  return frequencia === 'mensal' ? clampedDate(y, m, 31) : frequencia === 'anual' ? `${date.slice(0, 4)}-12-31` : date;
}

/** Whether `date` is one of the occurrences of `r`. */
export function isOccurrence(r: Recurrence, date: LocalDate): boolean {
  return occurrencesBetween(r, addDays(date, -1), date, 1)[0] === date;
}

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

/** How a template falls, in words: "Todo mês, dia 31", "Toda semana, segunda-feira", "Todo ano, 10/12". */
export function recurrenceText(r: Pick<Recurrence, 'frequencia' | 'dia' | 'inicio'>): string {
  const [y, m, d] = parts(r.inicio);
  if (r.frequencia === 'semanal') return `Toda semana, ${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}`;
  if (r.frequencia === 'anual') return `Todo ano, ${pad(d)}/${pad(m)}`;
  return `Todo mês, dia ${r.dia ?? d}`;
}
