import { z } from 'zod';
import { MONTH_PATTERN, monthOf } from '../months.js';
import { dataListResponse, periodEchoSchema } from './common.js';
import { topAttendantSchema } from './dashboard.js';
import { commissionFiguresSchema } from './payouts.js';
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
  ...commissionFiguresSchema.shape,
});
export type SettlingFigures = z.infer<typeof settlingFiguresSchema>;
export const monthSettlingSchema = z.object({
  attendants: z.array(settlingFiguresSchema),
  attendantsTotals: commissionFiguresSchema,
  tripeiros: z.array(settlingFiguresSchema),
  tripeirosTotals: commissionFiguresSchema,
});
export type MonthSettling = z.infer<typeof monthSettlingSchema>;

/** A tripeiro's month: what it collected, its commission and what it owes; the totals sum them. */
const closingTripeiroSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  saldo: z.number(),
  comissao_percentual: z.number(),
  comissao: z.number(),
  a_receber: z.number(),
});

export const closingSchema = z.object({
  month: z.string(),
  period: periodEchoSchema,
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
  tripeiros: z.array(closingTripeiroSchema),
  tripeirosTotals: closingTripeiroSchema.omit({ id: true, nome: true, comissao_percentual: true }),
  /** The attendants' sales and commissions, as the dashboard's top attendants count them. */
  attendants: z.array(topAttendantSchema),
  attendantsTotals: topAttendantSchema.omit({ id: true, nome: true }),
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
export const closingEntrySchema = closingSchema.pick({
  month: true,
  status: true,
  closedAt: true,
  closedBy: true,
  reopenedAt: true,
  reopenedBy: true,
});
export type ClosingEntry = z.infer<typeof closingEntrySchema>;

/** `GET /closings` and `GET /admin/tenants/{id}/closings`: newest month first. */
export const closingListSchema = dataListResponse(closingEntrySchema);
export type ClosingList = z.infer<typeof closingListSchema>;
