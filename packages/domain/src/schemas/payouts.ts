import { z } from 'zod';
import { formatLocalDate } from '../dates.js';
import { MSG } from '../messages.js';
import { formatMonthSlash } from '../months.js';
import { pixKeyField } from '../pix.js';
import {
  dataListResponse,
  dateField,
  dateRangeQuery,
  listResponse,
  optionalDateField,
  pageQuery,
  rangedQuery,
  refField,
} from './common.js';
import { PAYMENT_METHODS } from './expenses.js';
import { optionalText, requiredText } from './fields.js';

/** `Pagamento 'Encomenda de salgados' de 15/10/2026`: an entry as a refusal names it. */
const entryName = (descricao: string, data: string) => `Pagamento '${descricao.trim()}' de ${formatLocalDate(data)}`;

/** Texts of payouts (commissions paid to attendants) and settlements with tripeiros (issue 15). */
export const PAYOUT_MSG = {
  attendantRequired: 'Selecione o atendente',
  tripeiroRequired: 'Selecione o tripeiro',
  formaRequired: 'Selecione a forma de pagamento',
  paymentIdsInvalid: 'Lista de lançamentos inválida',
  paymentsRequired: 'Selecione ao menos um lançamento',
  totalNotPositive: 'O total a pagar precisa ser maior que zero',
  notOpen:
    'Há comissões selecionadas que não estão em aberto para este atendente (já pagas, alteradas ou de outro atendente)',
  alreadyPaid: 'Uma das comissões selecionadas acabou de ser paga em outro pagamento',
  notPending: 'Há lançamentos selecionados que não são entradas pendentes deste tripeiro',
  reasonRequired: 'Informe o motivo do estorno',
  alreadyReversed: 'Este pagamento de comissões já foi estornado',
  reverseLaterFirst: (numero: number) =>
    `Estorne antes o pagamento nº ${numero}, que corrige comissões deste pagamento`,
  payoutNotFound: 'Pagamento de comissões não encontrado',
  settlementNotFound: 'Acerto não encontrado',
  attendantNotFound: 'Atendente não encontrado',
  tripeiroNotFound: 'Tripeiro não encontrado',
  noPixKey: 'Cadastre a chave PIX para gerar o QR Code',
  nothingDue: 'Não há valor a receber neste acerto',
  settlementAlreadyReversed: 'Este acerto já foi estornado',
  /** A settlement is reversed only while each payment is as it confirmed it (ADR 022). */
  settlementPaymentChanged: (descricao: string, data: string) =>
    `Não é possível estornar: o lançamento "${descricao}" de ${data} foi alterado ou excluído depois do acerto`,
  /**
   * Settling after the closing (docs/product-rules.md, ADR 038): an entrada of a closed month is
   * received on the settlement's date, which must be in an open month; a reversal that would change
   * a closed month's figures is refused. Each names the entry and the month.
   */
  settleDateClosed: (descricao: string, data: string, acerto: string) =>
    `${entryName(descricao, data)}: ${formatMonthSlash(data)} está fechado, e o acerto de ` +
    `${formatLocalDate(acerto)} cai em ${formatMonthSlash(acerto)}, também fechado. Uma entrada de mês ` +
    'fechado é recebida no mês do acerto: escolha uma data de acerto num mês aberto.',
  settleInClosedMonth: (acerto: string) =>
    `O acerto de ${formatLocalDate(acerto)} cai em ${formatMonthSlash(acerto)}, que está fechado: as entradas ` +
    'acertadas são recebidas na data do acerto. Escolha uma data de acerto num mês aberto.',
  reverseMonthClosed: (descricao: string, data: string, recebida: string | null) =>
    `${entryName(descricao, data)}${recebida ? `, recebido em ${formatLocalDate(recebida)}` : ''}: ` +
    `${formatMonthSlash(recebida ?? data)} está fechado. Reabra o fechamento para estornar este acerto.`,
  accountNotFound: 'Conta não encontrada',
  accountInactive: 'A conta escolhida está inativa',
  statusInvalid: 'Situação inválida',
} as const;

