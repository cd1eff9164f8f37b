import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAdmin, registerCompany, type TestApp } from '../app.js';
import { routeGroups } from './routes.js';

/**
 * Every route of the API, with who may call it (src/authorization*.test.ts). The table is split by
 * theme into `routeGroups`; `src/authorization.<group>.test.ts` runs a group, and
 * `src/authorization.test.ts` fails when a route exists that no group lists, or a group has no file.
 *
 * access: 'public' (anyone), 'user' (any logged-in user; ids of another company answer 404),
 * 'admin' (403 for users). `:id` routes get an id of a row the owner created (`seed`).
 */
export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: 'public' | 'user' | 'admin';
  /** Body that the owner may send successfully. */
  body?: (ctx: Ctx) => unknown;
  /** Headers the request needs (a multipart upload's content type, made with its body). */
  headers?: (ctx: Ctx) => Record<string, string>;
  /** Creates the owner's rows and returns the path's parameters (`:id`, `:accountId`…). */
  seed?: (ctx: Ctx) => Promise<Record<string, number | string>>;
  /** The status a permitted caller gets. */
  ok: number;
  /** The seed only picks path values (nothing the owner owns): other callers get `ok` too. */
  notOwned?: boolean;
  /** Routes that end the caller's session run last for each caller. */
  endsSession?: boolean;
  /**
   * The path names a month, not a row: other callers act on that month of their own company and
   * get this status instead of a 404 (reopening a month their company never closed: 409).
   */
  ownMonth?: number;
}

export interface Session {
  token: string;
}
export interface Ctx {
  t: TestApp;
  owner: Session;
  admin: Session;
}

/** The group a test file runs: `authorization.<group>.test.ts`. */
export function groupOf(file: string): string | undefined {
  return /^authorization\.([\w-]+)\.test\.ts$/.exec(basename(file))?.[1];
}

/**
 * Runs the cases of the group the calling file is named after (`import.meta.url`) on an app of
 * its own: anonymous, a user of another company, the owner and the admin, for every route.
 */
export function describeRoutes(testFileUrl: string) {
  const group = groupOf(fileURLToPath(testFileUrl));
  const routes = group ? routeGroups[group] : undefined;
  if (!routes) throw new Error(`no authorization group for ${testFileUrl}`);

  let t: TestApp;
  let ctx: Ctx;
  let other: Session;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await registerCompany(t.app, 'Dona');
    other = await registerCompany(t.app, 'Outra');
    admin = await loginAdmin(t.app);
    ctx = { t, owner, admin };
  });
  afterAll(async () => {
    await t.close();
  });

  async function hit(route: RouteCase, token: string | undefined, params: Record<string, number | string> = {}) {
    const url = route.path.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? 0));
    return call(t.app, route.method, url, {
      ...(token ? { token } : {}),
      ...(route.body ? { body: route.body(ctx) } : {}),
      ...(route.headers ? { headers: route.headers(ctx) } : {}),
    });
  }

  /** A fresh session for routes that end the one they are called with. */
  async function sessionFor(kind: 'owner' | 'other' | 'admin'): Promise<string> {
    if (kind === 'admin') return (await loginAdmin(t.app)).token;
    return (await registerCompany(t.app, kind)).token;
  }

  describe.each(routes)('$method $path ($access)', (route) => {
    it('anonymous', async () => {
      const res = await hit(route, undefined, route.seed ? await route.seed(ctx) : {});
      if (route.access === 'public') expect(res.status).toBe(route.ok);
      else expect(res.status).toBe(401);
    });

    if (route.access === 'public') return;

    it('user of another company', async () => {
      const params = route.seed ? await route.seed(ctx) : {};
      const token = route.endsSession ? await sessionFor('other') : other.token;
      const res = await hit(route, token, params);
      if (route.access === 'admin') expect(res.status).toBe(403);
      else expect(res.status).toBe(route.ownMonth ?? (route.seed && !route.notOwned ? 404 : route.ok));
    });

    it('owner', async () => {
      const params = route.seed ? await route.seed(ctx) : {};
      const token = route.endsSession ? await sessionFor('owner') : ctx.owner.token;
      const res = await hit(route, token, params);
      expect(res.status).toBe(route.access === 'admin' ? 403 : route.ok);
    });

    it('admin', async () => {
      const params = route.seed ? await route.seed(ctx) : {};
      const token = route.endsSession ? await sessionFor('admin') : admin.token;
      const res = await hit(route, token, params);
      // In the main screens an admin works on its own company: another company's id is a 404 to it too.
      const foreign = route.ownMonth ?? (route.seed && !route.notOwned ? 404 : route.ok);
      expect(res.status).toBe(route.access === 'user' ? foreign : route.ok);
    });
  });
}
