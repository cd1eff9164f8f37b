import { defaultPreferences } from '../settings-defaults.js';
import type { RouteCase } from './harness.js';
import { userRoute } from './route-case.js';

const wrongCode = () => ({ code: '000000' });

/** The company's settings, security, two-step verification and backups. */
export const settingsRoutes: RouteCase[] = [
  userRoute('GET /api/settings', 200),
  userRoute('PUT /api/settings/notifications', 200, {
    body: () => ({
      emailNotifications: true,
      paymentReminders: false,
      expenseAlerts: true,
      reportSummary: false,
      newsletterSubscription: false,
    }),
  }),
  userRoute('PUT /api/settings/preferences', 200, { body: () => defaultPreferences }),
  userRoute('GET /api/settings/company', 200),
  userRoute('PUT /api/settings/company', 200, {
    body: () => ({ cnpj: '11.222.333/0001-81', cidade: 'Recife', uf: 'PE', chave_pix: 'caixa@example.com' }),
  }),
  userRoute('PUT /api/settings/company/aviso-contas', 200, { body: () => ({ aviso_contas_dias: 12 }) }),
  userRoute('PUT /api/settings/security', 200, {
    body: () => ({ sessionTimeout: 30, ipRestriction: false, allowedIPs: [] }),
  }),
  userRoute('PUT /api/settings/backup', 200, {
    body: () => ({ autoBackup: true, backupFrequency: 'daily', backupTime: '02:00', retentionDays: 30 }),
  }),
  // Routes whose own rules answer before any change: reaching them at all is what is checked.
  userRoute('PUT /api/settings/password', 400, {
    body: () => ({ currentPassword: 'nao-e-essa', newPassword: 'outra-senha' }),
  }),
  userRoute('PUT /api/settings/profile', 400, { body: () => ({}) }),
  userRoute('POST /api/settings/security/2fa/setup', 200),
  userRoute('POST /api/settings/security/2fa/enable', 400, { body: wrongCode }),
  userRoute('POST /api/settings/security/2fa/disable', 409, { body: wrongCode }),
  userRoute('POST /api/settings/security/2fa/recovery-codes', 409, { body: wrongCode }),
  userRoute('POST /api/settings/backup/manual', 200),
  userRoute('GET /api/settings/backup/files', 200),
  userRoute('GET /api/settings/backup/files/backup_2000-01-01_0000.json', 404),
  userRoute('POST /api/settings/backup/restore', 400, { body: () => ({ confirm: true, backup: {} }) }),
];
