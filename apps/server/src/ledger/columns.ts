import {
  BILL_LIMITS,
  BILL_MSG,
  EXPENSE_MSG,
  EXPENSE_SITUACOES,
  expenseInputSchema,
  FIELD_MSG,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  paymentInputSchema,
} from '@livro-caixa/domain';
import { z } from 'zod';
import type { ExpensesTable, PaymentsTable } from '../db/schema.js';
import { centavos, hundredths, RESTORE_MSG, ref, rowId, timestamp } from '../lib/backup/fields.js';
import { snapshot } from './payments.js';

/**
 * A payment and an expense as a backup carries them (ADR 031): the one place their columns are
 * listed. The backup's declarations (`tables.ts`), the restore's inserts and the closed-month
 * comparison, and the payments list's select read `PAYMENT_COLUMNS` / `EXPENSE_COLUMNS`, which
 * are these rows' fields. Adding a column: a migration, the table's type, and a field here.
 */
const pay = paymentInputSchema.shape;
const exp = expenseInputSchema.shape;

/** Instalment n of N (migration 021): all three or none; the group is the first one's number. */
const instalment = {
  parcelamento_id: rowId.nullable().default(null),
  parcela: z.number().int().min(1).max(BILL_LIMITS.maxParcelas).nullable().default(null),
  parcelas: z.number().int().min(1).max(BILL_LIMITS.maxParcelas).nullable().default(null),
};

export const paymentRow = z
  .object({
    // The payment's id where the backup was made: payout and settlement items name it. Absent in
    // older backups; the restore gives every payment a new id and maps these (ADR 021).
    id: rowId.optional(),
    // The company's own number (ADR 039). Absent in backups made before payments were numbered:
    // the restore numbers those after the highest number the company has used.
    numero: rowId.optional(),
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
    // Migration 015 (ADR 038): the entry's own date when a settlement collected it from a closed
    // month. Absent in older backups: none was.
    data_lancamento: pay.data_pagamento.nullable().default(null),
    // Migration 016: how it was received and into which account. Absent in older backups: not said.
    forma_pagamento: z.enum(PAYMENT_METHODS, { error: EXPENSE_MSG.formaInvalid }).nullable().default(null),
    conta_id: ref.default(null),
    // Migration 021 (ADR 050): a receivable's due date and receipt, its instalment. Absent in
    // older backups: none was.
    vencimento: pay.data_pagamento.nullable().default(null),
    data_recebimento: pay.data_pagamento.nullable().default(null),
    ...instalment,
    origem_numero: rowId.nullable().default(null),
  })
  .superRefine((p, ctx) => {
    const field = paymentSnapshotError(p);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: RESTORE_MSG.commission });
  });

export const expenseRow = z.object({
  // The expense's id where the backup was made: bank matches name it (ADR 044). Absent in older
  // backups; the restore gives every expense a new id and maps these.
  id: rowId.optional(),
  // As a payment's (ADR 039).
  numero: rowId.optional(),
  descricao: exp.descricao,
  valor: centavos(),
  data_despesa: exp.data_despesa,
  // A name of the restored company's categories (ADR 048), checked by the restore (tables.ts).
  categoria: exp.categoria,
  forma_pagamento: z.enum(PAYMENT_METHODS, { error: EXPENSE_MSG.formaInvalid }).nullable(),
  observacoes: exp.observacoes,
  created_by: ref,
  created_at: timestamp,
  updated_at: timestamp,
  // As a payment's (migration 016).
  conta_id: ref.default(null),
  // Migration 021 (ADR 050): a bill's state, due date, baixa and instalment; a juros row's
  // bill. Absent in older backups: every expense was paid on its own date.
  situacao: z.enum(EXPENSE_SITUACOES, { error: BILL_MSG.situacaoInvalid }).default('paga'),
  vencimento: exp.data_despesa.nullable().default(null),
  data_baixa: exp.data_despesa.nullable().default(null),
  ...instalment,
  origem_numero: rowId.nullable().default(null),
  // Migration 022 (ADR 051): the recurring bill's template (its id where the backup was made,
  // remapped by the restore) and the occurrence's date. Absent in older backups: none was.
  modelo_id: ref.default(null),
  ocorrencia: exp.data_despesa.nullable().default(null),
});

type Columns<R extends z.ZodObject, Table> = Exclude<keyof z.output<R> & keyof Table, 'id'>[];
const columnsOf = <R extends z.ZodObject, Table>(row: R) =>
  Object.keys(row.shape).filter((c) => c !== 'id') as Columns<R, Table>;

export const PAYMENT_COLUMNS = columnsOf<typeof paymentRow, PaymentsTable>(paymentRow);
export const EXPENSE_COLUMNS = columnsOf<typeof expenseRow, ExpensesTable>(expenseRow);

/** A restored payment or expense: its columns, as stored; its number unless an older backup's. */
type Restored<T> = Omit<T, 'id' | 'tenant_id' | 'search_key' | 'numero'> & { numero?: number | undefined };
export type RestoredPayment = Restored<PaymentsTable>;
export type RestoredExpense = Restored<ExpensesTable>;

/**
 * The commission snapshot a payment must carry (docs/product-rules.md): its own percentages (0
 * without a person) applied to its valor, as `recordPayment` computes it. A backup's figures are
 * checked, not trusted: a negative or inflated commission would change net profit.
 */
export function paymentSnapshotError(p: RestoredPayment): string | null {
  if (p.atendente_id === null && p.comissao_percentual !== 0) return 'comissao_percentual';
  if (p.tripeiro_id === null && p.tripeiro_percentual !== 0) return 'tripeiro_percentual';
  const expected = snapshot(p.valor, p.tipo_pagamento, p.comissao_percentual, p.tripeiro_percentual);
  if (p.valor_comissao !== expected.valor_comissao) return 'valor_comissao';
  if (p.comissao_tripeiro !== expected.comissao_tripeiro) return 'comissao_tripeiro';
  return null;
}
