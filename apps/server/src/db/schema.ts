import type {
  ActivityAction,
  BackupKind,
  ClosingStatus,
  PaymentStatus,
  PaymentType,
  ReminderPriority,
  ReminderStatus,
  Role,
} from '@livro-caixa/domain';
import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  BankLinesTable,
  BankMatchesTable,
  BankRulesTable,
  BankStatementsTable,
  ExpenseCategoriesTable,
  FinancialAccountsTable,
  TransfersTable,
} from './schema-accounts.js';

import type { PayoutItemsTable, PayoutsTable, SettlementItemsTable, SettlementsTable } from './schema-settling.js';

export * from './schema-accounts.js';
export * from './schema-settling.js';

/**
 * Table types for Kysely. Conventions (ADR 002): ids are integers; money is integer centavos;
 * percentages are integer hundredths; booleans are 0/1 integers; business dates are
 * `YYYY-MM-DD` text; timestamps are ISO-8601 UTC text. The same on SQLite and PostgreSQL.
 */
export interface TenantsTable {
  id: Generated<number>;
  name: string;
  tipo_empresa: string | null;
  cnpj: string | null;
  created_at: string;
  updated_at: string;
  auto_backup: Generated<number>;
  backup_frequency: Generated<string>;
  backup_time: Generated<string>;
  retention_days: Generated<number>;
  last_backup_at: string | null;
  /** The company's PIX key and city (migration 010). */
  chave_pix: string | null;
  /** The company's city: the receipts' place and the PIX codes' city. */
  pix_cidade: string | null;
  /** Address and UF (migration 014). */
  endereco: string | null;
  uf: string | null;
  /** "Bills due in the next N days" (1–60; migration 021). */
  aviso_contas_dias: Generated<number>;
}

export interface UsersTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
  is_active: number;
  phone: string | null;
  created_at: string;
  updated_at: string;
  session_timeout: Generated<number>;
  ip_restriction: Generated<number>;
  allowed_ips: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  preferences: string | null;
  notifications: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  tenant_id: number;
  idle_minutes: number;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface ActivityLogTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number | null;
  /** CLOSE and REOPEN: a month's closing (entity 'closing'). */
  action: ActivityAction;
  entity_type: string;
  entity_id: number | null;
  /** What was touched, in words, as it read when logged (migration 012, lib/activity-labels.ts). */
  label: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  sessions: SessionsTable;
  activity_log: ActivityLogTable;
  rate_limits: RateLimitsTable;
  attendants: AttendantsTable;
  tripeiros: TripeirosTable;
  tripeiro_accounts: TripeiroAccountsTable;
  payments: PaymentsTable;
  idempotency_keys: IdempotencyKeysTable;
  expenses: ExpensesTable;
  notes: NotesTable;
  reminders: RemindersTable;
  closings: ClosingsTable;
  backups: BackupsTable;
  payment_rollups: PaymentRollupsTable;
  attendant_rollups: PaymentRollupsTable & { atendente_id: number };
  tripeiro_rollups: PaymentRollupsTable & { tripeiro_id: number };
  product_rollups: PaymentRollupsTable & { descricao: string };
  expense_rollups: ExpenseRollupsTable;
  password_resets: PasswordResetsTable;
  recovery_codes: RecoveryCodesTable;
  notification_log: NotificationLogTable;
  document_counters: DocumentCountersTable;
  payouts: PayoutsTable;
  payout_items: PayoutItemsTable;
  settlements: SettlementsTable;
  settlement_items: SettlementItemsTable;
  financial_accounts: FinancialAccountsTable;
  transfers: TransfersTable;
  bank_statements: BankStatementsTable;
  bank_lines: BankLinesTable;
  bank_matches: BankMatchesTable;
  bank_rules: BankRulesTable;
  expense_categories: ExpenseCategoriesTable;
  recurring_bills: RecurringBillsTable;
}

/** 'd': period is a day YYYY-MM-DD; 'm': a month YYYY-MM; 't': all time, period ''. */
export type Grain = 'd' | 'm' | 't';

/** Sums of the payments of one (status, tipo, period[, dimension]) — ADR 008. */
export interface PaymentRollupsTable {
  tenant_id: number;
  status: PaymentsTable['status'];
  tipo_pagamento: PaymentsTable['tipo_pagamento'];
  grain: Grain;
  period: string;
  /** Write slot (ADR 012): a key's sums are the sum over its slots. */
  slot: Generated<number>;
  n: number;
  valor: number;
  valor_comissao: number;
  comissao_tripeiro: number;
}

