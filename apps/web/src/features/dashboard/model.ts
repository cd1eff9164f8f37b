/**
 * The dashboard's small rules, kept pure so they are tested without a screen: the order of notes
 * and reminders (the server's, re-applied after a change so the list never jumps twice), when a
 * reminder is late, and how the variation reads.
 */
import { DEFAULT_TIME_ZONE, formatPercent, type Note, type Reminder, todayIn } from '@livro-caixa/domain';

/** Pinned first, then the most recently changed (as GET /notes). */
export function sortNotes(notes: readonly Note[]): Note[] {
  return [...notes].sort(
    (a, b) => Number(b.is_pinned) - Number(a.is_pinned) || b.updated_at.localeCompare(a.updated_at) || b.id - a.id,
  );
}

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
const dueKey = (r: Reminder) => `${r.due_date ?? '9999-12-31'} ${r.due_time ?? '99:99'}`;

/** Pending first, soonest due first (undated last), then by priority; completed after (as GET /reminders). */
export function sortReminders(reminders: readonly Reminder[]): Reminder[] {
  return [...reminders].sort(
    (a, b) =>
      Number(a.status === 'completed') - Number(b.status === 'completed') ||
      dueKey(a).localeCompare(dueKey(b)) ||
      PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
      b.id - a.id,
  );
}

/** Replaces the item with the same id, or adds it. */
export function upsertById<T extends { id: number }>(items: readonly T[], item: T): T[] {
  return items.some((i) => i.id === item.id) ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item];
}

/** Date and `HH:MM` it is now in the zone (the business's clock, not the browser's). */
export function nowIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): { date: string; time: string } {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(now)
    .slice(0, 5);
  return { date: todayIn(timeZone, now), time };
}

/**
 * A pending reminder whose moment has passed: its date is before today, or it is today and its
 * time has gone by. A reminder with no date is never late; one with a date but no time is late
 * from the next day on.
 */
export function isOverdue(reminder: Reminder, now: { date: string; time: string }): boolean {
  if (reminder.status === 'completed' || !reminder.due_date) return false;
  if (reminder.due_date < now.date) return true;
  return reminder.due_date === now.date && reminder.due_time !== null && reminder.due_time < now.time;
}

export type Trend = 'up' | 'down' | 'flat' | 'none';

/** Variation with its sign: '+12,5%', '-8,0%', '0,0%'; '—' when there is nothing to compare with (ADR 023). */
export function describeVariation(variation: number | null): { text: string; trend: Trend } {
  if (variation === null) return { text: '—', trend: 'none' };
  if (variation === 0) return { text: formatPercent(0), trend: 'flat' };
  const sign = variation > 0 ? '+' : '-';
  return { text: `${sign}${formatPercent(Math.abs(variation))}`, trend: variation > 0 ? 'up' : 'down' };
}
