import { z } from 'zod';
import { dateRangeQuery, periodEchoSchema, rangedQuery } from './common.js';
import { categoryTotalSchema } from './expenses.js';
import { noteSchema, reminderSchema } from './notes.js';

export const periodQuerySchema = rangedQuery({ ...dateRangeQuery });

/** Revenue, 'Despesas + saídas' with its parts, and Resultado: the dashboard's and the report's. */
export const resultFigures = {
  totalRevenue: z.number(),
  /** 'Despesas + saídas' = recordedExpenses + confirmedSaidas. */
  totalExpenses: z.number(),
  /** 'Despesas': the expenses recorded, as GET /expenses/stats' total_amount. */
  recordedExpenses: z.number(),
  /** The confirmed saídas, and how many (expenseCount counts the expenses recorded only). */
  confirmedSaidas: z.number(),
  confirmedSaidaCount: z.number().int(),
  /** 'Resultado' = totalRevenue − totalExpenses, before the commissions (netProfit takes them off). */
  result: z.number(),
};

/**
 * The money figures of a period (docs/product-rules.md, "Money"): one implementation for every
 * screen. Their names on screen: docs/product-rules.md "Figures on screen and in files".
 */
export const periodFiguresSchema = z.object({
  ...resultFigures,
  totalAttendantCommissions: z.number(),
  totalTripeiroCommissions: z.number(),
  netProfit: z.number(),
  /** netProfit / revenue × 100; null when there is no revenue. */
  profitMargin: z.number().nullable(),
  /** Revenue change in % against the window of the same length just before; null when that was 0. */
  variation: z.number().nullable(),
  pendingPayments: z.number(),
  pendingCount: z.number().int(),
  confirmedCount: z.number().int(),
  expenseCount: z.number().int(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const topAttendantSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  total_sales: z.number().int(),
  total_value: z.number(),
  total_commission: z.number(),
});
export type TopAttendant = z.infer<typeof topAttendantSchema>;

export const latestPaymentSchema = z.object({
  id: z.number().int(),
  payment_date: z.string(),
  description: z.string(),
  attendant_name: z.string().nullable(),
  tripeiro_name: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  tipo_pagamento: z.string(),
});

export const latestExpenseSchema = z.object({
  id: z.number().int(),
  expense_date: z.string(),
  description: z.string(),
  category: z.string(),
  amount: z.number(),
});

export const dashboardSchema = z.object({
  period: periodEchoSchema,
  metrics: periodFiguresSchema,
  topAttendants: z.array(topAttendantSchema),
  latestPayments: z.array(latestPaymentSchema),
  latestExpenses: z.array(latestExpenseSchema),
  expensesByCategory: z.array(categoryTotalSchema),
  notes: z.array(noteSchema),
  reminders: z.array(reminderSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
