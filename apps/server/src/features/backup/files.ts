import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DEFAULT_TIME_ZONE, formatTimestamp } from '@livro-caixa/domain';
import type { Db, Executor } from '../../db/database.js';
import { backupJson } from './export.js';

/** Backups written on schedule or on request under DATA_DIR/backups, one folder a company. */

/** A backup file being written; never listed nor served. */
const PARTIAL = '.partial';

export function backupDir(dataDir: string, tenantId: number): string {
  return join(dataDir, 'backups', `empresa-${tenantId}`);
}

export async function listBackups(db: Executor, tenantId: number) {
  const rows = await db
    .selectFrom('backups')
    .select(['file_name', 'size_bytes', 'kind', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({ name: r.file_name, size: r.size_bytes, kind: r.kind, created_at: r.created_at }));
}

/**
 * `backup_2026-11-21_0205.json`: the date and time in São Paulo, the zone of the backup schedule
 * and of the list's times (docs/product-rules.md, "Backup times"), never UTC's.
 */
export function storedBackupName(now: Date): string {
  const [date, time = ''] = formatTimestamp(now.toISOString(), DEFAULT_TIME_ZONE, 'YYYY-MM-DD').split(' ');
  return `backup_${date}_${time.replace(':', '')}.json`;
}

/**
 * Writes the company's backup under DATA_DIR/backups and records it. The file is written under a
 * temporary name and renamed when complete: a listed backup is never a partial one.
 */
export async function writeBackupFile(db: Db, dataDir: string, tenantId: number, kind: 'auto' | 'manual', now: Date) {
  const iso = now.toISOString();
  const name = storedBackupName(now);
  const dir = backupDir(dataDir, tenantId);
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `${name}${PARTIAL}`);
  try {
    await pipeline(Readable.from(backupJson(db, tenantId, now)), createWriteStream(partial));
    await rename(partial, join(dir, name));
  } finally {
    await rm(partial, { force: true });
  }
  const { size } = await stat(join(dir, name));
  await db
    .insertInto('backups')
    .values({ tenant_id: tenantId, file_name: name, size_bytes: size, kind, created_at: iso })
    .execute();
  return name;
}

export async function readBackupFile(db: Db, dataDir: string, tenantId: number, name: string): Promise<Buffer | null> {
  const row = await db
    .selectFrom('backups')
    .select('file_name')
    .where('tenant_id', '=', tenantId)
    .where('file_name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  try {
    return await readFile(join(backupDir(dataDir, tenantId), row.file_name));
  } catch {
    return null;
  }
}

/** Removes the company's backups older than its retention. */
export async function pruneBackups(db: Db, dataDir: string, tenantId: number, retentionDays: number, now: Date) {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const old = await db
    .selectFrom('backups')
    .select(['id', 'file_name'])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '<', cutoff)
    .execute();
  for (const row of old) {
    await rm(join(backupDir(dataDir, tenantId), row.file_name), { force: true });
    await db.deleteFrom('backups').where('id', '=', row.id).execute();
  }
  return old.length;
}
