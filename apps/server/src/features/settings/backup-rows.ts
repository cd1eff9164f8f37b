import {
  accountInputSchema,
  attendantInputSchema,
  centavosToReais,
  cnpjField,
  companyTypeField,
  dateField,
  EXPENSE_CATEGORIES,
  EXPENSE_MSG,
  expenseInputSchema,
  FIELD_MSG,
  isValidLocalDate,
  MSG,
  moneyField,
  NOTE_COLORS,
  noteInputSchema,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  paymentInputSchema,
  payoutInputSchema,
  pixKeyField,
  pixSettingsInputSchema,
  REMINDER_PRIORITIES,
  REMINDER_STATUSES,
  reminderInputSchema,
  requiredText,
  reversalInputSchema,
  SETTINGS_MSG,
  settlementInputSchema,
  tripeiroInputSchema,
} from '@livro-caixa/domain';
import { z } from 'zod';
import { paymentSnapshotError } from '../../ledger/restore.js';
import { validationError } from '../../lib/errors.js';

/**
 * Each row of a backup document checked with the API's own field schemas (ADR 016): a restore
 * puts back only what the forms and routes would accept. Money stays in centavos and percentages
 * in hundredths, as stored; they are checked as the API checks the reais and per cent it receives.
 */

/** The document's tables, named as a shop owner reads them. */
export const TABLE_LABELS = {
  company: 'empresa',
  users: 'usuários',
  attendants: 'atendentes',
  tripeiros: 'tripeiros',
  tripeiro_accounts: 'contas de tripeiros',
  payments: 'pagamentos',
  expenses: 'despesas',
  notes: 'notas',
  reminders: 'lembretes',
  closings: 'fechamentos',
  payouts: 'pagamentos de comissões',
  payout_items: 'itens de pagamentos de comissões',
  settlements: 'acertos',
  settlement_items: 'itens de acertos',
  document_counters: 'numeração',
} as const;
export type BackupTable = keyof typeof TABLE_LABELS;

export const RESTORE_MSG = {
  /** e.g. "Arquivo de backup inválido: pagamentos, item 3, campo valor: O valor máximo é R$ 999.999.999,99" */
  rowInvalid: (table: BackupTable, index: number | null, field: string | null, reason: string) =>
    `${SETTINGS_MSG.backupInvalid}: ${TABLE_LABELS[table]}${index === null ? '' : `, item ${index + 1}`}${
      field ? `, campo ${field}` : ''
    }: ${reason}`,
  commission: 'a comissão não confere com o valor e o percentual do pagamento',
  duplicateId: 'identificador repetido no arquivo',
  duplicateTable: 'a tabela aparece duas vezes no arquivo',
  duplicateAccount: FIELD_MSG.numeroContaTaken,
  notJson: 'o fechamento guardado não é um JSON válido',
  missing: 'a tabela está ausente',
  notList: 'deveria ser uma lista',
  header: 'o arquivo não é um backup do Livro Caixa (formato ou versão)',
  timestamp: 'data e hora inválidas',
  reversal: 'um documento estornado tem motivo e data do estorno; um que está de pé não tem',
  account: 'a conta é dada pelo identificador e pelo número juntos, ou por nenhum',
  live: 'deveria ser 1 num pagamento pago e 0 num estornado',
  itemKind: 'uma comissão tem valor e comissão positivos; uma correção tem valor 0 e diferença diferente de zero',
  otherAttendant: 'o item é de outro atendente que o do pagamento de comissões',
  noParent: 'não há, antes no arquivo, o documento a que este item pertence',
  total: 'não confere com a soma dos itens',
  noItems: 'sem itens',
  duplicateNumber: 'número repetido no arquivo',
  counterBelow: 'abaixo do maior número deste tipo no arquivo',
  duplicatePayment: 'o pagamento a que o item se refere aparece duas vezes no arquivo com este identificador',
  paidTwice: 'a mesma comissão aparece em dois pagamentos que não foram estornados',
  partialSettling: 'o arquivo traz só parte das tabelas de pagamentos de comissões e acertos',
} as const;

