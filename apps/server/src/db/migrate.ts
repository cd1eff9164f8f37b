import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.js';
import { foundation } from './migrations/001_foundation.js';
import { paymentsAndPeople } from './migrations/002_payments_people.js';
import { expensesAndNotes } from './migrations/003_expenses_notes.js';
import { closings } from './migrations/004_closings.js';
import { settings } from './migrations/005_settings.js';
import { rollups } from './migrations/006_rollups.js';
import { ledgerSlots } from './migrations/007_ledger_slots.js';
import { email } from './migrations/008_email.js';
import { payouts } from './migrations/010_payouts.js';
import { settlementReversal } from './migrations/011_settlement_reversal.js';
import { activityLabel } from './migrations/012_activity_label.js';
import { recordNumbers } from './migrations/013_record_numbers.js';
import { companyDetails } from './migrations/014_company_details.js';
import { settlingAfterClosing } from './migrations/015_settling_after_closing.js';
import { financialAccounts } from './migrations/016_financial_accounts.js';
import { companyCategories } from './migrations/020_company_categories.js';
import { bills } from './migrations/021_bills.js';
import { recurringBills } from './migrations/022_recurring_bills.js';
import { cashFlow } from './migrations/023_cash_flow.js';
import { descontosObtidos } from './migrations/024_descontos_obtidos.js';
import { settledEntradasReceived } from './migrations/025_settled_entradas_received.js';
import { expensesDateOrder } from './migrations/026_expenses_date_order.js';
import { monthOpenFunction } from './migrations/027_month_open_function.js';
import { rollupsReadFromTheirKey } from './migrations/028_rollups_read_from_their_key.js';
import { recurringBillFailure } from './migrations/029_recurring_bill_failure.js';

/**
 * One list of migrations for both dialects, in code (the server is bundled, so nothing is read
 * from a folder at run time). Append only: a landed migration never changes what it makes; its code
 * may share the helpers of migrations/helpers.ts, and db/schema-snapshot.test.ts holds the schema
 * they make to the committed copy.
 */
const migrations = {
  '001_foundation': foundation,
  '002_payments_people': paymentsAndPeople,
  '003_expenses_notes': expensesAndNotes,
  '004_closings': closings,
  '005_settings': settings,
  '006_rollups': rollups,
  '007_ledger_slots': ledgerSlots,
  '008_email': email,
  '010_payouts': payouts,
  '011_settlement_reversal': settlementReversal,
  '012_activity_label': activityLabel,
  '013_record_numbers': recordNumbers,
  '014_company_details': companyDetails,
  '015_settling_after_closing': settlingAfterClosing,
  '016_financial_accounts': financialAccounts,
  '020_company_categories': companyCategories,
  '021_bills': bills,
  '022_recurring_bills': recurringBills,
  '023_cash_flow': cashFlow,
  '024_descontos_obtidos': descontosObtidos,
  '025_settled_entradas_received': settledEntradasReceived,
  '026_expenses_date_order': expensesDateOrder,
  '027_month_open_function': monthOpenFunction,
  '028_rollups_read_from_their_key': rollupsReadFromTheirKey,
  '029_recurring_bill_failure': recurringBillFailure,
} satisfies Record<string, Migration>;

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration, or those up to and including `upTo` (tests of an upgrade). */
export async function migrateToLatest(db: Db, upTo?: keyof typeof migrations): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
