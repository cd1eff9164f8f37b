import { sql } from 'kysely';
import type { Executor } from '../db/database.js';

/**
 * A fixed-window counter kept in the database, so every app instance behind a load balancer sees
 * the same count. Returns false once `key` has been hit more than `limit` times in the window.
 */
export async function hitRateLimit(
  db: Executor,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<boolean> {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
        window_start: sql<number>`excluded.window_start`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count) <= limit;
}

/** Drops counters of windows long gone (run now and then; they are also overwritten on reuse). */
export async function pruneRateLimits(db: Executor, now: Date): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', now.getTime() - 24 * 60 * 60 * 1000)
    .execute();
}
