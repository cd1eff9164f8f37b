import type { RouteCase } from './harness.js';

/** The company's settings, security, two-step verification and backups. */
export const settingsRoutes: RouteCase[] = [
  { method: 'GET', path: '/api/settings', access: 'user', ok: 200 },
  {
    method: 'PUT',
    path: '/api/settings/notifications',
    access: 'user',
    ok: 200,
    body: () => ({
      emailNotifications: true,
      paymentReminders: false,
      expenseAlerts: true,
      reportSummary: false,
      newsletterSubscription: false,
    }),
  },
  {
    method: 'PUT',
    path: '/api/settings/preferences',
    access: 'user',
    ok: 200,
    body: () => ({
      currency: 'BRL',
      language: 'pt-BR',
      dateFormat: 'DD/MM/YYYY',
      timeZone: 'America/Sao_Paulo',
      fiscalYearStart: '01',
      defaultPaymentStatus: 'pendente',
    }),
  },
  {
    method: 'PUT',
    path: '/api/settings/security',
    access: 'user',
    ok: 200,
    body: () => ({ sessionTimeout: 30, ipRestriction: false, allowedIPs: [] }),
  },
  {
    method: 'PUT',
    path: '/api/settings/backup',
    access: 'user',
    ok: 200,
    body: () => ({ autoBackup: true, backupFrequency: 'daily', backupTime: '02:00', retentionDays: 30 }),
  },
  // Routes whose own rules answer before any change: reaching them at all is what is checked.
  {
    method: 'PUT',
    path: '/api/settings/password',
    access: 'user',
    ok: 400,
    body: () => ({ currentPassword: 'nao-e-essa', newPassword: 'outra-senha' }),
  },
  { method: 'PUT', path: '/api/settings/profile', access: 'user', ok: 400, body: () => ({}) },
  { method: 'POST', path: '/api/settings/security/2fa/setup', access: 'user', ok: 200 },
  {
    method: 'POST',
    path: '/api/settings/security/2fa/enable',
    access: 'user',
    ok: 400,
    body: () => ({ code: '000000' }),
  },
  {
    method: 'POST',
    path: '/api/settings/security/2fa/disable',
    access: 'user',
    ok: 409,
    body: () => ({ code: '000000' }),
  },
  {
    method: 'POST',
    path: '/api/settings/security/2fa/recovery-codes',
    access: 'user',
    ok: 409,
    body: () => ({ code: '000000' }),
  },
  { method: 'POST', path: '/api/settings/backup/manual', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/settings/backup/files', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/settings/backup/files/backup_2000-01-01_0000.json', access: 'user', ok: 404 },
  {
    method: 'POST',
    path: '/api/settings/backup/restore',
    access: 'user',
    ok: 400,
    body: () => ({ confirm: true, backup: {} }),
  },
];
