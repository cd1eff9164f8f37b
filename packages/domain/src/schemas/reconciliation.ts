import { z } from 'zod';
import '../zod-locale.js';
import { FIELD_MSG } from '../messages.js';
import {
  dataListResponse,
  dateRangeQuery,
  idField,
  idQuery,
  listResponse,
  MAX_ROW_ID,
  pageQuery,
  rangedQuery,
} from './common.js';
import { EXPENSE_MSG } from './expenses.js';
import { optionalText, requiredText } from './fields.js';

/**
 * The reconciliation of the bank statement with the book (docs/product-rules.md "Reconciliation",
 * ADR 046): a bank line's links to payments, expenses and transfers, the suggestions and the month.
 */
export const BANK_LINE_STATUSES = ['pendente', 'conciliado', 'ignorado'] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUSES)[number];
export const BANK_LINE_STATUS_LABELS: Record<BankLineStatus, string> = {
  pendente: 'Pendente',
  conciliado: 'Conciliado',
  ignorado: 'Ignorado',
};

/** The category the screens offer first for a fee (a default category of every company, ADR 048). */
export const FEE_CATEGORY = 'Tarifas bancárias';
/** A fee above this share of the records' sum is no card machine fee: not suggested (1:N). */
export const MAX_FEE_PERCENT = 5;

export const RECONCILIATION_MSG = {
  lineNotFound: 'Linha do extrato não encontrada',
  paymentNotFound: 'Pagamento não encontrado',
  expenseNotFound: 'Despesa não encontrada',
  transferNotFound: 'Transferência não encontrada',
  notPending: 'Esta linha não está pendente: desfaça a conciliação ou o "ignorar" antes',
  alreadyMatched: 'Esta linha já foi conciliada por outra pessoa ou pelo sistema',
  notMatched: 'Esta linha não está conciliada',
  notIgnored: 'Esta linha não está ignorada',
  nothingToMatch: 'Escolha ao menos um pagamento, uma despesa ou uma transferência',
  linkedElsewhere: (what: string) => `${what} já está conciliado com outra linha do extrato`,
  otherAccount: (what: string) =>
    `${what} está lançado em outra conta: concilie-o no extrato daquela conta, ou mude a conta dele antes`,
  sumMismatch: (linhas: string, registros: string) =>
    `A soma dos lançamentos (${registros}) não fecha com a linha do extrato (${linhas}): a conciliação exige o valor exato, ao centavo`,
  feeNotPositive: 'A tarifa só cabe quando os lançamentos somam mais que a linha do extrato',
  creditNeedsEntradas: 'Uma linha de crédito se concilia com entradas (recebimentos)',
  debitNeedsSaidas: 'Uma linha de débito se concilia com despesas ou saídas',
  paymentCancelled: 'Pagamento cancelado não se concilia',
  expenseFromCredit: 'Só uma linha de débito vira despesa',
  paymentFromDebit: 'Só uma linha de crédito vira recebimento',
  categoriaRequired: 'A categoria é obrigatória',
  motivoRequired: 'Informe o motivo',
  situacaoInvalid: 'Situação inválida: use pendente, conciliado ou ignorado',
  linesSameSign: 'As linhas conciliadas juntas devem ser todas de crédito ou todas de débito',
  linesSameAccount: 'As linhas conciliadas juntas devem ser da mesma conta',
  linesInvalid: 'Linhas inválidas: informe os números das linhas separados por vírgula (até 200)',
  lineTwice: 'A mesma linha foi informada duas vezes',
  transferSameAccount: 'A transferência precisa de duas contas diferentes',
  transferPairInvalid: 'A linha do par deve ser de outra conta, com o mesmo valor e o sinal oposto',
  monthClosed: (mes: string) => `Mês fechado (${mes}): reabra o fechamento para lançar a partir desta linha`,
  confirmMonthClosed: (mes: string) =>
    `Mês fechado (${mes}): reabra o fechamento para confirmar o recebimento pendente, ou concilie sem confirmá-lo`,
  confirmInvalid: 'Confirmar o pagamento pendente: use verdadeiro ou falso',
} as const;

const ids = (message: string) =>
  z
    .array(idField(message), { error: message })
    .max(200, message)
    .optional()
    .transform((v) => [...new Set(v ?? [])]);

/** A category's name; the ledger checks it is an active category of the company (ADR 048). */
const categoria = z
  .string({
    error: (issue) => (issue.input === undefined ? RECONCILIATION_MSG.categoriaRequired : EXPENSE_MSG.categoriaInvalid),
  })
  .trim()
  .min(1, RECONCILIATION_MSG.categoriaRequired)
  .max(60, EXPENSE_MSG.categoriaInvalid);

/** `POST /bank-lines/{id}/match`. */
export const bankMatchInputSchema = z.strictObject({
  payment_ids: ids(RECONCILIATION_MSG.paymentNotFound),
  expense_ids: ids(RECONCILIATION_MSG.expenseNotFound),
  /** An existing transfer to link. */
  transfer_id: idField(RECONCILIATION_MSG.transferNotFound).optional(),
  /** The other account's line of the same transfer: a transfer is recorded and both lines matched to it. */
  par_linha_id: idField(RECONCILIATION_MSG.transferPairInvalid).optional(),
  /** More lines of the same sign matched along with this one (N:1, several fee lines to one expense). */
  linha_ids: ids(RECONCILIATION_MSG.lineNotFound),
  /** Book the difference (records minus the line) as a fee expense (1:N card settlements). */
  tarifa: z.strictObject({ categoria }).optional(),
  /** Confirm the pending entradas linked, through the ledger, in the match's transaction (ADR 049). */
  confirmar_pendentes: z.boolean({ error: RECONCILIATION_MSG.confirmInvalid }).optional(),
});
export type BankMatchInput = z.output<typeof bankMatchInputSchema>;

