import type { RouteCase } from './harness.js';

/** Health, company types and the auth routes. */
export const authRoutes: RouteCase[] = [
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
  { method: 'GET', path: '/api/auth/email-status', access: 'public', ok: 200 },
  // The suite's app has no SMTP server: recovery answers 503 'not configured' to everyone.
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    ok: 503,
    body: () => ({ email: 'ninguem@example.com' }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    ok: 400,
    body: () => ({ token: 'a'.repeat(43), password: 'nova-senha' }),
  },
];
