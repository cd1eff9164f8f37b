import {
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PREFERENCES,
  type NotificationSettings,
  notificationsSchema,
  type Preferences,
  preferencesSchema,
} from '@livro-caixa/domain';

/** Stored JSON → settings, falling back to the defaults field by field (older rows, bad data). */
export function parsePreferences(json: string | null): Preferences {
  const stored = safeJson(json);
  const parsed = preferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, ...stored });
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

export function parseNotifications(json: string | null): NotificationSettings {
  const parsed = notificationsSchema.safeParse({ ...DEFAULT_NOTIFICATIONS, ...safeJson(json) });
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATIONS;
}

export function parseAllowedIps(json: string | null): string[] {
  const value = safeJson(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function safeJson(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const value = JSON.parse(json);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}
