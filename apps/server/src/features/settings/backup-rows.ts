import {
  accountInputSchema,
  attendantInputSchema,
  centavosToReais,
  cnpjField,
  companyTypeField,
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
  REMINDER_PRIORITIES,
  REMINDER_STATUSES,
  reminderInputSchema,
  requiredText,
  SETTINGS_MSG,
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

export const rowSchemas = {
  company: z.object({
    name: requiredText(MSG.registerRequired, 150),
    tipo_empresa: companyTypeField,
    cnpj: cnpjField,
  }),
  users: z.object({ id: rowId, email: z.string().max(254, MSG.tooLong(254)) }),
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
