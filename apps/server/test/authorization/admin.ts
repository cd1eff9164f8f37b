import type { RouteCase } from './harness.js';
import { closedTenantMonth, seedTenant, seedUser, unique } from './seeds.js';

/** The administration routes. */
export const adminRoutes: RouteCase[] = [
  { method: 'GET', path: '/api/admin/dashboard', access: 'admin', ok: 200 },
  { method: 'GET', path: '/api/admin/users', access: 'admin', ok: 200 },
  {
    method: 'POST',
    path: '/api/admin/users',
    access: 'admin',
    ok: 201,
    body: () => ({ name: 'Novo', email: `novo.${unique()}@example.com`, password: 'senha123' }),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id',
    access: 'admin',
    ok: 200,
    seed: seedUser,
    body: () => ({ name: 'Editado', email: `editado.${unique()}@example.com`, role: 'user' }),
  },
  { method: 'DELETE', path: '/api/admin/users/:id', access: 'admin', ok: 200, seed: seedUser },
  { method: 'POST', path: '/api/admin/users/:id/toggle-status', access: 'admin', ok: 200, seed: seedUser },
  { method: 'GET', path: '/api/admin/users/:id/metrics', access: 'admin', ok: 200, seed: seedUser },
  // The seeded user has no two-step verification to reset: 409 once the admin gets through.
  { method: 'POST', path: '/api/admin/users/:id/2fa/reset', access: 'admin', ok: 409, seed: seedUser },
  { method: 'GET', path: '/api/admin/tenants', access: 'admin', ok: 200 },
  {
    method: 'PUT',
    path: '/api/admin/tenants/:id',
    access: 'admin',
    ok: 200,
    seed: seedTenant,
    body: () => ({ name: 'Empresa Editada' }),
  },
  { method: 'GET', path: '/api/admin/tenants/:id/closings', access: 'admin', ok: 200, seed: seedTenant },
  {
    method: 'POST',
    path: '/api/admin/tenants/:id/closings/:month/reopen',
    access: 'admin',
    ok: 200,
    seed: closedTenantMonth,
  },
];
