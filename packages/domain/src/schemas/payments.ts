import { z } from 'zod';
import { FIELD_MSG } from '../messages.js';
import {
  dateField,
  listAndExportQueries,
  listResponse,
  MAX_ROW_ID,
  moneyField,
  numberedEntryFields,
  optionalDateField,
  paidThroughFields,
  refField,
  timestampFields,
  writeSchemas,
} from './common.js';
import { formaPagamentoField } from './expenses.js';
import { optionalText, requiredText, searchQuery } from './fields.js';

export const PAYMENT_STATUSES = ['pendente', 'confirmado', 'cancelado'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pendente: 'Pendente',
  confirmado: 'Confirmado',
  cancelado: 'Cancelado',
};

export const PAYMENT_TYPES = ['entrada', 'saida'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = { entrada: 'Entrada', saida: 'Saída' };

const paymentFields = {
  descricao: requiredText(FIELD_MSG.descricaoRequired, 255),
  valor: moneyField(),
  data_pagamento: dateField(),
  atendente_id: refField(FIELD_MSG.attendantInvalid),
  tripeiro_id: refField(FIELD_MSG.tripeiroInvalid),
  tipo_pagamento: z.enum(PAYMENT_TYPES, { error: FIELD_MSG.tipoInvalid }).default('entrada'),
  status: z.enum(PAYMENT_STATUSES, { error: FIELD_MSG.statusInvalid }).default('pendente'),
  forma_pagamento: formaPagamentoField,
  /** The account it was received into (docs/product-rules.md "Accounts and transfers"). */
  conta_id: refField(FIELD_MSG.contaInvalid),
  observacoes: optionalText(1000, { multiline: true }),
  /**
   * An entrada's due date (a receivable, docs/product-rules.md "Bills and receivables"): a date, or
   * '' / null for none. Not before the payment's own date; a saída has none (the ledger checks both
   * on the row as saved). On a PUT, absent keeps the stored one.
   */
  vencimento: optionalDateField(),
};

/** PUT: the whole form, or any part of it (e.g. only `{ status }`); absent fields stay as they are. */
export const [paymentInputSchema, paymentUpdateSchema] = writeSchemas(paymentFields);
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentData = z.output<typeof paymentInputSchema>;
export type PaymentUpdate = z.output<typeof paymentUpdateSchema>;

/** The list's filters: the page's query, and without paging the CSV export's (ADR 023). */
const paymentFilters = {
  status: z.enum(PAYMENT_STATUSES, { error: FIELD_MSG.statusInvalid }).optional(),
  tipo_pagamento: z.enum(PAYMENT_TYPES, { error: FIELD_MSG.tipoInvalid }).optional(),
  atendente_id: z.coerce.number().int().positive().optional(),
  tripeiro_id: z.coerce.number().int().positive().optional(),
  search: searchQuery(),
};

/** What the list may be ordered by (`?sort=`), newest or largest first by default (`?order=`). */
export const PAYMENT_SORTS = ['data_pagamento', 'valor'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_PAYMENT_SORT: { sort: PaymentSort; order: SortOrder } = { sort: 'data_pagamento', order: 'desc' };

/** The list's order; the CSV export is always oldest first (docs/product-rules.md "Figures on screen and in files"). */
const paymentOrder = {
  sort: z.enum(PAYMENT_SORTS, { error: FIELD_MSG.sortInvalid }).default(DEFAULT_PAYMENT_SORT.sort),
  order: z.enum(SORT_ORDERS, { error: FIELD_MSG.orderInvalid }).default(DEFAULT_PAYMENT_SORT.order),
};

export const [paymentQuerySchema, paymentExportQuerySchema] = listAndExportQueries(paymentFilters, paymentOrder);
export type PaymentExportQuery = z.output<typeof paymentExportQuerySchema>;

export const paymentSchema = z.object({
  ...numberedEntryFields,
  data_pagamento: z.string(),
  atendente_id: z.number().int().nullable(),
  tripeiro_id: z.number().int().nullable(),
  tipo_pagamento: z.enum(PAYMENT_TYPES),
  status: z.enum(PAYMENT_STATUSES),
  observacoes: z.string().nullable(),
  attendant_name: z.string().nullable(),
  tripeiro_name: z.string().nullable(),
  valor_comissao: z.number(),
  comissao_tripeiro: z.number(),
  comissao_percentual: z.number(),
  tripeiro_percentual: z.number(),
  ...timestampFields,
  /**
   * The entry's own date when a settlement collected it from a closed month; `data_pagamento` is
   * then the settlement's date, where its cash counts (docs/product-rules.md "Settling after the
   * closing"). Null otherwise.
   */
  data_lancamento: z.string().nullable(),
  /** How it was received, and into which account. */
  ...paidThroughFields,
  /** An entrada's due date: a pending one with it is in Contas → A receber (ADR 050); null when none. */
  vencimento: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * Totals of the whole filter (every page), in reais, per the money rules (docs/product-rules.md
 * "Money"): confirmed and pending, entradas and saídas apart; cancelled payments count nowhere.
 */
export const paymentSummarySchema = z.object({
  /** Σ valor of the filter's confirmed entradas (revenue). */
  entradasConfirmadas: z.number(),
  /** Σ valor of the filter's confirmed saídas. */
  saidasConfirmadas: z.number(),
  /** Σ valor of the filter's pending entradas (still to be received). */
  entradasPendentes: z.number(),
  /** Σ valor of the filter's pending saídas (still to be paid). */
  saidasPendentes: z.number(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
export const paymentListSchema = listResponse(paymentSchema).extend({ summary: paymentSummarySchema });
export type PaymentList = z.infer<typeof paymentListSchema>;

/**
 * `POST /payments/confirm`: pending payments confirmed at once, each through the ledger
 * (docs/product-rules.md "Confirming several payments").
 */
export const paymentConfirmInputSchema = z.strictObject({
  ids: z
    .array(
      // A row id: 1 to 2 147 483 647 (the integer columns' range), else a 400 rather than a database error.
      z
        .number({ error: FIELD_MSG.confirmIdsInvalid })
        .int(FIELD_MSG.confirmIdsInvalid)
        .min(1, FIELD_MSG.confirmIdsInvalid)
        .max(MAX_ROW_ID, FIELD_MSG.confirmIdsInvalid),
      { error: FIELD_MSG.confirmIdsRequired },
    )
    .min(1, FIELD_MSG.confirmIdsRequired)
    .max(100, FIELD_MSG.confirmIdsMax),
});
export type PaymentConfirmInput = z.infer<typeof paymentConfirmInputSchema>;

/** A payment named in the answer: what the owner recognises it by. */
const namedPaymentSchema = z.object({ id: z.number().int(), descricao: z.string(), data_pagamento: z.string() });

/** Why a payment was not confirmed: its month is closed, or it is not pending (cancelled). */
export const CONFIRM_REFUSALS = ['month_closed', 'not_pending'] as const;

export const paymentConfirmResultSchema = z.object({
  /** Confirmed now. */
  confirmed: z.array(namedPaymentSchema),
  /** Already confirmed before this request (a second click): nothing done, no error. */
  already_confirmed: z.array(namedPaymentSchema),
  /** Left as they were, each with its reason, the closed month (`YYYY-MM`) and a pt-BR message naming it. */
  refused: z.array(
    namedPaymentSchema.extend({
      reason: z.enum(CONFIRM_REFUSALS),
      month: z.string().nullable(),
      message: z.string(),
    }),
  ),
  /** The whole answer in one pt-BR text: how many were confirmed, and each refusal by name. */
  message: z.string(),
});
export type PaymentConfirmResult = z.infer<typeof paymentConfirmResultSchema>;
