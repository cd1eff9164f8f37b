import { z } from 'zod';
import { MSG } from '../messages.js';
import { ROLES, userSchema } from './auth.js';
import { pageQuery, paginationSchema } from './common.js';
import { periodQuerySchema } from './dashboard.js';
import { expenseSchema } from './expenses.js';
import { cnpjField, companyTypeField, emailField, passwordField, requiredText, searchQuery } from './fields.js';
import { paymentSchema } from './payments.js';
import { attendantSchema, tripeiroSchema } from './people.js';

/** The administration's texts: the admin screens' messages and the server's refusals. */
export const ADMIN_MSG = {
  loadUsersFailed: 'Erro ao carregar usuários',
  statusUpdated: 'Status do usuário atualizado com sucesso',
  statusFailed: 'Erro ao atualizar status do usuário',
  deactivated: 'Usuário desativado com sucesso!',
  deactivateFailed: 'Erro ao desativar usuário',
  created: 'Usuário criado com sucesso!',
  createFailed: 'Erro ao criar usuário',
  updated: 'Usuário atualizado com sucesso!',
  updateFailed: 'Erro ao atualizar usuário',
  confirmDeactivate: 'Tem certeza que deseja desativar este usuário?',
  userNotFound: 'Usuário não encontrado',
  tenantNotFound: 'Empresa não encontrada',
  tenantInvalid: 'Empresa inválida',
  tenantNameRequired: 'O nome da empresa é obrigatório',
  tenantUpdated: 'Empresa atualizada com sucesso!',
  tenantUpdateFailed: 'Erro ao atualizar empresa',
  roleInvalid: 'Função inválida',
  selfDeactivate: 'Você não pode desativar o próprio usuário',
  selfDemote: 'Você não pode remover seu próprio acesso de administrador',
  lastAdmin: 'O sistema precisa de pelo menos um administrador ativo',
} as const;

/** New users get role user and company 1 unless the form says otherwise (docs/product-rules.md, "Administration"). */
export const DEFAULT_NEW_USER_TENANT_ID = 1;

const roleField = z.enum(ROLES, { error: ADMIN_MSG.roleInvalid });
const tenantIdField = z
  .number({ error: ADMIN_MSG.tenantInvalid })
  .int(ADMIN_MSG.tenantInvalid)
  .positive(ADMIN_MSG.tenantInvalid);

/** Edit: a blank or absent password keeps the current one; else at least 6 characters. */
const optionalPasswordField = z
  .string({ error: MSG.passwordMin })
  .max(128, MSG.passwordMax)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || v.length >= 6, MSG.passwordMin);

export const adminUserCreateSchema = z.strictObject({
  name: requiredText(MSG.registerRequired, 100),
  email: emailField(MSG.registerRequired),
  password: passwordField(MSG.registerRequired),
  role: roleField.default('user'),
  tenant_id: tenantIdField.default(DEFAULT_NEW_USER_TENANT_ID),
});
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;
export type AdminUserCreate = z.output<typeof adminUserCreateSchema>;

/** The edit modal sends the whole form; `tenant_id` absent keeps the company. */
export const adminUserUpdateSchema = z.strictObject({
  name: requiredText(MSG.registerRequired, 100),
  email: emailField(MSG.registerRequired),
  role: roleField,
  password: optionalPasswordField,
  tenant_id: tenantIdField.optional(),
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateSchema>;
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;

export const adminUsersQuerySchema = z.strictObject({ ...pageQuery, search: searchQuery() });

/** `?startDate&endDate`, both optional (none = all time); start after end is refused. */
export const adminPeriodQuerySchema = periodQuerySchema;

/** A user in the admin's list: also whether two-step verification is on (the admin can reset it). */
export const adminUserSchema = userSchema.extend({ two_factor: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), pagination: paginationSchema });

/** What an activity-log line records; CLOSE and REOPEN are a month's closing (entity 'closing'). */
export const ACTIVITY_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'LOGIN', 'LOGOUT', 'CLOSE', 'REOPEN'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One line of the activity log as the admin screens show it. */
export const activityEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  tenant_id: z.number().int(),
  tenant_name: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  entity_type: z.string(),
  entity_id: z.number().int().nullable(),
  /** What was touched, in words ("Pagamento 'Encomenda de salgados' de 15/10/2026"); null on entries whose row was gone before labels were stored. */
  label: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

const periodEcho = z.object({ startDate: z.string().nullable(), endDate: z.string().nullable() });

/** GET /admin/dashboard: platform-wide, with the money rules of every screen. */
export const adminDashboardSchema = z.object({
  period: periodEcho,
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  totalTenants: z.number().int(),
  /** Companies with at least one active user. */
  activeTenants: z.number().int(),
  totalRevenue: z.number(),
  totalExpenses: z.number(),
  netProfit: z.number(),
  usersByRole: z.array(z.object({ role: z.enum(ROLES), count: z.number().int() })),
  recentActivity: z.array(activityEntrySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** The tripeiro as the metrics screen lists it, with a `documento` key always null (tripeiros have no document). */
export const metricsTripeiroSchema = tripeiroSchema.extend({ documento: z.null() });

export const topAtendenteSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  total_vendas: z.number().int(),
  total_valor: z.number(),
  total_comissao: z.number(),
});

/** GET /admin/users/:id/metrics: the figures of the user's company over the range. */
export const userMetricsSchema = z.object({
  user: userSchema,
  period: periodEcho,
  metrics: z.object({
    /** Confirmed entradas (revenue) and the commissions they earned (attendants + tripeiros). */
    payments: z.object({
      count: z.number().int(),
      totalValue: z.number(),
      totalCommission: z.number(),
      attendantCommission: z.number(),
      tripeiroCommission: z.number(),
    }),
    /** Expenses plus confirmed saídas: the dashboard's "Despesas". */
    expenses: z.object({ count: z.number().int(), totalValue: z.number() }),
    /** Pending entradas. */
    receivables: z.object({ count: z.number().int(), totalValue: z.number() }),
    summary: z.object({
      totalRevenue: z.number(),
      totalExpenses: z.number(),
      netResult: z.number(),
      /** null when there is no revenue. */
      profitMargin: z.number().nullable(),
    }),
  }),
  atendentes: z.array(attendantSchema),
  tripeiros: z.array(metricsTripeiroSchema),
  topAtendentes: z.array(topAtendenteSchema),
  ultimosPagamentos: z.array(paymentSchema),
  ultimasDespesas: z.array(expenseSchema),
  recentActivity: z.array(activityEntrySchema),
});
export type UserMetrics = z.infer<typeof userMetricsSchema>;

export const adminTenantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tipo_empresa: z.string().nullable(),
  cnpj: z.string().nullable(),
  created_at: z.string(),
  user_count: z.number().int(),
  active_user_count: z.number().int(),
});
export type AdminTenant = z.infer<typeof adminTenantSchema>;

export const adminTenantListSchema = z.object({ tenants: z.array(adminTenantSchema) });

/** Absent `tipo_empresa` / `cnpj` keep what the company has; null or '' clears them. */
export const adminTenantUpdateSchema = z.strictObject({
  name: requiredText(ADMIN_MSG.tenantNameRequired, 150),
  tipo_empresa: companyTypeField.optional(),
  cnpj: cnpjField.optional(),
});
export type AdminTenantUpdateInput = z.input<typeof adminTenantUpdateSchema>;
export type AdminTenantUpdate = z.output<typeof adminTenantUpdateSchema>;
