import {
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PREFERENCES,
  type Reminder,
  type Settings,
  type User,
} from '@livro-caixa/domain';

/** A signed-in company user for the component tests; `patch` sets what a test cares about. */
export function testUser(patch: Partial<User> = {}): User {
  return {
    id: 3,
    name: 'Maria Souza',
    email: 'maria@exemplo.com.br',
    role: 'user',
    tenant_id: 2,
    tenant_name: 'Padaria Central',
    tipo_empresa: null,
    cnpj: null,
    is_active: true,
    created_at: '2026-01-01T12:00:00.000Z',
    ...patch,
  };
}

/** The settings of `user`'s company as GET /settings answers them, with `patch` on top. */
export function testSettings(patch: Partial<Settings> = {}, user = testUser()): Settings {
  return {
    profile: { name: user.name, email: user.email, phone: null, company: user.tenant_name },
    preferences: DEFAULT_PREFERENCES,
    notifications: DEFAULT_NOTIFICATIONS,
    security: {
      twoFactorAuth: false,
      sessionTimeout: 30,
      ipRestriction: false,
      allowedIPs: [],
      currentIp: '200.1.2.3',
      recoveryCodesLeft: 0,
    },
    backup: {
      autoBackup: true,
      backupFrequency: 'daily',
      backupTime: '02:00',
      retentionDays: 30,
      lastBackupAt: null,
      backups: [],
    },
    ...patch,
  };
}

/** A pending reminder 'Lembrete <id>' with no date; `patch` sets what a test cares about. */
export const testReminder = (id: number, patch: Partial<Reminder> = {}): Reminder => ({
  id,
  title: `Lembrete ${id}`,
  description: null,
  due_date: null,
  due_time: null,
  priority: 'medium',
  category: null,
  status: 'pending',
  completed_at: null,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  ...patch,
});
