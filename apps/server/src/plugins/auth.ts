import type { Preferences, Role, User } from '@livro-caixa/domain';
import { MSG, SETTINGS_MSG, todayIn } from '@livro-caixa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deleteSession, findSessionByTokenHash, touchSession } from '../accounts/sessions.repository.js';
import { parseAllowedIps, parsePreferences } from '../accounts/user-settings.js';
import { toApiUser } from '../accounts/users.repository.js';
import type { Actor } from '../lib/actor.js';
import { sha256 } from '../lib/crypto.js';
import { forbidden, unauthenticated } from '../lib/errors.js';
import { ipAllowed } from '../lib/ip.js';

/** Who is calling: always taken from the session, never from a body or a query. */
export interface Auth {
  sessionId: number;
  userId: number;
  tenantId: number;
  role: Role;
  user: User;
  preferences: Preferences;
}

/** Who may call a route: set in `config.access`; the default is any logged-in user. */
export type Access = 'public' | Role;

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** A request that passed the auth hook on a non-public route has its session. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** "Today" for this user: the date in its preferred time zone (docs/product-rules.md), never UTC's. */
export function todayOf(request: FastifyRequest): string {
  return todayIn(authOf(request).preferences.timeZone, request.server.clock());
}

/** The session's company and user, and the time of the request. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  return { tenantId: auth.tenantId, userId: auth.userId, now: request.server.clock() };
}

// The sliding window moves at most once a minute per session: a write per request would make
// every read a write.
const TOUCH_EVERY_MS = 60_000;

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Auth> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthenticated();
  const row = await findSessionByTokenHash(app.db, sha256(token));
  if (!row) throw unauthenticated(MSG.sessionExpired);
  const now = app.clock();
  if (row.expires_at <= now.toISOString()) {
    await deleteSession(app.db, row.session_id);
    throw unauthenticated(MSG.sessionExpired);
  }
  if (row.is_active !== 1) {
    await deleteSession(app.db, row.session_id);
    throw unauthenticated(MSG.userDeactivated);
  }
  // IP restriction holds for every request, not only at login.
  if (row.ip_restriction === 1 && !ipAllowed(request.ip, parseAllowedIps(row.allowed_ips))) {
    throw forbidden(SETTINGS_MSG.ipNotAllowed);
  }
  if (now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) {
    await touchSession(app.db, row.session_id, row.idle_minutes, now);
  }
  return {
    sessionId: row.session_id,
    userId: row.id,
    tenantId: row.tenant_id,
    role: row.role,
    user: toApiUser(row),
    preferences: parsePreferences(row.preferences),
  };
}

/** Authenticates every /api route that is not public; admin routes also need role admin. */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    request.auth = await authenticate(app, request);
    if (access === 'admin' && request.auth.role !== 'admin') throw forbidden();
  });
});