export interface ExpenseRollupsTable {
  tenant_id: number;
  grain: Grain;
  period: string;
  categoria: string;
  /** '' for none. */
  forma_pagamento: string;
  slot: Generated<number>;
  n: number;
  valor: number;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type TenantRow = Selectable<TenantsTable>;

export interface AttendantsTable {
  id: Generated<number>;
  tenant_id: number;
  nome: string;
  email: string | null;
  telefone: string | null;
  comissao_percentual: number;
  observacoes: string | null;
  ativo: number;
  search_key: string;
  created_at: string;
  updated_at: string;
  /** Migration 010. */
  chave_pix: string | null;
  /** Migration 014: shown on the payout receipt. */
  cpf: string | null;
}

export interface TripeirosTable {
  id: Generated<number>;
  tenant_id: number;
  nome: string;
  email: string | null;
  telefone: string | null;
  endereco: string | null;
  cidade: string | null;
  estado: string | null;
  cep: string | null;
  comissao_percentual: number;
  observacoes: string | null;
  ativo: number;
  search_key: string;
  created_at: string;
  updated_at: string;
}

export interface TripeiroAccountsTable {
  id: Generated<number>;
  tenant_id: number;
  tripeiro_id: number;
  numero_conta: string;
  descricao: string | null;
  limite_credito: number;
  saldo_devedor: number;
  observacoes: string | null;
  ativa: number;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  tenant_id: number;
  /** The company's own number of the payment, 1, 2, 3… (migration 013, ADR 039). */
  numero: number;
  descricao: string;
  valor: number;
  data_pagamento: string;
  atendente_id: number | null;
  tripeiro_id: number | null;
  tipo_pagamento: PaymentType;
  status: PaymentStatus;
  observacoes: string | null;
  comissao_percentual: number;
  valor_comissao: number;
  tripeiro_percentual: number;
  comissao_tripeiro: number;
  search_key: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /**
   * The entry's own date when a settlement collected it from a closed month: `data_pagamento` is
   * then the settlement's date, where its cash counts (migration 015, ADR 038); null otherwise.
   */
  data_lancamento: string | null;
  /** How it was received, and into which account (migration 016); null when not said. */
  forma_pagamento: string | null;
  conta_id: number | null;
  /** A receivable's due date, and the day it was received (null: data_pagamento); migration 021. */
  vencimento: string | null;
  data_recebimento: string | null;
  /** Instalment `parcela` of `parcelas`; `parcelamento_id` is the first instalment's `numero`. */
  parcelamento_id: number | null;
  parcela: number | null;
  parcelas: number | null;
  /** On the entrada of a bill's desconto obtido: the bill's `numero` (ADR 050). */
  origem_numero: number | null;
}

export interface IdempotencyKeysTable {
  tenant_id: number;
  key: string;
  scope: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: string;
}

export type PaymentRow = Selectable<PaymentsTable>;
export type ExpenseRow = Selectable<ExpensesTable>;

export interface ExpensesTable {
  id: Generated<number>;
  tenant_id: number;
  /** The company's own number of the expense, 1, 2, 3… (migration 013, ADR 039). */
  numero: number;
  descricao: string;
  valor: number;
  data_despesa: string;
  categoria: string;
  forma_pagamento: string | null;
  observacoes: string | null;
  search_key: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** The account it was paid from (migration 016); null when not said. */
  conta_id: number | null;
  /** 'paga' | 'a_pagar' (migration 021, ADR 050): a bill is 'a_pagar' until its baixa. */
  situacao: ExpenseSituacao;
  /** A bill's due date; null for an expense paid on the spot. */
  vencimento: string | null;
  /** The day a bill was paid; null for an ordinary expense (it moved on data_despesa). */
  data_baixa: string | null;
  /** Instalment `parcela` of `parcelas`; `parcelamento_id` is the first instalment's `numero`. */
  parcelamento_id: number | null;
  parcela: number | null;
  parcelas: number | null;
  /** On the juros row recorded by a bill's payment: the bill's `numero` (ADR 050). */
  origem_numero: number | null;
  /** The recurring bill's template that generated it, and the occurrence's date (migration 022, ADR 051). */
  modelo_id: number | null;
  ocorrencia: string | null;
}

/** A recurring bill's template (migration 022, ADR 051): what each bill is and when it falls. Centavos. */
export interface RecurringBillsTable {
  id: Generated<number>;
  tenant_id: number;
  descricao: string;
  valor: number;
  /** The name of one of the company's categories, as an expense's. */
  categoria: string;
  forma_pagamento: string | null;
  conta_id: number | null;
  observacoes: string | null;
  /** 'mensal' | 'semanal' | 'anual'. */
  frequencia: string;
  /** Mensal: the day of the month (1–31; a shorter month's last day). Null otherwise. */
  dia: number | null;
  inicio: string;
  fim: string | null;
  /** The last date its bills were generated up to; null before the first. */
  gerado_ate: string | null;
  /** Why the job could not make its bills (pt-BR, for the owner), and when it last tried; null when it could. */
  falha: string | null;
  falha_em: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export type ExpenseSituacao = 'paga' | 'a_pagar';

export interface NotesTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  title: string | null;
  content: string;
  color: string;
  is_pinned: number;
  created_at: string;
  updated_at: string;
}

export interface RemindersTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  title: string;
  description: string | null;
  due_date: string | null;
  due_time: string | null;
  priority: ReminderPriority;
  category: string | null;
  status: ReminderStatus;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClosingsTable {
  id: Generated<number>;
  tenant_id: number;
  month: string;
  status: ClosingStatus;
  snapshot: string | null;
  closed_at: string | null;
  closed_by: number | null;
  reopened_at: string | null;
  reopened_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface BackupsTable {
  id: Generated<number>;
  tenant_id: number;
  file_name: string;
  size_bytes: number;
  kind: BackupKind;
  created_at: string;
}

/** A password-reset link: only the SHA-256 of its token is kept (migration 008). */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A two-factor recovery code, single use, kept as SHA-256 (migration 008). */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** One e-mail notification of a job for a user and a period (unique), and how sending it went. */
export interface NotificationLogTable {
  id: Generated<number>;
  job: string;
  user_id: number;
  period: string;
  status: 'sending' | 'sent' | 'failed';
  attempts: number;
  claimed_at: string;
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
}

/** Per-company numbering of payouts and settlements (migration 010), payments and expenses (013). */
export interface DocumentCountersTable {
  tenant_id: number;
  kind: 'payout' | 'settlement' | 'payment' | 'expense';
  last_number: number;
}
