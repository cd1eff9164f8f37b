import {
  EXPENSE_MSG,
  FIELD_MSG,
  RECURRENCE_FREQUENCIES,
  RECURRING_MSG,
  recurringBillInputSchema,
} from '@livro-caixa/domain';
import { z } from 'zod';
import { centavos, RESTORE_MSG, ref, rowId, timestamp } from '../../lib/backup/fields.js';
import { declareTable, type TableDecl } from '../../lib/backup/table.js';

const fields = recurringBillInputSchema.in.shape;
const date = fields.inicio;

/**
 * The company's recurring-bill templates as a backup carries them (ADR 031, ADR 051), before the
 * ledger: a generated bill names its template (`expenses.modelo_id`). A backup made before
 * templates existed has none (its `group`): the company keeps its stored ones.
 */
export const recurringBillsTable: TableDecl = declareTable({
  name: 'recurring_bills',
  table: 'recurring_bills',
  label: 'contas recorrentes',
  columns: [
    'id',
    'descricao',
    'valor',
    'categoria',
    'forma_pagamento',
    'conta_id',
    'observacoes',
    'frequencia',
    'dia',
    'inicio',
    'fim',
    'gerado_ate',
    'created_by',
    'created_at',
    'updated_at',
  ],
  excluded: {
    tenant_id: 'the company restored into',
    falha: "the job's last failure on the template: found again at its next pass, if it still fails",
    falha_em: 'when the job last failed on it (as falha)',
  },
  row: z.object({
    id: rowId,
    descricao: fields.descricao,
    valor: centavos(),
    categoria: z.string({ error: EXPENSE_MSG.categoriaInvalid }).min(1, EXPENSE_MSG.categoriaInvalid).max(60),
    forma_pagamento: fields.forma_pagamento,
    conta_id: ref,
    observacoes: fields.observacoes,
    frequencia: z.enum(RECURRENCE_FREQUENCIES, { error: RECURRING_MSG.frequenciaInvalid }),
    dia: z.number().int().min(1, RECURRING_MSG.diaInvalid).max(31, RECURRING_MSG.diaInvalid).nullable(),
    inicio: date,
    fim: date.nullable(),
    gerado_ate: date.nullable(),
    created_by: ref,
    created_at: timestamp,
    updated_at: timestamp,
  }),
  refs: {
    conta_id: { to: 'financial_accounts', missing: 'error', message: FIELD_MSG.contaInvalid },
    created_by: { to: 'users', missing: 'null' },
  },
  unique: { id: RESTORE_MSG.duplicateId },
  group: 'recurring_bills',
});
