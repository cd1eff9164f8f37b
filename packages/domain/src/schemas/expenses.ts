import { z } from 'zod';
import { FIELD_MSG } from '../messages.js';
import {
  dateField,
  dateRangeQuery,
  listAndExportQueries,
  listResponse,
  moneyField,
  numberedEntryFields,
  paidThroughFields,
  rangedQuery,
  refField,
  timestampFields,
  writeSchemas,
} from './common.js';
import { optionalText, requiredText, searchQuery } from './fields.js';

/**
 * The nine categories every company had before categories became its own (ADR 048): today only
 * the defaults (`DEFAULT_CATEGORIES` in expense-categories.ts). An expense's `categoria` is the
 * name of one of its company's categories, checked by the server.
 */
/** The messages of expenses, notes and reminders: here, not in messages.ts, whose module the login page loads. */
export const EXPENSE_MSG = {
  categoriaRequired: 'A categoria é obrigatória',
  categoriaInvalid: 'Categoria inválida',
  formaInvalid: 'Forma de pagamento inválida',
  noteContentRequired: 'O conteúdo da nota é obrigatório',
  noteColorInvalid: 'Cor inválida',
  reminderTitleRequired: 'O título do lembrete é obrigatório',
  priorityInvalid: 'Prioridade inválida',
  reminderStatusInvalid: 'Status inválido',
  timeInvalid: 'Horário inválido',
  saveFailed: 'Erro ao salvar. Tente novamente.',
} as const;

export const EXPENSE_CATEGORIES = [
  'Alimentação',
  'Transporte',
  'Hospedagem',
  'Material de Escritório',
  'Marketing',
  'Salários',
  'Impostos',
  'Manutenção',
  'Outros',
] as const;

export const PAYMENT_METHODS = [
  'Dinheiro',
  'PIX',
  'Cartão de Crédito',
  'Cartão de Débito',
  'Boleto',
  'Transferência',
  'Cheque',
  'Outro',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How money moved, optional on both entries and expenses; '' reads as not said. */
export const formaPagamentoField = z
  .union([z.enum(PAYMENT_METHODS), z.literal(''), z.null()], { error: EXPENSE_MSG.formaInvalid })
  .optional()
  .transform((v) => (v ? v : null));

const expenseFields = {
  descricao: requiredText(FIELD_MSG.descricaoRequired, 255),
  valor: moneyField(),
  data_despesa: dateField(),
  /** The name of an active category of the company (the server checks it; ADR 048). */
  categoria: z
    .string({
      error: (issue) => (issue.input === undefined ? EXPENSE_MSG.categoriaRequired : EXPENSE_MSG.categoriaInvalid),
    })
    .trim()
    .min(1, EXPENSE_MSG.categoriaRequired)
    .max(60, EXPENSE_MSG.categoriaInvalid),
  forma_pagamento: formaPagamentoField,
  /** The account it was paid from (docs/product-rules.md "Accounts and transfers"). */
  conta_id: refField(FIELD_MSG.contaInvalid),
  observacoes: optionalText(1000, { multiline: true }),
};

export const [expenseInputSchema, expenseUpdateSchema] = writeSchemas(expenseFields);
export type ExpenseInput = z.input<typeof expenseInputSchema>;
export type ExpenseData = z.output<typeof expenseInputSchema>;
export type ExpenseUpdate = z.output<typeof expenseUpdateSchema>;

/** A category's name; one the company lacks filters to nothing. */
const categoriaQuery = z
  .string({ error: EXPENSE_MSG.categoriaInvalid })
  .trim()
  .max(60, EXPENSE_MSG.categoriaInvalid)
  .optional();

/** The list's query, and without paging the CSV export's (ADR 023). */
export const [expenseQuerySchema, expenseExportQuerySchema] = listAndExportQueries({
  categoria: categoriaQuery,
  search: searchQuery(),
});
export type ExpenseExportQuery = z.output<typeof expenseExportQuerySchema>;

export const expenseStatsQuerySchema = rangedQuery({ categoria: categoriaQuery, ...dateRangeQuery });

export const expenseSchema = z.object({
  ...numberedEntryFields,
  data_despesa: z.string(),
  categoria: z.string(),
  /** How it was paid, and from which account. */
  ...paidThroughFields,
  observacoes: z.string().nullable(),
  ...timestampFields,
  /** 'paga' | 'a_pagar'; a bill's due date and baixa (docs/product-rules.md "Bills and receivables"). */
  situacao: z.string(),
  vencimento: z.string().nullable(),
  data_baixa: z.string().nullable(),
});
export type Expense = z.infer<typeof expenseSchema>;

/** Totals of the whole filter (every page, the search included), in reais. */
export const expenseSummarySchema = z.object({ total: z.number() });
export type ExpenseSummary = z.infer<typeof expenseSummarySchema>;
export const expenseListSchema = listResponse(expenseSchema).extend({ summary: expenseSummarySchema });
export type ExpenseList = z.infer<typeof expenseListSchema>;

export const categoryTotalSchema = z.object({
  categoria: z.string(),
  total_value: z.number(),
  total_count: z.number().int(),
});
export type CategoryTotal = z.infer<typeof categoryTotalSchema>;

export const expenseStatsSchema = z.object({
  total: z.object({ total_expenses: z.number().int(), total_amount: z.number() }),
  byCategory: z.array(categoryTotalSchema),
});
export type ExpenseStats = z.infer<typeof expenseStatsSchema>;
