import { z } from 'zod';
import { RESTORE_MSG, ref, rowId, timestamp } from '../../lib/backup/fields.js';
import { declareTable, type TableDecl } from '../../lib/backup/table.js';

/**
 * The links of bank lines to the book, as a backup carries them (ADR 031, ADR 046): each row
 * names its line and one payment, expense or transfer, all remapped on restore. A link whose line
 * or record the document lacks is refused (a line says 'conciliado' only with its links).
 */
const ONE = 'um vínculo aponta para exatamente um pagamento, uma despesa ou uma transferência';

export const bankMatchesTable: TableDecl = declareTable({
  name: 'bank_matches',
  table: 'bank_matches',
  label: 'conciliações de extratos',
  columns: ['linha_id', 'payment_id', 'expense_id', 'transfer_id', 'created_by', 'created_at'],
  excluded: { id: 'nothing names a link', tenant_id: 'the company restored into' },
  row: z
    .object({
      linha_id: rowId,
      payment_id: ref,
      expense_id: ref,
      transfer_id: ref,
      created_by: ref,
      created_at: timestamp,
    })
    .refine((r) => [r.payment_id, r.expense_id, r.transfer_id].filter((v) => v !== null).length === 1, {
      message: ONE,
      path: ['payment_id'],
    }),
  refs: {
    linha_id: { to: 'bank_lines', missing: 'error', message: RESTORE_MSG.noParent },
    payment_id: { to: 'payments', missing: 'error', message: RESTORE_MSG.noParent },
    expense_id: { to: 'expenses', missing: 'error', message: RESTORE_MSG.noParent },
    transfer_id: { to: 'transfers', missing: 'error', message: RESTORE_MSG.noParent },
    created_by: { to: 'users', missing: 'null' },
  },
  large: true,
});
