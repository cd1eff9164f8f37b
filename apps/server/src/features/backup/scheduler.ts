import { DEFAULT_TIME_ZONE, dayStartUtc, todayIn } from '@livro-caixa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.js';
import { pruneBackups, writeBackupFile } from './files.js';

/**
 * Automatic backups. Every instance ticks once a minute; a company is due when its backup time
 * (in São Paulo) has passed today and its last backup is older than its frequency. The claim —
 * setting `last_backup_at` — happens under a row condition (and, on PostgreSQL, a transaction
 * advisory lock), so with several instances a scheduled backup runs once, not once per instance.
 */
const FREQUENCY_DAYS = { daily: 1, weekly: 7, monthly: 28 } as const;

/** The instant today's backup slot opened, or null when it has not yet. */
function slotOpened(backupTime: string, now: Date): string | null {
  const today = todayIn(DEFAULT_TIME_ZONE, now);
  const [h, m] = backupTime.split(':').map(Number);
  const slot = new Date(Date.parse(dayStartUtc(today, DEFAULT_TIME_ZONE)) + ((h ?? 0) * 60 + (m ?? 0)) * 60_000);
  return slot <= now ? slot.toISOString() : null;
}

export function isDue(
  t: { backup_frequency: string; backup_time: string; last_backup_at: string | null },
  now: Date,
): boolean {
  const slot = slotOpened(t.backup_time, now);
  if (!slot) return false;
  if (!t.last_backup_at) return true;
  if (t.last_backup_at >= slot) return false;
  const days = FREQUENCY_DAYS[t.backup_frequency as keyof typeof FREQUENCY_DAYS] ?? 1;
  // A little slack so a backup taken at 02:00:30 yesterday does not push today's to tomorrow.
  return now.getTime() - Date.parse(t.last_backup_at) >= days * 86_400_000 - 3_600_000;
}

/** One pass: back up every due company, then prune old files. Returns the companies backed up. */
export async function runDueBackups(db: Db, dataDir: string, now: Date, log?: FastifyBaseLogger): Promise<number[]> {
  const tenants = await db
    .selectFrom('tenants')
    .select(['id', 'backup_frequency', 'backup_time', 'last_backup_at', 'retention_days'])
    .where('auto_backup', '=', 1)
    .execute();
  const done: number[] = [];
  for (const t of tenants.filter((x) => isDue(x, now))) {
    const claimed = await db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) {
        const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(727002, ${t.id}) as ok`.execute(
          trx,
        );
        if (!rows[0]?.ok) return false;
      }
      const res = await trx
        .updateTable('tenants')
        .set({ last_backup_at: now.toISOString() })
        .where('id', '=', t.id)
        .where((eb) =>
          t.last_backup_at === null ? eb('last_backup_at', 'is', null) : eb('last_backup_at', '=', t.last_backup_at),
        )
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    });
    if (!claimed) continue;
    try {
      await writeBackupFile(db, dataDir, t.id, 'auto', now);
      await pruneBackups(db, dataDir, t.id, t.retention_days, now);
      done.push(t.id);
    } catch (error) {
      log?.error({ err: error, tenantId: t.id }, 'automatic backup failed');
      // Let the next tick try again.
      await db.updateTable('tenants').set({ last_backup_at: t.last_backup_at }).where('id', '=', t.id).execute();
    }
  }
  return done;
}
