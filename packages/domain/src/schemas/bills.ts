import { z } from 'zod';
import { daysInMonth, type LocalDate } from '../dates.js';
import {
  dataListResponse,
  dateField,
  MAX_ROW_ID,
  moneyField,
  numberedEntryFields,
  paidThroughFields,
} from './common.js';
import { EXPENSE_MSG, expenseInputSchema } from './expenses.js';
import { paymentInputSchema } from './payments.js';

/**
 * Bills (contas a pagar) and receivables (contas a receber): docs/product-rules.md "Bills and
 * receivables", ADR 050. A bill is an expense with `situacao` 'a_pagar' and a `vencimento`; a
 * receivable is a pending entrada with a `vencimento`.
 */
export const EXPENSE_SITUACOES = ['paga', 'a_pagar'] as const;
export type ExpenseSituacao = (typeof EXPENSE_SITUACOES)[number];

/** 1 (a single bill) to 120 instalments (ten years of monthly ones). */
export const BILL_LIMITS = { maxParcelas: 120, minAvisoDias: 1, maxAvisoDias: 60, defaultAvisoDias: 7 } as const;

export const BILL_MSG = {
  situacaoInvalid: 'Situação inválida',
  vencimentoRequired: 'O vencimento é obrigatório',
  vencimentoBeforeDate: 'O vencimento não pode ser antes da data da despesa',
  vencimentoBeforeEntry: 'O vencimento não pode ser antes da data do lançamento',
  vencimentoEntradaOnly: 'Só uma entrada tem vencimento',
  numeroInvalid: 'Número inválido',
  parcelasInvalid: `Parcelas: de 1 a ${BILL_LIMITS.maxParcelas}`,
  valorTooSmall: 'O valor é pequeno demais para tantas parcelas (cada uma precisa de pelo menos R$ 0,01)',
  alreadyPaid: 'Esta conta já foi paga',
  baixaBeforeDate: 'A data do pagamento não pode ser antes da data da despesa',
  recebimentoBeforeDate: 'A data do recebimento não pode ser antes da data do lançamento',
  notABill: 'Esta despesa não é uma conta a pagar',
  alreadyReceived: 'Esta conta já foi recebida',
  notAReceivable: 'Este lançamento não é uma conta a receber pendente',
  billNotFound: 'Conta a pagar não encontrada',
  receivableNotFound: 'Conta a receber não encontrada',
  avisoInvalid: `Aviso de contas: de ${BILL_LIMITS.minAvisoDias} a ${BILL_LIMITS.maxAvisoDias} dias`,
  adjustmentLocked: 'Juros ou desconto do pagamento de uma conta: estorne o pagamento da conta para alterá-lo',
  billLocked: 'Conta a pagar: use Pagar, ou estorne o pagamento para alterá-la',
  notPaid: 'Esta conta ainda não foi paga',
  statusInvalid: 'Status inválido: use a_vencer, vence_hoje, vencida, paga, recebida, abertas ou todas',
} as const;

/** The status a bill or receivable shows (derived, never stored). */
export const BILL_STATUSES = ['a_vencer', 'vence_hoje', 'vencida', 'paga', 'recebida'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  a_vencer: 'A vencer',
  vence_hoje: 'Vence hoje',
  vencida: 'Vencida',
  paga: 'Paga',
  recebida: 'Recebida',
};

/** A bill's (or receivable's) status on `today`: settled, or by its due date. */
export function billStatus(
  b: { vencimento: string | null; settled: boolean; kind: 'pagar' | 'receber' },
  today: LocalDate,
): BillStatus {
  if (b.settled) return b.kind === 'pagar' ? 'paga' : 'recebida';
  if (!b.vencimento || b.vencimento > today) return 'a_vencer';
  return b.vencimento === today ? 'vence_hoje' : 'vencida';
}

/**
 * An exact split of `total` centavos in `n` instalments (docs/product-rules.md "Instalments"):
 * each gets ⌊total / n⌋ and the first (total mod n) get one centavo more, so they add up to the
 * total and differ by at most a centavo. R$ 1.000,00 in 3× = 333,34 + 333,33 + 333,33.
 */
export function splitInstalments(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  const rest = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * The due date of instalment `k` (0 = the first): `k` months after the first, on the first's day,
 * or the month's last day when it has no such day (31/01 → 28/02 → 31/03: each from the first,
 * never from the one before).
 */