/** `POST /bank-lines/{id}/expense`: the rule's category prefills when the line was caught by one. */
export const bankExpenseInputSchema = z.strictObject({
  categoria: categoria.optional(),
  descricao: optionalText(255),
  /** More debit lines of the same account: one expense of their sum (N:1, the day's fee lines). */
  linha_ids: ids(RECONCILIATION_MSG.lineNotFound),
});

/**
 * `GET /bank-lines/{id}/suggestions?linhas=2,3`: the records whose amount is exactly the sum of
 * this line and those (N:1); without it, the line's own suggestions.
 */
export const bankSuggestionQuerySchema = z.strictObject({
  linhas: z
    .string({ error: RECONCILIATION_MSG.linesInvalid })
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, RECONCILIATION_MSG.linesInvalid)
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((v) => v.every((n) => n > 0 && n <= MAX_ROW_ID), RECONCILIATION_MSG.linesInvalid)
    .optional(),
});

/** `POST /bank-lines/{id}/payment`: a confirmed entrada of the line's amount and date. */
export const bankPaymentInputSchema = z.strictObject({
  descricao: optionalText(255),
  atendente_id: idField(FIELD_MSG.attendantInvalid).nullish(),
  tripeiro_id: idField(FIELD_MSG.tripeiroInvalid).nullish(),
});

export const bankIgnoreInputSchema = z.strictObject({
  motivo: requiredText(RECONCILIATION_MSG.motivoRequired, 200),
});

export const bankLineQuerySchema = rangedQuery({
  ...pageQuery,
  conta_id: idQuery(FIELD_MSG.contaInvalid),
  situacao: z.enum(BANK_LINE_STATUSES, { error: RECONCILIATION_MSG.situacaoInvalid }).optional(),
  ...dateRangeQuery,
});

export const bankLinkSchema = z.object({
  tipo: z.enum(['pagamento', 'despesa', 'transferencia']),
  id: z.number().int(),
  /** A payment's or expense's number in the company (ADR 039), what the screen names it by. */
  numero: z.number().int().optional(),
  /** A payment still pending: the screen offers 'Confirmar recebimento'. */
  pendente: z.boolean().optional(),
});
export type BankLink = z.infer<typeof bankLinkSchema>;

export const bankLineSchema = z.object({
  id: z.number().int(),
  conta_id: z.number().int(),
  extrato_id: z.number().int(),
  data: z.string(),
  descricao: z.string(),
  /** Reais, signed: positive in, negative out. */
  valor: z.number(),
  fitid: z.string().nullable(),
  situacao: z.enum(BANK_LINE_STATUSES),
  automatico: z.number().int(),
  motivo: z.string().nullable(),
  regra_id: z.number().int().nullable(),
  vinculos: z.array(bankLinkSchema),
});
export type BankLine = z.infer<typeof bankLineSchema>;
export const bankLineListSchema = listResponse(bankLineSchema);
export type BankLineList = z.infer<typeof bankLineListSchema>;

export const bankSuggestionSchema = z.object({
  payment_ids: z.array(z.number().int()),
  expense_ids: z.array(z.number().int()),
  /** An existing transfer of the same amount between this account and another. */
  transfer_id: z.number().int().nullable(),
  /** The other account's line of a transfer not recorded yet. */
  par_linha_id: z.number().int().nullable(),
  /** More lines of the same account matched along with this one (N:1: the day's fee lines to one expense). */
  linha_ids: z.array(z.number().int()),
  /** Records minus the line, reais (a card machine's fee when positive); 0 when exact. */
  diferenca: z.number(),
  /** The evidence, in words ("mesmo valor", "2 dias depois", "'MARIA' na descrição"). */
  motivos: z.array(z.string()),
  exata: z.boolean(),
  /** What each record is, to show without another request. */
  itens: z.array(
    z.object({
      tipo: z.enum(['pagamento', 'despesa', 'transferencia', 'linha']),
      id: z.number().int(),
      data: z.string(),
      descricao: z.string(),
      valor: z.number(),
      /** A pending entrada: matching may confirm it (`confirmar_pendentes`). */
      pendente: z.boolean().optional(),
    }),
  ),
});
export type BankSuggestion = z.infer<typeof bankSuggestionSchema>;
export const bankSuggestionListSchema = dataListResponse(bankSuggestionSchema);

export const accountReconciliationSchema = z.object({
  conta_id: z.number().int(),
  nome: z.string(),
  tipo: z.string(),
  extrato: z.object({
    creditos: z.number(),
    debitos: z.number(),
    /** The balance the month's latest statement states; null when none states one. */
    saldo_final: z.number().nullable(),
    data_saldo: z.string().nullable(),
  }),
  livro: z.object({ entradas: z.number(), saidas: z.number(), saldo: z.number() }),
  conciliados: z.number().int(),
  pendentes: z.number().int(),
  ignorados: z.number().int(),
  /** Bank minus book, reais: the statement's balance minus the book's, or the month's movements when no balance is stated. */
  diferenca: z.number(),
});
export type AccountReconciliation = z.infer<typeof accountReconciliationSchema>;

export const monthReconciliationSchema = z.object({
  contas: z.array(accountReconciliationSchema),
  /** What the closing warns about: each account with pending lines or a difference, named. */
  avisos: z.array(z.string()),
});
export type MonthReconciliation = z.infer<typeof monthReconciliationSchema>;
