import type { Executor } from '../db/database.js';
import { prepared } from '../lib/prepared.js';
import { userColumns } from './users.repository.js';

export interface NewSession {
  tokenHash: string;
  userId: number;
  tenantId: number;
  idleMinutes: number;
  ip: string | null;
  userAgent: string | null;
  now: Date;
}

const minutes = (n: number) => n * 60_000;

export async function insertSession(db: Executor, s: NewSession): Promise<number> {
  const at = s.now.toISOString();
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: s.tokenHash,
      user_id: s.userId,
      tenant_id: s.tenantId,
      idle_minutes: s.idleMinutes,
      ip: s.ip,
      user_agent: s.userAgent?.slice(0, 300) ?? null,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(s.now.getTime() + minutes(s.idleMinutes)).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The session behind a token with its user and company: one query per authenticated request. */
const sessionByTokenHash = prepared((db, v: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select([
      'sessions.id as session_id',
      'sessions.idle_minutes',
      'sessions.last_seen_at',
      'sessions.expires_at',
      ...userColumns,
      'users.ip_restriction',
      'users.allowed_ips',
      'users.preferences',
    ])
    .where('sessions.token_hash', '=', v.tokenHash),
);

export async function findSessionByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await sessionByTokenHash(db, { tokenHash });
  return row;
}

/** Slides the idle window forward. */
export async function touchSession(db: Executor, sessionId: number, idleMinutes: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + minutes(idleMinutes)).toISOString(),
    })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Executor, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** A new idle timeout applies to the user's open sessions from their next request on. */
export async function setUserSessionsIdle(db: Executor, userId: number, idleMinutes: number): Promise<void> {
  await db.updateTable('sessions').set({ idle_minutes: idleMinutes }).where('user_id', '=', userId).execute();
}

/** Ends every session of a user (deactivation), or every other one (password change). */
export async function deleteUserSessions(db: Executor, userId: number, exceptSessionId?: number): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId !== undefined) q = q.where('id', '<>', exceptSessionId);
  await q.execute();
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}
