import type { RouteCase } from './harness.js';
import { userRoute } from './route-case.js';
import { closedOwnerMonth, nextMonth } from './seeds.js';

/** The dashboard, reports and month closings. */
export const reportsRoutes: RouteCase[] = [
  userRoute('GET /api/dashboard/metrics', 200),
  userRoute('GET /api/reports/generate?type=financial&startDate=2026-10-01&endDate=2026-10-31', 200),
  userRoute('GET /api/reports/dre?startDate=2026-01-01&endDate=2026-12-31', 200),
  userRoute('GET /api/reports/dre/pdf?startDate=2026-10-01&endDate=2026-10-31', 200),
  userRoute('GET /api/reports/dre/csv?startDate=2026-10-01&endDate=2026-10-31', 200),
  userRoute('GET /api/closings/2026-10', 200),
  userRoute('GET /api/closings/2026-10/pdf', 200),
  // Each caller closes a month of its own company (the path's month is unique per call).
  userRoute('POST /api/closings/:month/close', 200, { notOwned: true, seed: async () => ({ month: nextMonth() }) }),
  userRoute('GET /api/closings', 200),
  // The owner reopens a month it closed; another company (or the admin, in its own company) would
  // reopen that month of its own, which it never closed.
  userRoute('POST /api/closings/:month/reopen', 200, { ownMonth: 409, seed: closedOwnerMonth }),
];
