import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAdmin, registerCompany, type TestApp } from '../test/app.js';

/**
 * Every route of the API, with who may call it. Each later feature adds its routes here; the last
 * test fails when a route exists that this table does not list.
 *
 * access: 'public' (anyone), 'user' (any logged-in user; ids of another company answer 404),
 * 'admin' (403 for users). `:id` routes get an id of a row the owner created (`seed`).
 */
interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: 'public' | 'user' | 'admin';
  /** Body that the owner may send successfully. */
  body?: (ctx: Ctx) => unknown;
  /** Creates the owner's row and returns its id, for `:id` paths. */
  seed?: (ctx: Ctx) => Promise<number>;
  /** The status a permitted caller gets. */
  ok: number;
  /** Routes that end the caller's session run last for each caller. */
  endsSession?: boolean;
}

interface Session {
  token: string;
}
interface Ctx {
  t: TestApp;
  owner: Session;
}

const routes: RouteCase[] = [
  { method: 'GET', path: '/api/health', access: 'public', ok: 200 },
  { method: 'GET', path: '/api/company-types', access: 'public', ok: 200 },
  {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    ok: 401,
    body: () => ({ email: 'ninguem@example.com', password: 'qualquer' }),
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    ok: 201,
    body: () => ({ name: 'Nova', email: `nova${Math.random()}@example.com`, password: 'senha123' }),
  },
  { method: 'GET', path: '/api/auth/me', access: 'user', ok: 200 },
  { method: 'POST', path: '/api/auth/logout', access: 'user', ok: 204, endsSession: true },
];

let t: TestApp;
let ctx: Ctx;
let other: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  ctx = { t, owner: await registerCompany(t.app, 'Dona') };
  other = await registerCompany(t.app, 'Outra');
  admin = await loginAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

async function hit(route: RouteCase, token: string | undefined, id?: number) {
  const url = route.path.replace(':id', String(id ?? 0));
  return call(t.app, route.method, url, {
    ...(token ? { token } : {}),
    ...(route.body ? { body: route.body(ctx) } : {}),
  });
}

/** A fresh session for routes that end the one they are called with. */
async function sessionFor(kind: 'owner' | 'other' | 'admin'): Promise<string> {
  if (kind === 'admin') return (await loginAdmin(t.app)).token;
  return (await registerCompany(t.app, kind)).token;
}

describe.each(routes)('$method $path ($access)', (route) => {
  it('anonymous', async () => {
    const res = await hit(route, undefined, route.seed ? await route.seed(ctx) : undefined);
    if (route.access === 'public') expect(res.status).toBe(route.ok);
    else expect(res.status).toBe(401);
  });

  if (route.access === 'public') return;

  it('user of another company', async () => {
    const id = route.seed ? await route.seed(ctx) : undefined;
    const token = route.endsSession ? await sessionFor('other') : other.token;
    const res = await hit(route, token, id);
    if (route.access === 'admin') expect(res.status).toBe(403);
    else expect(res.status).toBe(route.seed ? 404 : route.ok);
  });

  it('owner', async () => {
    const id = route.seed ? await route.seed(ctx) : undefined;
    const token = route.endsSession ? await sessionFor('owner') : ctx.owner.token;
    const res = await hit(route, token, id);
    expect(res.status).toBe(route.access === 'admin' ? 403 : route.ok);
  });

  it('admin', async () => {
    const id = route.seed ? await route.seed(ctx) : undefined;
    const token = route.endsSession ? await sessionFor('admin') : admin.token;
    const res = await hit(route, token, id);
    // In the main screens an admin works on its own company: another company's id is a 404 to it too.
    expect(res.status).toBe(route.access === 'user' && route.seed ? 404 : route.ok);
  });
});

it('lists every route the API has', async () => {
  const doc = (await call(t.app, 'GET', '/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
  const served = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  expect(served.sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
});
