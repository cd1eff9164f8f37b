import { useDateFormat } from '../../lib/preferences';

/** A business date (`2026-11-21`) in the user's format, for cells built outside a component. */
export function LocalDate({ date }: { date: string }) {
  return <>{useDateFormat().formatDate(date)}</>;
}

/** A timestamp (ISO) as date and time in the user's zone and format. */
export function LocalDateTime({ at }: { at: string }) {
  return <>{useDateFormat().formatDateTime(at)}</>;
}

/** The calendar day of a timestamp (ISO) in the user's zone and format. */
export function LocalDay({ at }: { at: string }) {
  return <>{useDateFormat().formatDayOf(at)}</>;
}
