import { z } from 'zod';
import { boundedPeriodQuery, periodEchoSchema, requiredDateRange } from './common.js';
import { resultFigures } from './dashboard.js';

export const REPORT_TYPES = ['financial', 'attendants', 'tripeiros', 'expenses', 'commissions', 'custom'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  financial: 'Financeiro Geral',
  attendants: 'Por Atendentes',
  tripeiros: 'Por Tripeiros',
  expenses: 'Análise de Despesas',
  commissions: 'Comissões',
  custom: 'Personalizado',
};

export const REPORT_GROUP_BY = ['day', 'month', 'attendant', 'tripeiro', 'category', 'status'] as const;
export type ReportGroupBy = (typeof REPORT_GROUP_BY)[number];
export const REPORT_GROUP_BY_LABELS: Record<ReportGroupBy, string> = {
  day: 'Dia',
  month: 'Mês',
  attendant: 'Atendente',
  tripeiro: 'Tripeiro',
  category: 'Categoria de despesa',
  status: 'Status do pagamento',
};

/** The report's name in its CSV file: `relatorio-financeiro-2026-09-01-a-2026-10-31.csv`. */
export const REPORT_FILE_NAMES: Record<ReportType, string> = {
  financial: 'financeiro',
  attendants: 'atendentes',
  tripeiros: 'tripeiros',
  expenses: 'despesas',
  commissions: 'comissoes',
  custom: 'personalizado',
};

export const REPORT_MSG = {
  typeInvalid: 'Tipo de relatório inválido',
  groupByInvalid: 'Agrupamento inválido',
  datesRequired: 'Informe as datas inicial e final',
  rangeTooLong: 'O período máximo de um relatório é de 10 anos',
} as const;

export const reportQuerySchema = boundedPeriodQuery(
  {
    type: z.enum(REPORT_TYPES, { error: REPORT_MSG.typeInvalid }),
    ...requiredDateRange(REPORT_MSG.datesRequired),
    groupBy: z.enum(REPORT_GROUP_BY, { error: REPORT_MSG.groupByInvalid }).optional(),
    format: z.enum(['json', 'csv']).default('json'),
  },
  (startDate, endDate) => Number(endDate.slice(0, 4)) - Number(startDate.slice(0, 4)) <= 10,
  REPORT_MSG.rangeTooLong,
);
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const reportSchema = z.object({
  type: z.enum(REPORT_TYPES),
  period: periodEchoSchema,
  generatedAt: z.string(),
  summary: z.object({
    /** 'Despesas + saídas', its parts and Resultado as in the dashboard's figures (periodFiguresSchema). */
    ...resultFigures,
    netProfit: z.number(),
    totalCommissions: z.number(),
    attendantCommissions: z.number(),
    tripeiroCommissions: z.number(),
    pendingPayments: z.number(),
    confirmedPayments: z.number(),
    expenseCount: z.number().int(),
    attendantCount: z.number().int(),
    profitMargin: z.number().nullable(),
  }),
  byCategory: z.array(
    z.object({ name: z.string(), value: z.number(), count: z.number().int(), percentage: z.number() }),
  ),
  byAttendant: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      salesCount: z.number().int(),
      totalSales: z.number(),
      totalCommission: z.number(),
      commissionPercent: z.number(),
    }),
  ),
  byTripeiro: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      paymentCount: z.number().int(),
      totalPaid: z.number(),
      totalPending: z.number(),
      totalCommission: z.number(),
      commissionPercent: z.number(),
    }),
  ),
  monthlyTrend: z.array(z.object({ month: z.string(), revenue: z.number(), expenses: z.number() })),
  topProducts: z.array(z.object({ name: z.string(), count: z.number().int(), total: z.number() })),
  paymentMethods: z.array(z.object({ name: z.string(), count: z.number().int(), total: z.number() })),
  groupBy: z.enum(REPORT_GROUP_BY).nullable(),
  groups: z.array(
    z.object({
      label: z.string(),
      count: z.number().int(),
      /** Σ valor of the group's entradas and saídas (by status: of that status; else confirmed). */
      entradas: z.number(),
      saidas: z.number(),
      /** Confirmed entradas only, whatever the grouping (docs/product-rules.md 'Money'). */
      revenue: z.number(),
      expenses: z.number(),
      net: z.number(),
    }),
  ),
});
export type Report = z.infer<typeof reportSchema>;
