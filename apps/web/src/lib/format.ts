/**
 * The one way to show money, dates and percentages (ARCHITECTURE "only one way"). The API sends
 * reais as numbers with at most two decimals; sums go through centavos so float noise never shows.
 */
import {
  type DateFormat,
  DEFAULT_TIME_ZONE,
  formatBRL,
  formatLocalDate,
  formatPercent,
  formatTimestamp,
  reaisToCentavos,
  todayIn,
} from '@livro-caixa/domain';

export { formatPercent };

/**
 * The user's date format and time zone (preferences), set by lib/preferences when the settings
 * load, before the screens render: every date shown and every "today" follows them.
 */
const display: { dateFormat: DateFormat; timeZone: string } = {
  dateFormat: 'DD/MM/YYYY',
  timeZone: DEFAULT_TIME_ZONE,
};

export function setDisplayPreferences(preferences: { dateFormat: DateFormat; timeZone: string }) {
  display.dateFormat = preferences.dateFormat;
  display.timeZone = preferences.timeZone;
}

/** A business date (`2026-11-21`) in the user's format: `21/11/2026`. */
export function formatDate(date: string, format: DateFormat = display.dateFormat): string {
  return formatLocalDate(date, format);
}

/** A timestamp (ISO, UTC) in the user's zone and format: `21/11/2026 12:05`. */
export function formatDateTime(iso: string): string {
  return formatTimestamp(iso, display.timeZone, display.dateFormat);
}

/** The calendar day of a timestamp in the user's zone, in the user's format: `21/11/2026`. */
export function formatDayOf(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formatLocalDate(todayIn(display.timeZone, at), display.dateFormat);
}

/** The user's time zone (IANA name). */
export function displayTimeZone(): string {
  return display.timeZone;
}

/** Today in the user's time zone (`YYYY-MM-DD`): the default of date filters and forms. */
export function today(): string {
  return todayIn(display.timeZone);
}

/** Reais (as the API sends them) → centavos; a value with float noise is rounded, never dropped. */
export function toCentavos(reais: number): number {
  return reaisToCentavos(reais) ?? Math.round(reais * 100);
}

/** `R$ 1.234,56` from reais. */
export function formatReais(reais: number): string {
  return formatBRL(toCentavos(reais));
}

/** Σ reais, summed in centavos; the result back in reais. */
export function sumReais(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += toCentavos(value);
  return total / 100;
}
