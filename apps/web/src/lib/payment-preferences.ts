/**
 * `preferences.defaultPaymentStatus` (DESIGN "Settings": it pre-fills the payment form). Same key and
 * call as lib/preferences-query, so one GET /settings serves both; a failure falls back to 'pendente'.
 */
import { PAYMENT_STATUSES, type PaymentStatus } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { SETTINGS_QUERY_KEY } from './preferences-query';

export const FALLBACK_PAYMENT_STATUS: PaymentStatus = 'pendente';

export function defaultPaymentStatusOf(settings: unknown): PaymentStatus {
  const prefs =
    settings && typeof settings === 'object' && 'preferences' in settings
      ? (settings as { preferences: unknown }).preferences
      : null;
  const value = prefs && typeof prefs === 'object' ? (prefs as Record<string, unknown>).defaultPaymentStatus : null;
  return PAYMENT_STATUSES.includes(value as PaymentStatus) ? (value as PaymentStatus) : FALLBACK_PAYMENT_STATUS;
}

/** `ready` turns true once the settings answered or failed. */
export function useDefaultPaymentStatus(): { status: PaymentStatus; ready: boolean } {
  const query = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<unknown>('/settings', { signal }),
    select: defaultPaymentStatusOf,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { status: query.data ?? FALLBACK_PAYMENT_STATUS, ready: !query.isPending };
}
