import { z } from 'zod';
import { RECURRENCE_FREQUENCIES } from '../recurrence.js';
import { dataListResponse, dateField, timestampFields } from './common.js';
import { expenseInputSchema } from './expenses.js';

/**
 * Recurring bills (issue 22 §1, ADR 051; docs/product-rules.md "Recurring bills"): a template
 * makes ordinary bills (expenses 'a_pagar' due on each occurrence). Money in reais on the wire.
 */
export const RECURRING_MSG = {
  frequenciaInvalid: 'Frequência inválida: use mensal, semanal ou anual',
  diaInvalid: 'O dia do vencimento deve ser de 1 a 31',
  fimBeforeInicio: 'A data final não pode ser anterior à data de início',
  escopoInvalid: 'Escopo inválido: use so_esta ou esta_e_proximas',
  ocorrenciaRequired: 'Escolha a conta (ocorrência) a alterar',
  ocorrenciaNotFound: 'Esta conta não foi gerada por este modelo',
  soEstaSchedule: 'A frequência, o dia, o início e o fim são do modelo: escolha "esta e as próximas" para mudá-los',
  paid: 'Esta conta já foi paga e não muda com o modelo',
  notFound: 'Conta recorrente não encontrada',
  /** Why the job could not make a template's bills (`falha`), as the owner reads it on the template. */
  failureCategoria: (categoria: string) =>
    `A categoria "${categoria}" foi arquivada ou excluída: reative-a ou escolha outra no modelo`,
  failureConta: 'A conta do modelo foi arquivada ou excluída: reative-a ou escolha outra no modelo',
  failureUnexpected: 'Erro inesperado ao gerar as contas',
} as const;

/** The two answers to "change which bills?" when a template's bill is edited. */
export const RECURRING_SCOPES = ['so_esta', 'esta_e_proximas'] as const;
export type RecurringScope = (typeof RECURRING_SCOPES)[number];
export const RECURRING_SCOPE_LABELS: Record<RecurringScope, string> = {
  so_esta: 'Só esta',
  esta_e_proximas: 'Esta e as próximas',
};

const exp = expenseInputSchema.shape;

const frequenciaField = z.enum(RECURRENCE_FREQUENCIES, { error: RECURRING_MSG.frequenciaInvalid });
const diaField = z
  .number({ error: RECURRING_MSG.diaInvalid })
  .int(RECURRING_MSG.diaInvalid)
  .min(1, RECURRING_MSG.diaInvalid)
  .max(31, RECURRING_MSG.diaInvalid)
  .nullable()
  .optional();
const fimField = z
  .union([z.literal(''), z.null(), dateField()])
  .optional()
  .transform((v) => (v ? v : null));

/** What a bill of the template is: the expense's own fields (category by name, checked by the server). */
const billFields = {
  descricao: exp.descricao,
  valor: exp.valor,
  categoria: exp.categoria,
  forma_pagamento: exp.forma_pagamento,
  conta_id: exp.conta_id,
  observacoes: exp.observacoes,
};

/** When it falls: monthly on `dia` (1–31; the start's day when left out), weekly, yearly. */
const scheduleFields = {
  frequencia: frequenciaField,
  dia: diaField,
  inicio: dateField(),
  fim: fimField,
};

type Schedule = { frequencia?: string; dia?: number | null; inicio?: string; fim?: string | null };

function checkSchedule(v: Schedule, ctx: z.RefinementCtx) {
  if (v.inicio && v.fim && v.fim < v.inicio)
    ctx.addIssue({ code: 'custom', path: ['fim'], message: RECURRING_MSG.fimBeforeInicio });
}

export const recurringBillInputSchema = z
  .strictObject({ ...billFields, ...scheduleFields })
  .superRefine(checkSchedule)
  .transform((v) => ({
    ...v,
    dia: v.frequencia === 'mensal' ? (v.dia ?? Number(v.inicio.slice(8, 10))) : null,
  }));
export type RecurringBillInput = z.input<typeof recurringBillInputSchema>;
export type RecurringBillData = z.output<typeof recurringBillInputSchema>;

/**
 * `PUT /recurring-bills/:id`: the fields that change (at least one), and which bills they reach:
 * - `esta_e_proximas` (the default): the template, and its unpaid bills from `ocorrencia` on
 *   (today when left out); a paid bill never changes.
 * - `so_esta`: only the bill of `ocorrencia` (its date as the template generated it), which must be
 *   unpaid; the template and its other bills stay. The schedule is the template's: not here.
 */
export const recurringBillUpdateSchema = z
  .strictObject({ ...billFields, ...scheduleFields })
  // Absent fields stay absent (a PUT keeps what it does not name).
  .partial()
  .extend({
    escopo: z.enum(RECURRING_SCOPES, { error: RECURRING_MSG.escopoInvalid }).default('esta_e_proximas'),
    ocorrencia: dateField().optional(),
  })
  .superRefine((v, ctx) => {
    checkSchedule(v, ctx);
    if (v.escopo === 'so_esta') {
      if (!v.ocorrencia)
        ctx.addIssue({ code: 'custom', path: ['ocorrencia'], message: RECURRING_MSG.ocorrenciaRequired });
      for (const key of ['frequencia', 'dia', 'inicio', 'fim'] as const) {
        if (v[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: RECURRING_MSG.soEstaSchedule });
      }
    }
  });
export type RecurringBillUpdate = z.output<typeof recurringBillUpdateSchema>;

/** The window that edits one of the template's bills: what changes, and which bills it reaches. */
export const recurringOccurrenceEditSchema = z.strictObject({
  descricao: exp.descricao,
  valor: exp.valor,
  escopo: z.enum(RECURRING_SCOPES, { error: RECURRING_MSG.escopoInvalid }),
});
export type RecurringOccurrenceEdit = z.input<typeof recurringOccurrenceEditSchema>;

/** A bill the template generated, as the template's page lists it. */
export const recurringOccurrenceSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  ocorrencia: z.string(),
  vencimento: z.string().nullable(),
  descricao: z.string(),
  valor: z.number(),
  /** 'a_pagar' | 'paga'. */
  situacao: z.string(),
});
export type RecurringOccurrence = z.infer<typeof recurringOccurrenceSchema>;

export const recurringBillSchema = z.object({
  id: z.number().int(),
  descricao: z.string(),
  valor: z.number(),
  categoria: z.string(),
  forma_pagamento: z.string().nullable(),
  conta_id: z.number().int().nullable(),
  observacoes: z.string().nullable(),
  frequencia: frequenciaField,
  dia: z.number().int().nullable(),
  inicio: z.string(),
  fim: z.string().nullable(),
  /** The last date bills were generated up to (null: none yet). */
  gerado_ate: z.string().nullable(),
  /** The next occurrence from today on (null: the template has ended). */
  proxima: z.string().nullable(),
  /** Why its next bills could not be made (pt-BR), and when the job last tried; null when they could. */
  falha: z.string().nullable(),
  falha_em: z.string().nullable(),
  ...timestampFields,
});
export type RecurringBill = z.infer<typeof recurringBillSchema>;

export const recurringBillDetailSchema = recurringBillSchema.extend({
  /** The bills it generated, oldest first. */
  ocorrencias: z.array(recurringOccurrenceSchema),
});
export type RecurringBillDetail = z.infer<typeof recurringBillDetailSchema>;

export const recurringBillListSchema = dataListResponse(recurringBillSchema);
