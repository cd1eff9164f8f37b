import type { RouteCase } from './harness.js';
import { adminRoute } from './route-case.js';
import { closedTenantMonth, seedTenant, seedUser, unique } from './seeds.js';

/** The administration routes. */
export const adminRoutes: RouteCase[] = [
  adminRoute('GET /api/admin/dashboard', 200),
  adminRoute('GET /api/admin/users', 200),
  adminRoute('POST /api/admin/users', 201, {
    body: () => ({ name: 'Novo', email: `novo.${unique()}@example.com`, password: 'senha123' }),
  }),
  adminRoute('PUT /api/admin/users/:id', 200, {
    seed: seedUser,
    body: () => ({ name: 'Editado', email: `editado.${unique()}@example.com`, role: 'user' }),
  }),
  adminRoute('DELETE /api/admin/users/:id', 200, { seed: seedUser }),
  adminRoute('POST /api/admin/users/:id/toggle-status', 200, { seed: seedUser }),
  adminRoute('GET /api/admin/users/:id/metrics', 200, { seed: seedUser }),
  // The seeded user has no two-step verification to reset: 409 once the admin gets through.
  adminRoute('POST /api/admin/users/:id/2fa/reset', 409, { seed: seedUser }),
  adminRoute('GET /api/admin/tenants', 200),
  adminRoute('PUT /api/admin/tenants/:id', 200, { seed: seedTenant, body: () => ({ name: 'Empresa Editada' }) }),
  adminRoute('GET /api/admin/tenants/:id/closings', 200, { seed: seedTenant }),
  adminRoute('POST /api/admin/tenants/:id/closings/:month/reopen', 200, { seed: closedTenantMonth }),
];
