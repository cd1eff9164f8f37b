import { z } from 'zod';
import { MONTH_PATTERN, monthOf } from '../months.js';
import { monthReconciliationSchema } from './reconciliation.js';

export const CLOSING_STATUSES = ['aberto', 'fechado'] as const;
export type ClosingStatus = (typeof CLOSING_STATUSES)[number];
export const CLOSING_MSG = {
  monthInvalid: 'Mês inválido (use AAAA-MM)',
  alreadyClosed: 'Este mês já está fechado',
  notClosed: 'Este mês não está fechado',
  /** docs/product-rules.md "Closing": the current and future months cannot be closed. */
  notEnded: 'Só é possível fechar um mês depois que ele termina',
  tokenMissing: 'Token de autenticação não encontrado',
} as const;

export const monthParams = z.object({
  month: z.string().regex(MONTH_PATTERN, CLOSING_MSG.monthInvalid),
});

/** Whether `month` (YYYY-MM) has ended on `today` (YYYY-MM-DD, the user's date): only then it may be closed. */
export function monthHasEnded(month: string, today: string): boolean {
  return month < monthOf(today);
}

/**
 * A person's commission for the month (docs/product-rules.md "Settling up", ADR 022): earned on
 * the month's confirmed entradas, paid by standing payouts (attendants) or kept in standing
 * settlements (tripeiros), open = earned − paid.
 */
export const settlingFiguresSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  earned: z.number(),
  paid: z.number(),
  open: z.number(),
});
export type SettlingFigures = z.infer<typeof settlingFiguresSchema>;
const settlingTotals = z.object({ earned: z.number(), paid: z.number(), open: z.number() });
export const monthSettlingSchema = z.object({
  attendants: z.array(settlingFiguresSchema),
  attendantsTotals: settlingTotals,
  tripeiros: z.array(settlingFiguresSchema),
  tripeirosTotals: settlingTotals,
});
export type MonthSettling = z.infer<typeof monthSettlingSchema>;

export const closingSchema = z.object({
  month: z.string(),
  period: z.object({ startDate: z.string(), endDate: z.string() }),
  status: z.enum(CLOSING_STATUSES),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  /** The last reopening of a month that is open again (null while closed or never reopened). */
  reopenedAt: z.string().nullable(),
  reopenedBy: z.string().nullable(),
  generatedAt: z.string(),
  company: z.object({ name: z.string(), cnpj: z.string().nullable() }),
  cards: z.object({
    totalRevenue: z.number(),
    attendantCommissions: z.number(),
    tripeiroCommissions: z.number(),
    /** 'Despesas + saídas'; its parts and counts below (absent in a month closed before they were kept). */
    totalExpenses: z.number(),
    netProfit: z.number(),
    recordedExpenses: z.number().optional(),
    confirmedSaidas: z.number().optional(),
    expenseCount: z.number().int().optional(),
    confirmedSaidaCount: z.number().int().optional(),
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
  /** Read live, also for a closed month: commissions are paid after the month closes (ADR 022). */
  settling: monthSettlingSchema,
  /**
   * The bank against the book per account, with the warnings (pending lines, a difference) the
   * closing names before it closes and keeps in its snapshot (ADR 046); absent in a month closed before.
   */
  conciliacao: monthReconciliationSchema.optional(),
});
export type Closing = z.infer<typeof closingSchema>;

/** One month of a company that was ever closed: closed now, or reopened (who and when). */
export const closingEntrySchema = z.object({
  month: z.string(),
  status: z.enum(CLOSING_STATUSES),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenedBy: z.string().nullable(),
});
export type ClosingEntry = z.infer<typeof closingEntrySchema>;

/** `GET /closings` and `GET /admin/tenants/{id}/closings`: newest month first. */
export const closingListSchema = z.object({ data: z.array(closingEntrySchema) });
export type ClosingList = z.infer<typeof closingListSchema>;
