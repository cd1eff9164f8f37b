import { daysInMonth, type LocalDate } from './dates.js';

/**
 * Calendar months as `YYYY-MM` strings, like business dates without the day: no time zone, and
 * compared as strings. The one place for month names and month arithmetic, on the server (mails,
 * PDFs, rollups), in the web app and in the e2e specs.
 */

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isValidMonth(month: string): boolean {
  return MONTH_PATTERN.test(month);
}

/** The month of a business date: `2026-10-15` → `2026-10`. */
export function monthOf(date: LocalDate): string {
  return date.slice(0, 7);
}

/** `2026-01` moved by −1 → `2025-12`; by 14 → `2027-03`. */
export function shiftMonth(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

export const nextMonth = (month: string): string => shiftMonth(month, 1);
export const previousMonth = (month: string): string => shiftMonth(month, -1);

/** First and last day of the month `YYYY-MM` (of a date's month, given a date). */
export function monthRange(month: string): { start: LocalDate; end: LocalDate } {
  const m = monthOf(month);
  const days = daysInMonth(Number(m.slice(0, 4)), Number(m.slice(5, 7)));
  return { start: `${m}-01`, end: `${m}-${String(days).padStart(2, '0')}` };
}

/** Every month from `first` to `last` (`YYYY-MM`), both included; none when `first` is later. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) months.push(m);
  return months;
}

export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** `2026-10` (or `2026-10-15`) → `outubro`. */
export function monthName(month: string): string {
  return MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;
}

/** `2026-10` → `outubro de 2026` (`Outubro de 2026` with `capitalized`). */
export function formatMonthName(month: string, capitalized = false): string {
  const text = `${monthName(month)} de ${month.slice(0, 4)}`;
  return capitalized ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** `2026-10` (or `2026-10-15`) → `outubro/2026`, as a refusal names a month. */
export function formatMonthSlash(month: string): string {
  return `${monthName(month)}/${month.slice(0, 4)}`;
}

/** `2026-10` → `10/2026`. */
export function formatMonthNumeric(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

/** `2026-10-05` → `5 de outubro de 2026`, as a receipt dates itself. */
export function formatLongDate(date: LocalDate): string {
  return `${Number(date.slice(8, 10))} de ${formatMonthName(date)}`;
}
