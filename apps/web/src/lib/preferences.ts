/**
 * The user's preferences (DESIGN "Settings") for every screen: GET /settings, cached under the same
 * key as the settings screen and lib/preferences-query (one request serves all; saving preferences
 * invalidates it). Anything missing or invalid falls back to DEFAULT_PREFERENCES, as does a failure.
 */
import { DEFAULT_PREFERENCES, type Preferences, preferencesSchema } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { setDisplayPreferences } from './format';
import { SETTINGS_QUERY_KEY } from './preferences-query';

/** Each field checked on its own: one odd value does not throw the others away. */
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
 * The preferences, and `ready` once the settings answered or failed. Also hands the date format and
 * time zone to lib/format, so that `formatDate`, `formatDateTime` and `today` follow them.
 */
export function usePreferences(): { preferences: Preferences; ready: boolean } {
  const query = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<unknown>('/settings', { signal }),
    select: preferencesOf,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const preferences = query.data ?? DEFAULT_PREFERENCES;
  // During render on purpose: the screens below render in this same pass and must see the values.
  setDisplayPreferences(preferences);
  return { preferences, ready: !query.isPending };
}
