import { z } from 'zod';
import { DATE_FORMATS, isValidTimeZone } from '../dates.js';
import { MSG } from '../messages.js';
import { moneyField } from './common.js';
import { emailField, optionalText, passwordField, requiredText } from './fields.js';
import { PAYMENT_STATUSES } from './payments.js';

export const SETTINGS_MSG = {
  profileSaved: 'Perfil atualizado com sucesso!',
  profileFailed: 'Erro ao atualizar perfil',
  passwordSaved: 'Senha alterada com sucesso!',
  passwordFailed: 'Erro ao alterar senha',
  preferencesSaved: 'Preferências salvas com sucesso!',
  preferencesFailed: 'Erro ao salvar preferências',
  notificationsSaved: 'Configurações de notificação salvas!',
  settingsFailed: 'Erro ao salvar configurações',
  securitySaved: 'Configurações de segurança atualizadas!',
  securityFailed: 'Erro ao atualizar segurança',
  backupDone: 'Backup realizado com sucesso!',
  backupFailed: 'Erro ao realizar backup',
  backupSaved: 'Configurações de backup salvas!',
  currentPasswordRequired: 'Informe a senha atual',
  currentPasswordWrong: 'Senha atual incorreta',
  sessionTimeoutRange: 'O tempo de sessão deve estar entre 5 e 120 minutos',
  retentionRange: 'A retenção deve estar entre 7 e 365 dias',
  timeZoneInvalid: 'Fuso horário inválido',
  fiscalYearInvalid: 'Mês de início do ano fiscal inválido',
  timeInvalid: 'Horário inválido',
  ipInvalid: 'IP ou faixa de IPs inválida',
  ipNotAllowed: 'Acesso não permitido a partir deste endereço IP',
  currentIpMissing: (ip: string) => `Inclua o seu IP atual (${ip}) na lista de IPs permitidos`,
  totpRequired: 'Informe o código de 6 dígitos do aplicativo autenticador',
  totpInvalid: 'Código de verificação inválido',
  totpNotStarted: 'Inicie a configuração da verificação em duas etapas',
  totpAlreadyOn: 'A verificação em duas etapas já está ativada',
  totpOff: 'A verificação em duas etapas não está ativada',
  backupInvalid: 'Arquivo de backup inválido',
  restoreDone: 'Backup restaurado com sucesso!',
  restoreConfirm: 'Confirme a restauração: os dados atuais da empresa serão substituídos',
  backupNotFound: 'Backup não encontrado',
} as const;

// ── profile and password ───────────────────────────────────────────────────────────────────

export const profileSchema = z.strictObject({
  name: requiredText(MSG.registerRequired, 100),
  email: emailField(MSG.registerRequired),
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^[0-9()+\-\s]{8,20}$/.test(v), 'Telefone inválido'),
  company: optionalText(150),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const passwordChangeSchema = z.strictObject({
  currentPassword: z
    .string({ error: SETTINGS_MSG.currentPasswordRequired })
    .min(1, SETTINGS_MSG.currentPasswordRequired),
  newPassword: passwordField(MSG.registerRequired),
});

/** The password form: what the API takes plus the confirmation it never sees. */
export const passwordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MSG.passwordsDontMatch, path: ['confirmPassword'] });

// ── preferences and notifications ─────────────────────────────────────────────────────────

export const FISCAL_MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

export const preferencesSchema = z.strictObject({
  currency: z.literal('BRL', { error: 'Moeda inválida' }),
  language: z.literal('pt-BR', { error: 'Idioma inválido' }),
  dateFormat: z.enum(DATE_FORMATS as unknown as ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'], {
    error: 'Formato de data inválido',
  }),
  timeZone: z.string().refine(isValidTimeZone, SETTINGS_MSG.timeZoneInvalid),
  fiscalYearStart: z.enum(FISCAL_MONTHS, { error: SETTINGS_MSG.fiscalYearInvalid }),
  defaultPaymentStatus: z.enum(PAYMENT_STATUSES, { error: 'Status inválido' }),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const DEFAULT_PREFERENCES: Preferences = {
  currency: 'BRL',
  language: 'pt-BR',
  dateFormat: 'DD/MM/YYYY',
  timeZone: 'America/Sao_Paulo',
  fiscalYearStart: '01',
  defaultPaymentStatus: 'pendente',
};

export const REMINDER_HOUR_MSG = 'Escolha uma hora entre 0 e 23';

export const notificationsSchema = z.strictObject({
  /** The master switch: off, no e-mail notification is sent (ADR 018). */
  emailNotifications: z.boolean(),
  paymentReminders: z.boolean(),
  expenseAlerts: z.boolean(),
  reportSummary: z.boolean(),
  /** Bills due in the company's `aviso_contas_dias` days and overdue ones, a day at the hour (ADR 051). */
  billAlerts: z.boolean(),
  newsletterSubscription: z.boolean(),
  /** The hour (0–23, in the user's time zone) of the daily reminders e-mail and of the 1st's summary. */
  reminderHour: z
    .number({ error: REMINDER_HOUR_MSG })
    .int(REMINDER_HOUR_MSG)
    .min(0, REMINDER_HOUR_MSG)
    .max(23, REMINDER_HOUR_MSG),
  /** Reais: an alert when the month's expenses pass it; null = only when they pass the revenue. */
  expenseThreshold: moneyField().nullable(),
});
export type NotificationSettings = z.infer<typeof notificationsSchema>;
/** Everything off until the user turns it on (docs/product-rules.md, "E-mail only with consent"). */
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  emailNotifications: false,
  paymentReminders: false,
  expenseAlerts: false,
  reportSummary: false,
  billAlerts: false,
  newsletterSubscription: false,
  reminderHour: 8,
  expenseThreshold: null,
};

