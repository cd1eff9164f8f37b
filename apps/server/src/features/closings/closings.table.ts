import { FIELD_MSG, isValidLocalDate, MSG } from '@livro-caixa/domain';
import { z } from 'zod';
import { isJsonObject, RESTORE_MSG, timestamp } from '../../lib/backup/fields.js';
import { declareTable, type TableDecl } from '../../lib/backup/table.js';

const SERVERS = "a restore keeps the server's closings (ADR 016)";

/** Closings travel in the backup, read and checked, never written back: the server's stay (ADR 016). */
export const closingsTable: TableDecl = declareTable({
  name: 'closings',
  table: 'closings',
  label: 'fechamentos',
  columns: ['month', 'status', 'snapshot', 'closed_at', 'created_at', 'updated_at'],
  excluded: {
    id: SERVERS,
    tenant_id: SERVERS,
    closed_by: SERVERS,
    reopened_at: SERVERS,
    reopened_by: SERVERS,
  },
  row: z.object({
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
  kept: true,
});
