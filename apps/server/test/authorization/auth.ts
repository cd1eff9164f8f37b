import type { RouteCase } from './harness.js';
import { publicRoute, userRoute } from './route-case.js';

const nobody = { email: 'ninguem@example.com' };

/** Health, company types and the auth routes. */
export const authRoutes: RouteCase[] = [
  publicRoute('GET /api/health', 200),
  publicRoute('GET /api/company-types', 200),
  publicRoute('POST /api/auth/login', 401, { body: () => ({ ...nobody, password: 'qualquer' }) }),
  publicRoute('POST /api/auth/register', 201, {
    body: () => ({ name: 'Nova', email: `nova${Math.random()}@example.com`, password: 'senha123' }),
  }),
  userRoute('GET /api/auth/me', 200),
  userRoute('POST /api/auth/logout', 204, { endsSession: true }),
  publicRoute('GET /api/auth/email-status', 200),
  // The suite's app has no SMTP server: recovery answers 503 'not configured' to everyone.
  publicRoute('POST /api/auth/forgot-password', 503, { body: () => nobody }),
  publicRoute('POST /api/auth/reset-password', 400, {
    body: () => ({ token: 'a'.repeat(43), password: 'nova-senha' }),
  }),
];
