/**
 * The user's preferences (DESIGN "Settings") for every screen, from the one settings query: the
 * settings screen reads the whole of GET /settings, every other screen its preferences through
 * `usePreferences` (one request serves all; saving preferences refreshes it). Anything missing or
 * invalid falls back to DEFAULT_PREFERENCES, field by field, as does a failure.
 *
 * "Today" and the dates on screen follow them (product-rules "Dates on screen and today"): the
 * screens take them from `useToday` and `useDateFormat`, never from the browser's clock or zone.
 */
import { DEFAULT_PREFERENCES, type Preferences, preferencesSchema, type Settings, todayIn } from '@livro-caixa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api';
import { formatDate, formatDateTime, formatDayOf } from './format';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** The one query of GET /settings. */
export const settingsQuery = queryOptions({
  queryKey: SETTINGS_QUERY_KEY,
  queryFn: ({ signal }) => api.get<Settings>('/settings', { signal }),
  staleTime: 5 * 60_000,
  // The screens wait for it (AppLayout): a failure falls back to the defaults at once, and stays
  // so: without retryOnMount, each screen mounting after a failure would fetch again and put the
  // query back to pending (the screens waiting on it would unmount and mount again, endlessly).
  retry: false,
  retryOnMount: false,
});

/** The one parser. Each field checked on its own: one odd value does not throw the others away. */
export function preferencesOf(settings: unknown): Preferences {
  const raw =
    settings && typeof settings === 'object' && 'preferences' in settings
      ? (settings as { preferences: unknown }).preferences
      : null;
  if (!raw || typeof raw !== 'object') return DEFAULT_PREFERENCES;
  const values = raw as Record<string, unknown>;
  const result: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  for (const [key, field] of Object.entries(preferencesSchema.shape)) {
    const parsed = field.safeParse(values[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as Preferences;
}

/**
 * The preferences, and `ready` once the settings answered or failed — and ready it stays: trying
 * again after a failure (the settings screen's 'Tentar novamente') puts the query back to pending,
 * which must not take the screen that asked away (AppLayout waits on `ready`).
 */
export function usePreferences(): { preferences: Preferences; ready: boolean } {
  const query = useQuery({ ...settingsQuery, select: preferencesOf });
  return {
    preferences: query.data ?? DEFAULT_PREFERENCES,
    ready: !query.isPending || query.errorUpdatedAt > 0,
  };
}

/** Today (`YYYY-MM-DD`) in the user's time zone: the default of date filters and forms. */
export function useToday(): string {
  return todayIn(usePreferences().preferences.timeZone);
}

/** The date formatters bound to the user's date format and time zone. */
export function useDateFormat() {
  const { dateFormat, timeZone } = usePreferences().preferences;
  return useMemo(
    () => ({
      /** A business date (`2026-11-21`) in the user's format: `21/11/2026`. */
      formatDate: (date: string) => formatDate(date, dateFormat),
      /** A timestamp (ISO, UTC) in the user's zone and format: `21/11/2026 12:05`. */
      formatDateTime: (iso: string) => formatDateTime(iso, timeZone, dateFormat),
      /** The calendar day of a timestamp in the user's zone, in the user's format. */
      formatDayOf: (iso: string) => formatDayOf(iso, timeZone, dateFormat),
      timeZone,
    }),
    [dateFormat, timeZone],
  );
}

export type DateFormatters = ReturnType<typeof useDateFormat>;
