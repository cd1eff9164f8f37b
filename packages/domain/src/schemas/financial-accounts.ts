import { z } from 'zod';
import { FIELD_MSG } from '../messages.js';
import { MAX_CENTAVOS, reaisToCentavos } from '../money.js';
import {
  activeFlagField,
  dateField,
  dateRangeQuery,
  idQuery,
  listResponse,
  moneyField,
  pageQuery,
  rangedQuery,
  refField,
  timestampFields,
  updateSchema,
} from './common.js';
import type { PaymentMethod } from './expenses.js';
import { optionalText, requiredText } from './fields.js';

/**
 * The company's accounts (contas financeiras) and the transfers between them
 * (docs/product-rules.md "Accounts and transfers", ADR 044).
 */
export const ACCOUNT_TYPES = ['caixa', 'banco', 'maquininha', 'cartao'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  caixa: 'Caixa',
  banco: 'Conta bancária',
  maquininha: 'Maquininha / carteira',
  cartao: 'Cartão de crédito',
};

export const ACCOUNT_MSG = {
  nomeRequired: 'O nome da conta é obrigatório',
  nomeTaken: 'Já existe uma conta com este nome',
  tipoInvalid: 'Tipo de conta inválido: use caixa, banco, maquininha ou cartão',
  saldoInvalid: 'O saldo inicial é obrigatório (use 0 para começar do zero)',
  principalInvalid: 'Conta principal inválida',
  notFound: 'Conta não encontrada',
  invalid: FIELD_MSG.contaInvalid,
  archived: 'Conta arquivada: escolha uma conta ativa',
  /** DELETE of an account something points at; `uses`: "3 pagamentos e 1 transferência". */
  inUse: (uses: string, many: boolean) =>
    `A conta não pode ser excluída: ${uses} ${many ? 'apontam' : 'aponta'} para ela. Arquive-a em vez disso.`,
  transferNotFound: 'Transferência não encontrada',
  transferMatched:
    'A transferência está conciliada com uma linha do extrato: desfaça a conciliação antes de excluí-la.',
  origemRequired: 'Escolha a conta de origem',
  destinoRequired: 'Escolha a conta de destino',
  sameAccount: 'A conta de origem e a de destino devem ser diferentes',
} as const;

/**
 * Reais, signed (an overdrawn bank account, a credit card's bill opens below zero): at most 2
 * decimals and R$ 999.999.999,99 either way.
 */
export const signedMoneyField = z
  .number({ error: ACCOUNT_MSG.saldoInvalid })
  .refine((v) => Number.isFinite(v), { error: ACCOUNT_MSG.saldoInvalid, abort: true })
  .refine((v) => reaisToCentavos(v) !== null, { error: FIELD_MSG.valorDecimals, abort: true })
  .refine((v) => Math.abs(reaisToCentavos(v) ?? 0) <= MAX_CENTAVOS, FIELD_MSG.valorMax);

const accountFields = {
  nome: requiredText(ACCOUNT_MSG.nomeRequired, 80),
  tipo: z.enum(ACCOUNT_TYPES, { error: ACCOUNT_MSG.tipoInvalid }),
  /** The bank: its code and/or name ("341 Itaú"); the others leave it empty. */
  banco: optionalText(80),
  agencia: optionalText(20),
  conta: optionalText(30),
  saldo_inicial: signedMoneyField.default(0),
  /** The day the opening balance was read: movements before it are already in it. */
  data_saldo_inicial: dateField(),
  ativa: activeFlagField.default(1),
  /** 1: the account the forms suggest for its kind (one per kind; marking one unmarks the other). */
  principal: z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: ACCOUNT_MSG.principalInvalid })
    .transform((v) => (v === true || v === 1 ? 1 : 0))
    .default(0),
};

export const financialAccountInputSchema = z.strictObject(accountFields);
export const financialAccountUpdateSchema = updateSchema(accountFields);
export type FinancialAccountInput = z.input<typeof financialAccountInputSchema>;
export type FinancialAccountData = z.output<typeof financialAccountInputSchema>;
export type FinancialAccountUpdate = z.output<typeof financialAccountUpdateSchema>;

