/**
 * The user's preferences that shape dates on screen (DESIGN "Settings"): the time zone that defines
 * "today", the month the fiscal year starts ('Este Ano') and the date format. Read from
 * GET /settings, cached; when that call fails the defaults apply (January, America/Sao_Paulo).
 */
import { DATE_FORMATS, type DateFormat, DEFAULT_TIME_ZONE, isValidTimeZone } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export interface DatePreferences {
  timeZone: string;
  /** '01'..'12' */
  fiscalYearStart: string;
  dateFormat: DateFormat;
}

export const DEFAULT_DATE_PREFERENCES: DatePreferences = {
  timeZone: DEFAULT_TIME_ZONE,
  fiscalYearStart: '01',
  dateFormat: 'DD/MM/YYYY',
};

/** The same key and call as the settings screen, so that saving preferences refreshes this too. */
export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** Takes what it can use from a settings answer; anything missing or odd falls back to the default. */
export function datePreferencesOf(settings: unknown): DatePreferences {
  const prefs =
    settings && typeof settings === 'object' && 'preferences' in settings
      ? (settings as { preferences: unknown }).preferences
      : null;
  if (!prefs || typeof prefs !== 'object') return DEFAULT_DATE_PREFERENCES;
  const { timeZone, fiscalYearStart, dateFormat } = prefs as Record<string, unknown>;
  return {
    timeZone: typeof timeZone === 'string' && isValidTimeZone(timeZone) ? timeZone : DEFAULT_DATE_PREFERENCES.timeZone,
    fiscalYearStart:
      typeof fiscalYearStart === 'string' && /^(0[1-9]|1[0-2])$/.test(fiscalYearStart)
        ? fiscalYearStart
        : DEFAULT_DATE_PREFERENCES.fiscalYearStart,
    dateFormat: DATE_FORMATS.includes(dateFormat as DateFormat)
      ? (dateFormat as DateFormat)
      : DEFAULT_DATE_PREFERENCES.dateFormat,
  };
}

/** `ready` turns true once the settings answered or failed: screens that start from "today" wait for it. */
export function useDatePreferences(): { preferences: DatePreferences; ready: boolean } {
  const query = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<unknown>('/settings', { signal }),
    select: datePreferencesOf,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return {
    preferences: query.data ?? DEFAULT_DATE_PREFERENCES,
    ready: !query.isPending,
  };
}
