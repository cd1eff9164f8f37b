import type {
  BackupSettings,
  CompanyBillAlertInput,
  CompanyDetails,
  CompanyDetailsInput,
  MailStatus,
  NotificationSettings,
  Preferences,
  ProfileInput,
  SecurityInput,
  Settings,
  User,
} from '@livro-caixa/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api, requestBlob } from '../../../lib/api';
import { SETTINGS_QUERY_KEY } from '../../../lib/preferences';

/** The one settings query (lib/preferences): this screen reads all of it. */
export { settingsQuery } from '../../../lib/preferences';

type Security = Settings['security'];

/** Puts one group of a save's answer into the cached settings, so every tab shows what was saved. */
function usePatchSettings() {
  const queryClient = useQueryClient();
  return (patch: Partial<Settings>) =>
    queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (old) => (old ? { ...old, ...patch } : old));
}

export function useSaveProfile() {
  const patch = usePatchSettings();
  return useMutation<{ user: User }, ApiError, ProfileInput>({
    mutationFn: (data) => api.put<{ user: User }>('/settings/profile', data),
    onSuccess: ({ user }, data) =>
      patch({
        profile: {
          name: user.name,
          email: user.email,
          phone: data.phone ? data.phone.trim() : null,
          company: user.tenant_name,
        },
      }),
  });
}

/** Configurações → Empresa: type, CNPJ, address, city/UF and PIX key (`/settings/company`). */
export const companyDetailsQuery = queryOptions({
  queryKey: ['settings', 'company'],
  queryFn: () => api.get<{ data: CompanyDetails }>('/settings/company').then((r) => r.data),
});

export function useSaveCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation<CompanyDetails, ApiError, CompanyDetailsInput>({
    mutationFn: (data) => api.put<{ data: CompanyDetails }>('/settings/company', data).then((r) => r.data),
    onSuccess: (saved) => queryClient.setQueryData(companyDetailsQuery.queryKey, saved),
  });
}

/** The "Contas a vencer" days alone (PUT /settings/company/aviso-contas): the details are not sent back. */
export function useSaveBillAlertDays() {
  const queryClient = useQueryClient();
  return useMutation<CompanyDetails, ApiError, CompanyBillAlertInput>({
    mutationFn: (data) => api.put<{ data: CompanyDetails }>('/settings/company/aviso-contas', data).then((r) => r.data),
    onSuccess: (saved) =>
      queryClient.setQueryData<CompanyDetails>(companyDetailsQuery.queryKey, (current) =>
        current ? { ...current, aviso_contas_dias: saved.aviso_contas_dias } : saved,
      ),
  });
}

export function useChangePassword() {
  return useMutation<void, ApiError, { currentPassword: string; newPassword: string }>({
    mutationFn: (data) => api.put<void>('/settings/password', data),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  const patch = usePatchSettings();
  return useMutation<{ preferences: Preferences }, ApiError, Preferences>({
    mutationFn: (data) => api.put<{ preferences: Preferences }>('/settings/preferences', data),
    onSuccess: ({ preferences }) => {
      patch({ preferences });
      // Dates, "today" and the payment form's status follow at once on every screen.
      void queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
    },
  });
}

/** Saves the `group` of the settings (PUT /settings/<group>); the answer's group goes into the cache. */
function useSaveGroup<K extends 'notifications' | 'security' | 'backup', I>(group: K) {
  const patch = usePatchSettings();
  return useMutation<Pick<Settings, K>, ApiError, I>({
    mutationFn: (data) => api.put<Pick<Settings, K>>(`/settings/${group}`, data),
    onSuccess: (answer) => patch({ [group]: answer[group] }),
  });
}

export const useSaveNotifications = () => useSaveGroup<'notifications', NotificationSettings>('notifications');
export const useSaveSecurity = () => useSaveGroup<'security', SecurityInput>('security');

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  /** PNG data URL. */
  qrCode: string;
}

export function useStartTotp() {
  return useMutation<TotpEnrolment, ApiError, void>({
    mutationFn: () => api.post<TotpEnrolment>('/settings/security/2fa/setup'),
  });
}

/** Enabling and regenerating answer with the ten recovery codes, readable only this once. */
export interface TotpAnswer {
  security: Security;
  recoveryCodes?: string[];
}

/**
 * Turns two-step verification on (`enable`) or off (`disable`), or replaces the recovery codes
 * (`recovery-codes`); each is confirmed by a code of the authenticator.
 */
export function useTotpSwitch(action: 'enable' | 'disable' | 'recovery-codes') {
  const patch = usePatchSettings();
  return useMutation<TotpAnswer, ApiError, string>({
    mutationFn: (code) => api.post<TotpAnswer>(`/settings/security/2fa/${action}`, { code }),
    onSuccess: ({ security }) => patch({ security }),
  });
}

export const useSaveBackupSettings = () => useSaveGroup<'backup', BackupSettings>('backup');

/** The company's data as a JSON file (`backup_YYYY-MM-DD.json`). */
export function downloadManualBackup() {
  return requestBlob('/settings/backup/manual', { method: 'POST' });
}

/** One of the automatic backups kept on the server. */
export function downloadStoredBackup(name: string) {
  return requestBlob(`/settings/backup/files/${encodeURIComponent(name)}`);
}

export interface RestoreResult {
  message: string;
  restored: { attendants: number; tripeiros: number; payments: number; expenses: number };
}

export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation<RestoreResult, ApiError, unknown>({
    mutationFn: (backup) => api.post<RestoreResult>('/settings/backup/restore', { confirm: true, backup }),
    // Every list of the company changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Whether the server sends e-mail (the Notificações tab says when it does not). */
export const mailStatusQuery = queryOptions({
  queryKey: ['auth', 'email-status'],
  queryFn: () => api.get<MailStatus>('/auth/email-status'),
  staleTime: 5 * 60_000,
  retry: false,
});