/** `GET /financial-accounts?ativa=1`: every account (a company has a handful), active or not. */
export const financialAccountQuerySchema = z.strictObject({
  ativa: z
    .enum(['true', 'false', '1', '0', ''], { error: FIELD_MSG.ativoInvalid })
    .optional()
    .transform((v) => (v === 'true' || v === '1' ? 1 : v === 'false' || v === '0' ? 0 : undefined)),
});

export const financialAccountSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(ACCOUNT_TYPES),
  banco: z.string().nullable(),
  agencia: z.string().nullable(),
  conta: z.string().nullable(),
  saldo_inicial: z.number(),
  data_saldo_inicial: z.string(),
  ativa: z.number().int(),
  principal: z.number().int(),
  /** Opening balance + confirmed movements on or after data_saldo_inicial, in reais. */
  saldo: z.number(),
  ...timestampFields,
});
export type FinancialAccount = z.infer<typeof financialAccountSchema>;
export const financialAccountListSchema = z.object({
  data: z.array(financialAccountSchema),
  /** Σ saldo of the active accounts. */
  total: z.number(),
});
export type FinancialAccountList = z.infer<typeof financialAccountListSchema>;

// ── transfers ─────────────────────────────────────────────────────────────────────────────────

const transferFields = {
  data: dateField(),
  valor: moneyField(),
  conta_origem_id: refField(ACCOUNT_MSG.invalid).refine((v) => v !== null, ACCOUNT_MSG.origemRequired),
  conta_destino_id: refField(ACCOUNT_MSG.invalid).refine((v) => v !== null, ACCOUNT_MSG.destinoRequired),
  descricao: optionalText(255),
};

export const transferInputSchema = z
  .strictObject(transferFields)
  .refine((v) => v.conta_origem_id !== v.conta_destino_id, {
    message: ACCOUNT_MSG.sameAccount,
    path: ['conta_destino_id'],
  });
export const transferUpdateSchema = updateSchema(transferFields);
export type TransferInput = z.input<typeof transferInputSchema>;
export type TransferData = z.output<typeof transferInputSchema>;
export type TransferUpdate = z.output<typeof transferUpdateSchema>;

export const transferQuerySchema = rangedQuery({
  ...pageQuery,
  conta_id: idQuery(ACCOUNT_MSG.invalid),
  ...dateRangeQuery,
});

export const transferSchema = z.object({
  id: z.number().int(),
  data: z.string(),
  valor: z.number(),
  conta_origem_id: z.number().int(),
  conta_destino_id: z.number().int(),
  conta_origem_nome: z.string(),
  conta_destino_nome: z.string(),
  descricao: z.string().nullable(),
  ...timestampFields,
});
export type Transfer = z.infer<typeof transferSchema>;
export const transferListSchema = listResponse(transferSchema);
export type TransferList = z.infer<typeof transferListSchema>;

// ── the forms' suggestion ─────────────────────────────────────────────────────────────────────

/**
 * The kind of account a forma de pagamento suggests: Dinheiro → the Caixa; PIX, Transferência,
 * Boleto, Débito → the principal bank account; Cartão de Crédito → the principal maquininha for a
 * payment received, the principal credit card for an expense. Null: no suggestion.
 */
export function accountTypeForForma(
  forma: PaymentMethod | string | null | undefined,
  kind: 'payment' | 'expense',
): AccountType | null {
  switch (forma) {
    case 'Dinheiro':
      return 'caixa';
    case 'PIX':
    case 'Transferência':
    case 'Boleto':
    case 'Cartão de Débito':
    case 'Cheque':
      return 'banco';
    case 'Cartão de Crédito':
      return kind === 'payment' ? 'maquininha' : 'cartao';
    default:
      return null;
  }
}

/** The account to suggest: the active principal of the kind, else the kind's first active one. */
export function suggestedAccount<A extends { id: number; tipo: string; ativa: number; principal: number }>(
  accounts: readonly A[],
  forma: string | null | undefined,
  kind: 'payment' | 'expense',
): A | undefined {
  const tipo = accountTypeForForma(forma, kind);
  if (!tipo) return undefined;
  const ofKind = accounts.filter((a) => a.tipo === tipo && a.ativa === 1);
  return ofKind.find((a) => a.principal === 1) ?? ofKind[0];
}
