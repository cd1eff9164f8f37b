import type { ExpensesTable, PaymentsTable } from '../db/schema.js';

/**
 * The one list of the columns of a payment and of an expense (ADR 031), read by the backup's
 * declarations (`tables.ts`), the restore's inserts and the closed-month comparison.
 */
export const PAYMENT_COLUMNS = [
  'descricao',
  'valor',
  'data_pagamento',
  'atendente_id',
  'tripeiro_id',
  'tipo_pagamento',
  'status',
  'observacoes',
  'comissao_percentual',
  'valor_comissao',
  'tripeiro_percentual',
  'comissao_tripeiro',
  'created_by',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof PaymentsTable)[];

export const EXPENSE_COLUMNS = [
  'descricao',
  'valor',
  'data_despesa',
  'categoria',
  'forma_pagamento',
  'observacoes',
  'created_by',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ExpensesTable)[];
