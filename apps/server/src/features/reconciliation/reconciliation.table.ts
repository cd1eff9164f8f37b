import { z } from 'zod';
import { flag, ref, rowId, timestamp } from '../../lib/backup/fields.js';
import { replaceRows } from '../../lib/backup/restore.js';
import { declareTable, type TableDecl } from '../../lib/backup/table.js';

/**
 * The links of bank lines to the book, as a backup carries them (ADR 031, ADR 046): each row
 * names its line and one payment, expense or transfer, all remapped on restore. A link whose line
 * or record the document lacks (the lines, payments and expenses are read a chunk at a time, so
 * the document's check cannot look them up) is left out, and a line left 'conciliado' without any
 * link goes back to the queue: a line says 'conciliado' only with its links.
 */
const ONE = 'um vínculo aponta para exatamente um pagamento, uma despesa ou uma transferência';

const declared: TableDecl = declareTable({
  name: 'bank_matches',
  table: 'bank_matches',
  label: 'conciliações de extratos',
  columns: ['linha_id', 'payment_id', 'expense_id', 'transfer_id', 'conta_definida', 'created_by', 'created_at'],
  excluded: { id: 'nothing names a link', tenant_id: 'the company restored into' },
  row: z
    .object({
      linha_id: rowId,
      payment_id: ref,
      expense_id: ref,
      transfer_id: ref,
      conta_definida: flag,
      created_by: ref,
      created_at: timestamp,
    })
    .refine((r) => [r.payment_id, r.expense_id, r.transfer_id].filter((v) => v !== null).length === 1, {
      message: ONE,
      path: ['payment_id'],
    }),
  refs: {
    linha_id: { to: 'bank_lines', missing: 'drop' },
    payment_id: { to: 'payments', missing: 'drop' },
    expense_id: { to: 'expenses', missing: 'drop' },
    transfer_id: { to: 'transfers', missing: 'drop' },
    created_by: { to: 'users', missing: 'null' },
  },
  large: true,
  // A backup made before the links were kept: the lines restore, their links do not.
  group: 'bank_matches',
});

export const bankMatchesTable: TableDecl = {
  ...declared,
  restore: {
    ...replaceRows(declared),
    async finish({ trx, tenantId }) {
      await trx
        .updateTable('bank_lines')
        .set({ situacao: 'pendente', automatico: 0 })
        .where('tenant_id', '=', tenantId)
        .where('situacao', '=', 'conciliado')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('bank_matches as m').select('m.id').whereRef('m.linha_id', '=', 'bank_lines.id'))),
        )
        .execute();
    },
  },
};
