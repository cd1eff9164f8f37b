import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.js';
import { foundation } from './migrations/001_foundation.js';
import { paymentsAndPeople } from './migrations/002_payments_people.js';
import { expensesAndNotes } from './migrations/003_expenses_notes.js';
import { closings } from './migrations/004_closings.js';
import { settings } from './migrations/005_settings.js';

/**
 * One list of migrations for both dialects, in code (the server is bundled, so nothing is read
 * from a folder at run time). Append only: a landed migration is never edited.
 */
const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_payments_people': paymentsAndPeople,
  '003_expenses_notes': expensesAndNotes,
  '004_closings': closings,
  '005_settings': settings,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
