import { adminRoutes } from './admin.js';
import { authRoutes } from './auth.js';
import { bankRoutes } from './bank.js';
import { billsRoutes } from './bills.js';
import { cashFlowRoutes } from './cash-flow.js';
import { categoriesRoutes } from './categories.js';
import { financialAccountsRoutes } from './financial-accounts.js';
import type { RouteCase } from './harness.js';
import { ledgerRoutes } from './ledger.js';
import { notesRoutes } from './notes.js';
import { payoutsRoutes } from './payouts.js';
import { reconciliationRoutes } from './reconciliation.js';
import { recurringBillsRoutes } from './recurring-bills.js';
import { reportsRoutes } from './reports.js';
import { settingsRoutes } from './settings.js';

/**
 * The authorization table by theme. Each group is run by `src/authorization.<group>.test.ts`; a
 * new route goes into the group of its feature (or a new group, with its test file).
 */
export const routeGroups: Record<string, RouteCase[]> = {
  auth: authRoutes,
  ledger: ledgerRoutes,
  bills: billsRoutes,
  categories: categoriesRoutes,
  'financial-accounts': financialAccountsRoutes,
  notes: notesRoutes,
  reports: reportsRoutes,
  payouts: payoutsRoutes,
  settings: settingsRoutes,
  admin: adminRoutes,
  bank: bankRoutes,
  reconciliation: reconciliationRoutes,
  'recurring-bills': recurringBillsRoutes,
  'cash-flow': cashFlowRoutes,
};
