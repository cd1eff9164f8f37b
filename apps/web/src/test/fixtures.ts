import {
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PREFERENCES,
  type FinancialAccountList,
  type RecurringBill,
  type Reminder,
  type Settings,
  type Tripeiro,
  type User,
  type UserMetrics,
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

/** An active tripeiro with no payments yet; `patch` sets what a test cares about. */
export const testTripeiro = (patch: Partial<Tripeiro> = {}): Tripeiro => ({
  id: 1,
  nome: 'Tripeiro 1',
  email: null,
  telefone: null,
  endereco: null,
  cidade: null,
  estado: null,
  cep: null,
  comissao_percentual: 10,
  observacoes: null,
  ativo: 1,
  created_at: '2026-11-21T12:00:00.000Z',
  updated_at: '2026-11-21T12:00:00.000Z',
  total_payments: 0,
  total_commissions: 0,
  saldo_pendente: 0,
  comissao_pendente: 0,
  a_receber: 0,
  saldo_atual: 0,
  ...patch,
});

/**
 * The admin's figures of `user` (GET /admin/users/:id/metrics): R$ 1.500,00 in 3 payments, R$ 400,00
 * in 2 expenses, R$ 250,00 to receive, empty lists; `patch` sets what a test cares about.
 */
export const testUserMetrics = (user: UserMetrics['user'], patch: Partial<UserMetrics> = {}): UserMetrics => ({
  user,
  period: { startDate: null, endDate: null },
  metrics: {
    payments: { count: 3, totalValue: 1500, totalCommission: 90, attendantCommission: 60, tripeiroCommission: 30 },
    expenses: { count: 2, totalValue: 400 },
    receivables: { count: 1, totalValue: 250 },
    summary: { totalRevenue: 1500, totalExpenses: 400, netResult: 1010, profitMargin: 67.33 },
  },
  atendentes: [],
  tripeiros: [],
  topAtendentes: [],
  ultimosPagamentos: [],
  ultimasDespesas: [],
  recentActivity: [],
  ...patch,
});

/**
 * The company's accounts as GET /financial-accounts lists them (ADR 044): only the Caixa, for the
 * balances card and the forms' "Conta".
 */
export const testCaixaOnly = (): FinancialAccountList => ({
  data: [
    {
      id: 1,
      nome: 'Caixa',
      tipo: 'caixa',
      banco: null,
      agencia: null,
      conta: null,
      saldo_inicial: 0,
      data_saldo_inicial: '2026-11-01',
      ativa: 1,
      principal: 1,
      saldo: 0,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    },
  ],
  total: 0,
});

/** A monthly recurring-bill template as GET /recurring-bills lists it, with `patch` on top. */
export function testRecurringBill(patch: Partial<RecurringBill> = {}): RecurringBill {
  return {
    id: 1,
    descricao: 'Aluguel',
    valor: 1500,
    categoria: 'Aluguel',
    forma_pagamento: 'Boleto',
    conta_id: null,
    observacoes: null,
    frequencia: 'mensal',
    dia: 10,
    inicio: '2026-01-10',
    fim: null,
    gerado_ate: '2027-02-21',
    proxima: '2026-12-10',
    falha: null,
    falha_em: null,
    created_at: '2026-01-01T12:00:00.000Z',
    updated_at: '2026-01-01T12:00:00.000Z',
    ...patch,
  };
}
