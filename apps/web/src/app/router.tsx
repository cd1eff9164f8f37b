import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner';
import { GuestOnly, Home, RequireAdmin, RequireAuth } from './guards';
import { loadAppLayout, loadDashboard, loadQueryLayout } from './preload';
import { Root, RouteError } from './root';

/**
 * A lazy route: the screen's code is fetched the first time it is visited. The layouts are lazy
 * too, so /login loads only React, the router and its own form (ADR 025).
 */
function page(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, element: <Home /> },
      {
        element: <GuestOnly />,
        children: [{ path: 'login', lazy: page(() => import('../features/auth/login-page').then((m) => m.LoginPage)) }],
      },
      {
        // The query cache, for every screen but /login.
        lazy: page(() => loadQueryLayout().then((m) => m.QueryLayout)),
        children: [
          {
            element: <GuestOnly />,
            children: [
              {
                path: 'register',
                lazy: page(() => import('../features/auth/register-page').then((m) => m.RegisterPage)),
              },
              {
                path: 'forgot-password',
                lazy: page(() => import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage)),
              },
            ],
          },
          // Reached from the e-mail's link whether or not this browser has a session (it ends them all).
          {
            path: 'reset-password',
            lazy: page(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage)),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                lazy: page(() => loadAppLayout().then((m) => m.AppLayout)),
                children: [
                  {
                    path: 'dashboard',
                    lazy: page(() => loadDashboard().then((m) => m.DashboardPage)),
                  },
                  {
                    path: 'payments',
                    lazy: page(() => import('../features/payments/payments-page').then((m) => m.PaymentsPage)),
                  },
                  {
                    path: 'expenses',
                    lazy: page(() => import('../features/expenses/expenses-page').then((m) => m.ExpensesPage)),
                  },
                  {
                    path: 'contas',
                    lazy: page(() => import('../features/bills/bills-page').then((m) => m.BillsPage)),
                  },
                  {
                    path: 'attendants',
                    lazy: page(() => import('../features/attendants/attendants-page').then((m) => m.AttendantsPage)),
                  },
                  {
                    path: 'tripeiros',
                    lazy: page(() => import('../features/tripeiros/tripeiros-page').then((m) => m.TripeirosPage)),
                  },
                  {
                    path: 'payouts',
                    lazy: page(() => import('./settling-route').then((m) => m.SettlingRoute)),
                  },
                  {
                    path: 'reports',
                    lazy: page(() => import('../features/reports/reports-page').then((m) => m.ReportsPage)),
                  },
                  {
                    path: 'reports/dre',
                    lazy: page(() => import('../features/reports/dre-page').then((m) => m.DrePage)),
                  },
                  {
                    path: 'fluxo-de-caixa',
                    lazy: page(() => import('../features/cash-flow/cash-flow-page').then((m) => m.CashFlowPage)),
                  },
                  {
                    path: 'conciliacao',
                    lazy: page(() =>
                      import('../features/reconciliation/reconciliation-page').then((m) => m.ReconciliationPage),
                    ),
                  },
                  {
                    path: 'fechamento',
                    lazy: page(() => import('../features/closing/closing-page').then((m) => m.ClosingPage)),
                  },
                  {
                    path: 'settings',
                    lazy: page(() => import('../features/settings/settings-page').then((m) => m.SettingsPage)),
                  },
                  {
                    path: 'admin',
                    element: <RequireAdmin />,
                    children: [
                      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
                      {
                        path: 'dashboard',
                        lazy: page(() =>
                          import('../features/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
                        ),
                      },
                      {
                        path: 'users',
                        lazy: page(() => import('../features/admin/admin-users-page').then((m) => m.AdminUsersPage)),
                      },
                      {
                        path: 'users/:id/metrics',
                        lazy: page(() => import('../features/admin/user-metrics-page').then((m) => m.UserMetricsPage)),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