/** A payout stands ('pago') until reversed ('estornado': its items are open again). */
export const PAYOUT_STATUSES = ['pago', 'estornado'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** A settlement stands ('acertado') until reversed ('estornado': its payments are pending again). */
export const SETTLEMENT_STATUSES = ['acertado', 'estornado'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
/** A payout item pays a payment's commission ('comissao') or corrects one paid before ('correcao'). */
export const PAYOUT_ITEM_TYPES = ['comissao', 'correcao'] as const;
export type PayoutItemType = (typeof PAYOUT_ITEM_TYPES)[number];

const idList = z
  .array(
    z
      .number({ error: PAYOUT_MSG.paymentIdsInvalid })
      .int(PAYOUT_MSG.paymentIdsInvalid)
      .positive(PAYOUT_MSG.paymentIdsInvalid),
    {
      error: PAYOUT_MSG.paymentIdsInvalid,
    },
  )
  .max(5000, PAYOUT_MSG.paymentIdsInvalid)
  .refine((ids) => new Set(ids).size === ids.length, PAYOUT_MSG.paymentIdsInvalid);

const formaField = z.enum(PAYMENT_METHODS, { error: PAYOUT_MSG.formaRequired });
const personId = (message: string) => z.number({ error: message }).int(message).positive(message);
/** What a payout and a settlement end with: the period they cover, in order, and a note. */
const periodFields = {
  periodo_inicio: optionalDateField(),
  periodo_fim: optionalDateField(),
  observacoes: optionalText(1000, { multiline: true }),
};
const periodInOrder = (v: { periodo_inicio: string | null; periodo_fim: string | null }) =>
  !(v.periodo_inicio && v.periodo_fim && v.periodo_inicio > v.periodo_fim);
const periodIssue = { message: MSG.dateRange, path: ['periodo_inicio'] };

export const payoutInputSchema = z
  .strictObject({
    atendente_id: personId(PAYOUT_MSG.attendantRequired),
    data_pagamento: dateField(),
    forma_pagamento: formaField,
    payment_ids: idList.default([]),
    ...periodFields,
  })
  .refine(periodInOrder, periodIssue);
export type PayoutInput = z.input<typeof payoutInputSchema>;

export const reversalInputSchema = z.strictObject({ motivo: requiredText(PAYOUT_MSG.reasonRequired, 500) });

export const settlementInputSchema = z
  .strictObject({
    tripeiro_id: personId(PAYOUT_MSG.tripeiroRequired),
    data_acerto: dateField(),
    forma_pagamento: formaField,
    payment_ids: idList.min(1, PAYOUT_MSG.paymentsRequired),
    /** The tripeiro's account whose saldo devedor the settlement lowers (ADR 022); none when absent. */
    conta_id: refField(PAYOUT_MSG.accountNotFound),
    ...periodFields,
  })
  .refine(periodInOrder, periodIssue);
export type SettlementInput = z.input<typeof settlementInputSchema>;

const queryId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

/** What is open for one person (`{ atendente_id }` or `{ tripeiro_id }`) in a period. */
const openQuery = <P extends z.ZodRawShape>(person: P) => rangedQuery({ ...person, ...dateRangeQuery });
export const openCommissionsQuery = openQuery({ atendente_id: queryId(PAYOUT_MSG.attendantRequired) });
export const openSettlementQuery = openQuery({ tripeiro_id: queryId(PAYOUT_MSG.tripeiroRequired) });
/** The lists of payouts and settlements (the Acertos page, ADR 022): person, period of the date paid, status. */
const statusFilter = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.enum(statuses, { error: PAYOUT_MSG.statusInvalid }).optional();
const listQuery = <P extends z.ZodRawShape, S extends readonly [string, ...string[]]>(person: P, statuses: S) =>
  rangedQuery({ ...pageQuery, ...dateRangeQuery, ...person, status: statusFilter(statuses) });
export const payoutListQuery = listQuery(
  { atendente_id: queryId(PAYOUT_MSG.attendantRequired).optional() },
  PAYOUT_STATUSES,
);
export const settlementListQuery = listQuery(
  { tripeiro_id: queryId(PAYOUT_MSG.tripeiroRequired).optional() },
  SETTLEMENT_STATUSES,
);

/** An open commission: a confirmed entrada of the attendant not in a standing payout. */
export const openCommissionSchema = z.object({
  payment_id: z.number().int(),
  data_pagamento: z.string(),
  descricao: z.string(),
  valor: z.number(),
  valor_comissao: z.number(),
});
/** What a paid commission's payment now earns minus what was paid for it (carried to the next payout). */
export const correctionSchema = z.object({
  payment_id: z.number().int(),
  data_pagamento: z.string(),
  descricao: z.string(),
  pago: z.number(),
  devido: z.number(),
  diferenca: z.number(),
  motivo: z.enum(['alterado', 'excluido']),
});
/** Earned = Σ commission of its confirmed entradas; paid = Σ standing payouts' items; open = earned − paid. */
export const commissionFiguresSchema = z.object({ earned: z.number(), paid: z.number(), open: z.number() });
export type CommissionFigures = z.infer<typeof commissionFiguresSchema>;

export const openCommissionsSchema = z.object({
  data: z.object({
    atendente: z.object({ id: z.number().int(), nome: z.string(), chave_pix: z.string().nullable() }),
    figures: commissionFiguresSchema,
    commissions: z.array(openCommissionSchema),
    corrections: z.array(correctionSchema),
  }),
});
export type OpenCommissions = z.infer<typeof openCommissionsSchema>['data'];

export const commissionBalancesSchema = dataListResponse(
  commissionFiguresSchema.extend({ atendente_id: z.number().int() }),
);

export const payoutItemSchema = z.object({
  payment_id: z.number().int(),
  tipo: z.enum(PAYOUT_ITEM_TYPES),
  valor_comissao: z.number(),
  descricao: z.string(),
  data_pagamento: z.string(),
  valor: z.number(),
});
/** What a payout and a settlement share: their number, how and for which period, the reversal. */
const documentFields = {
  id: z.number().int(),
  numero: z.number().int(),
  forma_pagamento: z.string(),
  periodo_inicio: z.string().nullable(),
  periodo_fim: z.string().nullable(),
  observacoes: z.string().nullable(),
  estorno_motivo: z.string().nullable(),
  estornado_em: z.string().nullable(),
  created_at: z.string(),
};

export const payoutSchema = z.object({
  ...documentFields,
  atendente_id: z.number().int(),
  atendente_nome: z.string(),
  data_pagamento: z.string(),
  total: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  items: z.array(payoutItemSchema),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = listResponse(payoutSchema.omit({ items: true }));

export const settlementItemSchema = z.object({
  payment_id: z.number().int(),
  descricao: z.string(),
  data_pagamento: z.string(),
  valor: z.number(),
  comissao_tripeiro: z.number(),
});
export const openSettlementSchema = z.object({
  data: z.object({
    tripeiro: z.object({ id: z.number().int(), nome: z.string() }),
    payments: z.array(settlementItemSchema),
    saldo: z.number(),
    comissao: z.number(),
    valor_entregue: z.number(),
  }),
});
export const settlementSchema = z.object({
  ...documentFields,
  tripeiro_id: z.number().int(),
  tripeiro_nome: z.string(),
  data_acerto: z.string(),
  saldo: z.number(),
  comissao: z.number(),
  valor_entregue: z.number(),
  status: z.enum(SETTLEMENT_STATUSES),
  /** The account whose saldo devedor it lowered, and by how much (reais); 0 and nulls for none. */
  conta_id: z.number().int().nullable(),
  conta_numero: z.string().nullable(),
  abatimento: z.number(),
  /**
   * `mes_fechado`: the entrada was of a closed month when settled, so it was received on the
   * settlement's date, where its cash counts (ADR 038); `data_pagamento` is always its own date.
   */
  items: z.array(settlementItemSchema.extend({ mes_fechado: z.boolean() })),
});
export type Settlement = z.infer<typeof settlementSchema>;
export const settlementListSchema = listResponse(settlementSchema.omit({ items: true }));

export const pixSettingsSchema = z.object({
  data: z.object({ chave_pix: z.string().nullable(), pix_cidade: z.string().nullable() }),
});
export const pixSettingsInputSchema = z.strictObject({
  chave_pix: pixKeyField,
  pix_cidade: optionalText(60),
});

/** A PIX "copia e cola" and its QR code (an SVG data URL). */
export const pixCodeSchema = z.object({
  data: z.object({ chave_pix: z.string(), valor: z.number(), payload: z.string(), qr_svg: z.string() }),
});