/** The switches of an e-mail notification (the newsletter is not one: nothing in this app sends it). */
export type NotificationSwitch = 'paymentReminders' | 'expenseAlerts' | 'reportSummary' | 'billAlerts';

/** Each switch's name, on the screen and in the e-mail it sends. */
export const NOTIFICATION_LABELS: Record<NotificationSwitch, string> = {
  paymentReminders: 'Lembretes de pagamento',
  expenseAlerts: 'Alertas de despesas',
  reportSummary: 'Resumo mensal',
  billAlerts: 'Contas a pagar',
};

/** The query of `/settings` that opens Notificações with this switch focused (the link of each e-mail). */
export const NOTIFICATION_SWITCH_PARAM = 'aviso';

/** `/settings?tab=notificacoes&aviso=expenseAlerts`: where the switch that stops an e-mail is. */
export function notificationSwitchPath(key: NotificationSwitch): string {
  return `/settings?tab=notificacoes&${NOTIFICATION_SWITCH_PARAM}=${key}`;
}

/**
 * What PUT takes: the hour, the threshold and the switches added later (`billAlerts`) may be left
 * out (older clients); they keep their value.
 */
export const notificationsInputSchema = notificationsSchema.partial({
  reminderHour: true,
  expenseThreshold: true,
  billAlerts: true,
});
export type NotificationsInput = z.infer<typeof notificationsInputSchema>;

// ── security ─────────────────────────────────────────────────────────────────────────────

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** An IPv4/IPv6 address, optionally with a CIDR prefix (the server checks with ipaddr.js too). */
export function isIpOrCidr(value: string): boolean {
  const [ip, prefix, extra] = value.split('/');
  if (extra !== undefined || !ip) return false;
  const v4 = IPV4.test(ip);
  const v6 = !v4 && /^[0-9a-f:.]+$/i.test(ip) && ip.includes(':');
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}

export const securitySchema = z.strictObject({
  sessionTimeout: z
    .number({ error: SETTINGS_MSG.sessionTimeoutRange })
    .int(SETTINGS_MSG.sessionTimeoutRange)
    .min(5, SETTINGS_MSG.sessionTimeoutRange)
    .max(120, SETTINGS_MSG.sessionTimeoutRange),
  ipRestriction: z.boolean(),
  allowedIPs: z
    .array(z.string().trim().refine(isIpOrCidr, SETTINGS_MSG.ipInvalid), { error: SETTINGS_MSG.ipInvalid })
    .max(50, 'No máximo 50 IPs'),
});
export type SecurityInput = z.infer<typeof securitySchema>;

export const totpCodeSchema = z.strictObject({
  code: z
    .string({ error: SETTINGS_MSG.totpRequired })
    .trim()
    .regex(/^\d{6}$/, SETTINGS_MSG.totpRequired),
});

/** Ten single-use codes, readable only in this answer (enrolment or regeneration). */
export const recoveryCodesSchema = z.array(z.string());

// ── backup ───────────────────────────────────────────────────────────────────────────────

export const BACKUP_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const BACKUP_FREQUENCY_LABELS = { daily: 'Diário', weekly: 'Semanal', monthly: 'Mensal' } as const;

export const backupSettingsSchema = z.strictObject({
  autoBackup: z.boolean(),
  backupFrequency: z.enum(BACKUP_FREQUENCIES, { error: 'Frequência inválida' }),
  backupTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SETTINGS_MSG.timeInvalid),
  retentionDays: z
    .number({ error: SETTINGS_MSG.retentionRange })
    .int(SETTINGS_MSG.retentionRange)
    .min(7, SETTINGS_MSG.retentionRange)
    .max(365, SETTINGS_MSG.retentionRange),
});
export type BackupSettings = z.infer<typeof backupSettingsSchema>;

/** A backup file is written by the schedule ('auto') or on request ('manual'). */
export const BACKUP_KINDS = ['auto', 'manual'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export const backupFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  kind: z.enum(BACKUP_KINDS),
  created_at: z.string(),
});

export const settingsSchema = z.object({
  profile: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), company: z.string() }),
  preferences: preferencesSchema,
  notifications: notificationsSchema,
  security: z.object({
    twoFactorAuth: z.boolean(),
    sessionTimeout: z.number().int(),
    ipRestriction: z.boolean(),
    allowedIPs: z.array(z.string()),
    currentIp: z.string(),
    /** Unused two-factor recovery codes left (0 when two-step verification is off). */
    recoveryCodesLeft: z.number().int(),
  }),
  backup: backupSettingsSchema.extend({ lastBackupAt: z.string().nullable(), backups: z.array(backupFileSchema) }),
});
export type Settings = z.infer<typeof settingsSchema>;
