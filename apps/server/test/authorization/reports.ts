import type { RouteCase } from './harness.js';
import { closedOwnerMonth, nextMonth } from './seeds.js';

/** The dashboard, reports and month closings. */
export const reportsRoutes: RouteCase[] = [
  { method: 'GET', path: '/api/dashboard/metrics', access: 'user', ok: 200 },
  {
    method: 'GET',
    path: '/api/reports/generate?type=financial&startDate=2026-10-01&endDate=2026-10-31',
    access: 'user',
    ok: 200,
  },
  { method: 'GET', path: '/api/closings/2026-10', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/closings/2026-10/pdf', access: 'user', ok: 200 },
  // Each caller closes a month of its own company (the path's month is unique per call).
  {
    method: 'POST',
    path: '/api/closings/:month/close',
    access: 'user',
    ok: 200,
    notOwned: true,
    seed: async () => ({ month: nextMonth() }),
  },
  { method: 'GET', path: '/api/closings', access: 'user', ok: 200 },
  // The owner reopens a month it closed; another company (or the admin, in its own company) would
  // reopen that month of its own, which it never closed.
  {
    method: 'POST',
    path: '/api/closings/:month/reopen',
    access: 'user',
    ok: 200,
    ownMonth: 409,
    seed: closedOwnerMonth,
  },
];