/** A 400 naming the table, the item (1-based) and the field, with the field's pt-BR message. */
export function rowError(table: BackupTable, index: number | null, field: string | null, reason: string) {
  const key = ['backup', table, index, field].filter((p) => p !== null && p !== '').join('.');
  return validationError(RESTORE_MSG.rowInvalid(table, index, field, reason), { [key]: reason });
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const timestamp = z
  .string({ error: RESTORE_MSG.timestamp })
  .refine((v) => ISO_TIMESTAMP.test(v) && isValidLocalDate(v.slice(0, 10)), RESTORE_MSG.timestamp);
const rowId = z.number({ error: MSG.invalidId }).int(MSG.invalidId).positive(MSG.invalidId).max(2_147_483_647);
const ref = rowId.nullable();
/**
 * A payout's or settlement's person or payment: positive while the document has it; a reference to
 * one the document lacks (deleted after being paid, ADR 019) is stored negated by a restore, so it
 * points at nothing and never at a row inserted later (ADR 021).
 */
const link = z
  .number({ error: MSG.invalidId })
  .int(MSG.invalidId)
  .min(-2_147_483_647, MSG.invalidId)
  .max(2_147_483_647, MSG.invalidId)
  .refine((v) => v !== 0, MSG.invalidId);
const flag = z.union([z.literal(0), z.literal(1)], { error: FIELD_MSG.ativoInvalid });
const hundredths = z
  .number({ error: FIELD_MSG.percentRequired })
  .int(FIELD_MSG.percentDecimals)
  .min(0, FIELD_MSG.percentRange)
  .max(10_000, FIELD_MSG.percentRange);

/** Centavos checked as the API checks the reais it receives (positive or not negative, the maximum). */
function centavos(opts: { allowZero?: boolean } = {}) {
  const reais = moneyField(opts);
  return z
    .number({ error: FIELD_MSG.valorRequired })
    .int(FIELD_MSG.valorDecimals)
    .superRefine((v, ctx) => {
      const parsed = reais.safeParse(centavosToReais(v));
      if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
    });
}

const people = attendantInputSchema.shape;
const trip = tripeiroInputSchema.shape;
const acc = accountInputSchema.shape;
const pay = paymentInputSchema.shape;
const exp = expenseInputSchema.shape;
const note = noteInputSchema.shape;
const rem = reminderInputSchema.shape;
const paid = payoutInputSchema.shape;
const settled = settlementInputSchema.shape;
const period = dateField().nullable();
/** A commission or a correction: any sign but zero, within the maximum (a correction may be negative). */
const signedCentavos = z
  .number({ error: FIELD_MSG.valorRequired })
  .int(FIELD_MSG.valorDecimals)
  .superRefine((v, ctx) => {
    const parsed = moneyField().safeParse(centavosToReais(Math.abs(v)));
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
  });
const periodOrder = (v: { periodo_inicio: string | null; periodo_fim: string | null }, ctx: z.RefinementCtx) => {
  if (v.periodo_inicio && v.periodo_fim && v.periodo_inicio > v.periodo_fim)
    ctx.addIssue({ code: 'custom', path: ['periodo_inicio'], message: MSG.dateRange });
};

export const rowSchemas = {
  company: z.object({
    name: requiredText(MSG.registerRequired, 150),
    tipo_empresa: companyTypeField,
    cnpj: cnpjField,
    // Absent in backups made before migration 010: the stored ones are then kept (ADR 021).
    chave_pix: pixKeyField.optional(),
    pix_cidade: pixSettingsInputSchema.shape.pix_cidade.optional(),
  }),
  // Users are matched by e-mail, never created nor changed by a restore; the rest is read only.
  users: z.object({
    id: rowId,
    email: z.string().max(254, MSG.tooLong(254)),
    name: z.string().max(150, MSG.tooLong(150)).optional(),
    role: z.enum(['user', 'admin'], { error: MSG.invalidRequest }).optional(),
    is_active: flag.optional(),
  }),
  attendants: z.object({
    id: rowId,
    nome: people.nome,
    email: people.email,
    telefone: people.telefone,
    comissao_percentual: hundredths,
    observacoes: people.observacoes,
    ativo: flag,
    created_at: timestamp,
    updated_at: timestamp,
    // Absent in backups made before migration 010: the stored key is then kept (ADR 021).
    chave_pix: people.chave_pix.optional(),
  }),
  tripeiros: z.object({
    id: rowId,
    nome: trip.nome,
    email: trip.email,
    telefone: trip.telefone,
    endereco: trip.endereco,
    cidade: trip.cidade,
    estado: trip.estado,
    cep: trip.cep,
    comissao_percentual: hundredths,
    observacoes: trip.observacoes,
    ativo: flag,
    created_at: timestamp,
    updated_at: timestamp,
  }),
  tripeiro_accounts: z.object({
    tripeiro_id: rowId,
    numero_conta: acc.numero_conta,
    descricao: acc.descricao,
    limite_credito: centavos({ allowZero: true }),
    saldo_devedor: centavos({ allowZero: true }),
    observacoes: acc.observacoes,
    ativa: flag,
    created_at: timestamp,
    updated_at: timestamp,
  }),
  payments: z
    .object({
      // The payment's id where the backup was made: payout and settlement items name it. Absent in
      // older backups; the restore gives every payment a new id and maps these (ADR 021).
      id: rowId.optional(),
      descricao: pay.descricao,
      valor: centavos(),
      data_pagamento: pay.data_pagamento,
      atendente_id: ref,
      tripeiro_id: ref,
      tipo_pagamento: z.enum(PAYMENT_TYPES, { error: FIELD_MSG.tipoInvalid }),
      status: z.enum(PAYMENT_STATUSES, { error: FIELD_MSG.statusInvalid }),
      observacoes: pay.observacoes,
      comissao_percentual: hundredths,
      valor_comissao: z.number().int(),
      tripeiro_percentual: hundredths,
      comissao_tripeiro: z.number().int(),
      created_by: ref,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .superRefine((p, ctx) => {
      const field = paymentSnapshotError(p);
      if (field) ctx.addIssue({ code: 'custom', path: [field], message: RESTORE_MSG.commission });
    }),
  expenses: z.object({
    descricao: exp.descricao,
    valor: centavos(),
    data_despesa: exp.data_despesa,
    categoria: z.enum(EXPENSE_CATEGORIES, { error: EXPENSE_MSG.categoriaInvalid }),
    forma_pagamento: z.enum(PAYMENT_METHODS, { error: EXPENSE_MSG.formaInvalid }).nullable(),
    observacoes: exp.observacoes,
    created_by: ref,
    created_at: timestamp,
    updated_at: timestamp,
  }),
  notes: z.object({
    user_id: rowId,
    title: note.title,
    content: note.content,
    color: z.enum(NOTE_COLORS, { error: EXPENSE_MSG.noteColorInvalid }),
    is_pinned: flag,
    created_at: timestamp,
    updated_at: timestamp,
  }),
  reminders: z.object({
    user_id: rowId,
    title: rem.title,
    description: rem.description,
    due_date: rem.due_date,
    due_time: rem.due_time,
    priority: z.enum(REMINDER_PRIORITIES, { error: EXPENSE_MSG.priorityInvalid }),
    category: rem.category,
    status: z.enum(REMINDER_STATUSES, { error: EXPENSE_MSG.reminderStatusInvalid }),
    completed_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  // Read and checked, never written: a restore keeps the server's closings (ADR 016).
  closings: z.object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MSG.invalidDate)
      .refine((m) => isValidLocalDate(`${m}-01`), MSG.invalidDate),
    status: z.enum(['aberto', 'fechado'], { error: FIELD_MSG.statusInvalid }),
    snapshot: z
      .string()
      .nullable()
      .refine((s) => s === null || isJsonObject(s), RESTORE_MSG.notJson),
    closed_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  // Settling up (migration 010, ADR 019, ADR 021). Ids are the document's, for the items to name
  // their payout or settlement; a restore gives new ones.
  payouts: z
    .object({
      id: rowId,
      numero: rowId,
      atendente_id: link,
      atendente_nome: people.nome,
      data_pagamento: paid.data_pagamento,
      forma_pagamento: paid.forma_pagamento,
      periodo_inicio: period,
      periodo_fim: period,
      total: centavos(),
      observacoes: paid.observacoes,
      status: z.enum(['pago', 'estornado'], { error: FIELD_MSG.statusInvalid }),
      estorno_motivo: reversalInputSchema.shape.motivo.nullable(),
      estornado_em: timestamp.nullable(),
      estornado_por: ref,
      created_by: ref,
      created_at: timestamp,
    })
    .superRefine((p, ctx) => {
      const reversed = p.estorno_motivo !== null && p.estornado_em !== null;
      const standing = p.estorno_motivo === null && p.estornado_em === null && p.estornado_por === null;
      if (p.status === 'estornado' ? !reversed : !standing)
        ctx.addIssue({ code: 'custom', path: ['status'], message: RESTORE_MSG.reversal });
      periodOrder(p, ctx);
    }),
  payout_items: z
    .object({
      payout_id: rowId,
      atendente_id: link,
      payment_id: link,
      tipo: z.enum(['comissao', 'correcao'], { error: FIELD_MSG.tipoInvalid }),
      valor_comissao: signedCentavos,
      descricao: pay.descricao,
      data_pagamento: pay.data_pagamento,
      valor: centavos({ allowZero: true }),
      live: flag,
    })
    .superRefine((i, ctx) => {
      const ok = i.tipo === 'comissao' ? i.valor > 0 && i.valor_comissao > 0 : i.valor === 0 && i.valor_comissao !== 0;
      if (!ok) ctx.addIssue({ code: 'custom', path: ['tipo'], message: RESTORE_MSG.itemKind });
    }),
  settlements: z
    .object({
      id: rowId,
      numero: rowId,
      tripeiro_id: link,
      tripeiro_nome: trip.nome,
      data_acerto: settled.data_acerto,
      forma_pagamento: settled.forma_pagamento,
      periodo_inicio: period,
      periodo_fim: period,
      saldo: centavos(),
      comissao: centavos({ allowZero: true }),
      valor_entregue: centavos({ allowZero: true }),
      observacoes: settled.observacoes,
      created_by: ref,
      created_at: timestamp,
      // Migration 011: reversal, and the tripeiro account whose saldo devedor it lowered.
      status: z.enum(['acertado', 'estornado'], { error: FIELD_MSG.statusInvalid }),
      estorno_motivo: reversalInputSchema.shape.motivo.nullable(),
      estornado_em: timestamp.nullable(),
      estornado_por: ref,
      conta_id: link.nullable(),
      conta_numero: acc.numero_conta.nullable(),
      abatimento: centavos({ allowZero: true }),
    })
    .superRefine((s, ctx) => {
      if (s.valor_entregue !== s.saldo - s.comissao)
        ctx.addIssue({ code: 'custom', path: ['valor_entregue'], message: RESTORE_MSG.total });
      const reversed = s.estorno_motivo !== null && s.estornado_em !== null;
      const standing = s.estorno_motivo === null && s.estornado_em === null && s.estornado_por === null;
      if (s.status === 'estornado' ? !reversed : !standing)
        ctx.addIssue({ code: 'custom', path: ['status'], message: RESTORE_MSG.reversal });
      if ((s.conta_id === null) !== (s.conta_numero === null))
        ctx.addIssue({ code: 'custom', path: ['conta_numero'], message: RESTORE_MSG.account });
      periodOrder(s, ctx);
    }),
  settlement_items: z.object({
    settlement_id: rowId,
    payment_id: link,
    descricao: pay.descricao,
    data_pagamento: pay.data_pagamento,
    valor: centavos(),
    comissao_tripeiro: centavos({ allowZero: true }),
  }),
  document_counters: z.object({
    kind: z.enum(['payout', 'settlement'], { error: FIELD_MSG.tipoInvalid }),
    last_number: z.number({ error: MSG.invalidId }).int(MSG.invalidId).min(0, MSG.invalidId).max(2_147_483_647),
  }),
} satisfies Record<BackupTable, z.ZodType>;

export type BackupRow<T extends BackupTable> = z.output<(typeof rowSchemas)[T]>;

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** One row checked, or a 400 naming its table, item and first wrong field. */
export function checkRow<T extends BackupTable>(table: T, index: number | null, raw: unknown): BackupRow<T> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw rowError(table, index, null, MSG.invalidRequest);
  const parsed = rowSchemas[table].safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw rowError(table, index, issue?.path.join('.') || null, issue?.message || MSG.invalidRequest);
  }
  return parsed.data as BackupRow<T>;
}