export function instalmentDueDate(first: LocalDate, k: number): LocalDate {
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  const months = y * 12 + (m - 1) + k;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const parcelasField = z
  .number({ error: BILL_MSG.parcelasInvalid })
  .int(BILL_MSG.parcelasInvalid)
  .min(1, BILL_MSG.parcelasInvalid)
  .max(BILL_LIMITS.maxParcelas, BILL_MSG.parcelasInvalid)
  .default(1);

/** Every instalment must be at least R$ 0,01. */
const enoughForInstalments = (v: object) => {
  const plan = v as { valor: number; parcelas: number };
  return Math.round(plan.valor * 100) >= plan.parcelas;
};

/**
 * A total in `parcelas` monthly instalments from `vencimento`, which may not come before the
 * entry's own date (`competence`, else `dueBefore`); each instalment at least R$ 0,01.
 */
function instalmentPlan<S extends z.ZodRawShape>(shape: S, competence: keyof S & string, dueBefore: string) {
  const dueOnOrAfter = (v: object) => {
    const plan = v as Record<string, string>;
    return (plan.vencimento as string) >= (plan[competence] as string);
  };
  return z
    .strictObject(shape)
    .refine(dueOnOrAfter, { path: ['vencimento'], message: dueBefore })
    .refine(enoughForInstalments, { path: ['parcelas'], message: BILL_MSG.valorTooSmall });
}

const expense = expenseInputSchema.shape;
const payment = paymentInputSchema.shape;

/** The first instalment's due date and how many. */
const planFields = { vencimento: dateField(BILL_MSG.vencimentoRequired), parcelas: parcelasField };
/** What a plan ends with, as an expense or an entry does: the forma, the account and a note. */
const paidThrough = {
  forma_pagamento: expense.forma_pagamento,
  conta_id: expense.conta_id,
  observacoes: expense.observacoes,
};
/** A baixa's account and forma. */
const baixaFields = { conta_id: expense.conta_id, forma_pagamento: expense.forma_pagamento };

/** "Nova conta a pagar": valor is the total, split in `parcelas` monthly bills from `vencimento`. */
export const billInputSchema = instalmentPlan(
  {
    descricao: expense.descricao,
    valor: expense.valor,
    categoria: z
      .string({ error: EXPENSE_MSG.categoriaRequired })
      .trim()
      .min(1, EXPENSE_MSG.categoriaRequired)
      .max(60, EXPENSE_MSG.categoriaInvalid),
    /** The expense's own date (competence: it counts in the figures on this day). */
    data_despesa: expense.data_despesa,
    ...planFields,
    ...paidThrough,
  },
  'data_despesa',
  BILL_MSG.vencimentoBeforeDate,
);
export type BillInput = z.input<typeof billInputSchema>;

/** A bill's baixa: the day, the account, the forma and what was paid (more: juros; less: desconto). */
export const billPaySchema = z.strictObject({
  data_baixa: dateField(),
  ...baixaFields,
  valor_pago: moneyField(),
});
export type BillPayInput = z.input<typeof billPaySchema>;

/** "Nova conta a receber": pending entradas, one per instalment. */
export const receivableInputSchema = instalmentPlan(
  {
    descricao: payment.descricao,
    valor: payment.valor,
    data_pagamento: payment.data_pagamento,
    ...planFields,
    atendente_id: payment.atendente_id,
    tripeiro_id: payment.tripeiro_id,
    ...paidThrough,
  },
  'data_pagamento',
  BILL_MSG.vencimentoBeforeEntry,
);
export type ReceivableInput = z.input<typeof receivableInputSchema>;

/** A receivable's baixa: confirmed through the ledger on `data_recebimento`. */
export const receiveSchema = z.strictObject({
  data_recebimento: dateField(),
  ...baixaFields,
});
export type ReceiveInput = z.input<typeof receiveSchema>;

/** The lists: one month of due dates (AAAA-MM) or every open one, by status. */
export const billListQuerySchema = z.strictObject({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido: use AAAA-MM')
    .optional(),
  status: z.enum([...BILL_STATUSES, 'abertas', 'todas'], { error: BILL_MSG.statusInvalid }).default('todas'),
  /** One bill by the company's number (the 'Contas a pagar' e-mail's link, /contas?numero=N). */
  numero: z.coerce
    .number({ error: BILL_MSG.numeroInvalid })
    .int(BILL_MSG.numeroInvalid)
    .min(1, BILL_MSG.numeroInvalid)
    .max(MAX_ROW_ID, BILL_MSG.numeroInvalid)
    .optional(),
});
export type BillListQuery = z.input<typeof billListQuerySchema>;

export const billSchema = z.object({
  ...numberedEntryFields,
  /** Competence date: data_despesa of a bill, data_pagamento of a receivable. */
  data: z.string(),
  vencimento: z.string().nullable(),
  /** The baixa: data_baixa of a bill, data_recebimento of a receivable; null while open. */
  data_baixa: z.string().nullable(),
  status: z.enum(BILL_STATUSES),
  categoria: z.string().nullable(),
  ...paidThroughFields,
  parcela: z.number().int().nullable(),
  parcelas: z.number().int().nullable(),
  /** A paid bill's juros (> 0) or desconto (< 0), from its linked rows; 0 otherwise. */
  ajuste: z.number(),
  /** The person a receivable is owed by (attendant or tripeiro), when it names one. */
  pessoa: z.string().nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const billSummarySchema = z.object({
  vencidas: z.object({ count: z.number().int(), total: z.number() }),
  vence_hoje: z.object({ count: z.number().int(), total: z.number() }),
  proximas: z.object({ count: z.number().int(), total: z.number() }),
  dias: z.number().int(),
});
export type BillSummary = z.infer<typeof billSummarySchema>;

export const billListSchema = dataListResponse(billSchema);
export type BillList = z.infer<typeof billListSchema>;

/** The dashboard card: open bills and receivables, overdue and due in the next `dias` days. */
export const billsOverviewSchema = z.object({
  pagar: billSummarySchema,
  receber: billSummarySchema,
});
export type BillsOverview = z.infer<typeof billsOverviewSchema>;

/** The company setting beside its details. */
export const avisoContasDiasField = z
  .number({ error: BILL_MSG.avisoInvalid })
  .int(BILL_MSG.avisoInvalid)
  .min(BILL_LIMITS.minAvisoDias, BILL_MSG.avisoInvalid)
  .max(BILL_LIMITS.maxAvisoDias, BILL_MSG.avisoInvalid);
