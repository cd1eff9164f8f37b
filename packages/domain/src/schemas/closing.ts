import { z } from 'zod';

export const CLOSING_STATUSES = ['aberto', 'fechado'] as const;
export type ClosingStatus = (typeof CLOSING_STATUSES)[number];
export const CLOSING_MSG = {
  monthInvalid: 'Mês inválido (use AAAA-MM)',
  alreadyClosed: 'Este mês já está fechado',
  notClosed: 'Este mês não está fechado',
  tokenMissing: 'Token de autenticação não encontrado',
} as const;

export const monthParams = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, CLOSING_MSG.monthInvalid),
});

export const closingSchema = z.object({
  month: z.string(),
  period: z.object({ startDate: z.string(), endDate: z.string() }),
  status: z.enum(CLOSING_STATUSES),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  generatedAt: z.string(),
  company: z.object({ name: z.string(), cnpj: z.string().nullable() }),
  cards: z.object({
    totalRevenue: z.number(),
    attendantCommissions: z.number(),
    tripeiroCommissions: z.number(),
    totalExpenses: z.number(),
    netProfit: z.number(),
  }),
  tripeiros: z.array(
    z.object({
      id: z.number().int(),
      nome: z.string(),
      saldo: z.number(),
      comissao_percentual: z.number(),
      comissao: z.number(),
      a_receber: z.number(),
    }),
  ),
  tripeirosTotals: z.object({ saldo: z.number(), comissao: z.number(), a_receber: z.number() }),
  attendants: z.array(
    z.object({
      id: z.number().int(),
      nome: z.string(),
      total_sales: z.number().int(),
      total_value: z.number(),
      total_commission: z.number(),
    }),
  ),
  attendantsTotals: z.object({ total_sales: z.number().int(), total_value: z.number(), total_commission: z.number() }),
});
export type Closing = z.infer<typeof closingSchema>;
