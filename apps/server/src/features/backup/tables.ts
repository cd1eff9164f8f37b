import { ACCOUNT_TABLES } from '../../accounts/tables.js';
import type { Database } from '../../db/schema.js';
import { LEDGER_TABLES } from '../../ledger/tables.js';
import type { TableDecl } from '../../lib/backup/table.js';
import { attendantsTable } from '../attendants/index.js';
import { BANK_TABLES } from '../bank/index.js';
import { closingsTable } from '../closings/index.js';
import { expenseCategoriesTable } from '../expense-categories/index.js';
import { FINANCIAL_ACCOUNT_TABLES } from '../financial-accounts/index.js';
import { NOTE_TABLES } from '../notes/index.js';
import { SETTLING_TABLES } from '../payouts/index.js';
import { bankMatchesTable } from '../reconciliation/index.js';
import { recurringBillsTable } from '../recurring-bills/index.js';
import { TRIPEIRO_TABLES } from '../tripeiros/index.js';

/**
 * Every table a backup carries, in document order, each declared by its owner (ADR 031). A row
 * names only rows of tables before it, so the restore writes them in this order.
 * `backup-schema.test.ts` fails when a table or column of the database is in no declaration and
 * not in `NOT_BACKED_UP`.
 */
export const BACKUP_TABLES: readonly TableDecl[] = [
  ...ACCOUNT_TABLES,
  attendantsTable,
  ...TRIPEIRO_TABLES,
  expenseCategoriesTable,
  ...FINANCIAL_ACCOUNT_TABLES,
  recurringBillsTable,
  ...LEDGER_TABLES,
  ...NOTE_TABLES,
  closingsTable,
  ...SETTLING_TABLES,
  ...BANK_TABLES,
  bankMatchesTable,
];

/** The tables a backup leaves out, and why. */
export const NOT_BACKED_UP: Readonly<
  Partial<Record<keyof Database | 'schema_migrations' | 'schema_migrations_lock', string>>
> = {
  sessions: 'sign-ins to this server',
  rate_limits: 'counters of attempts on this server',
  activity_log: "this server's record of who did what; a restore adds to it, never rewrites it",
  idempotency_keys: 'answers to repeated requests, kept a day; a restore clears them',
  backups: 'the list of backup files on this server',
  payment_rollups: 'derived from the payments on restore (ADR 008)',
  attendant_rollups: 'derived from the payments on restore (ADR 008)',
  tripeiro_rollups: 'derived from the payments on restore (ADR 008)',
  product_rollups: 'derived from the payments on restore (ADR 008)',
  expense_rollups: 'derived from the expenses on restore (ADR 008)',
  password_resets: 'single-use links of this server',
  recovery_codes: "users' secrets, never in a backup",
  notification_log: 'e-mails this server sent',
  schema_migrations: "the database's own schema version",
  schema_migrations_lock: "the database's own schema version",
};

/** Tables cleared by a restore that a backup does not carry. */
export const CLEARED_ON_RESTORE = ['idempotency_keys'] as const;

const byName = new Map(BACKUP_TABLES.map((t) => [t.name, t]));
export const tableNamed = (name: unknown): TableDecl | undefined =>
  typeof name === 'string' ? byName.get(name) : undefined;
