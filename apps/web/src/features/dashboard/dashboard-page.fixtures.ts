import type { Dashboard, Note } from '@livro-caixa/domain';
import { screen } from '@testing-library/react';
import { testCaixaOnly } from '../../test/fixtures';
import { type Handler, mockApi } from '../../test/mock-api';
import { jsonResponse } from '../../test/render';

/**
 * What the dashboard's tests (dashboard-page*.test.tsx) answer for its requests: the accounts and
 * cards around the figures, the figures themselves, notes; and its cards found by their name.
 */

/**
 * The company's accounts (ADR 044): the Caixa, for the balances card and the forms' "Conta"; the
 * forecast; the 'Contas a vencer' card with nothing open.
 */
export const ACCOUNTS = {
  'GET /financial-accounts': () => jsonResponse(200, testCaixaOnly()),
  // The forecast's line (issue 22 §5): no negative day ahead.
  'GET /cash-flow/forecast': () =>
    jsonResponse(200, {
      regime: 'caixa',
      hoje: '2026-11-21',
      dias: 90,
      conta_id: null,
      saldo_hoje: 0,
      vencidos: { entradas: 0, saidas: 0, quantidade: 0 },
      a_receber: 0,
      a_pagar: 0,
      saldo_final: 0,
      projecao: [],
      negativos: [],
    }),
  'GET /bills/overview': () => {
    const none = { count: 0, total: 0 };
    const summary = { vencidas: none, vence_hoje: none, proximas: none, dias: 7 };
    return jsonResponse(200, { data: { pagar: summary, receber: summary } });
  },
};

export const metrics: Dashboard['metrics'] = {
  totalRevenue: 1000,
  totalExpenses: 350,
  recordedExpenses: 150,
  confirmedSaidas: 200,
  confirmedSaidaCount: 1,
  result: 650,
  totalAttendantCommissions: 100,
  totalTripeiroCommissions: 0,
  netProfit: 550,
  profitMargin: 55,
  variation: null,
  pendingPayments: 300,
  pendingCount: 1,
  confirmedCount: 1,
  expenseCount: 1,
};

export const note = (id: number, patch: Partial<Note> = {}): Note => ({
  id,
  title: `Nota ${id}`,
  content: `Conteúdo ${id}`,
  color: '#f3f4f6',
  is_pinned: false,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: `2026-11-0${id}T12:00:00.000Z`,
  ...patch,
});

export function dashboard(patch: Partial<Dashboard> = {}): Dashboard {
  return {
    period: { startDate: '2026-11-21', endDate: '2026-11-21' },
    metrics,
    topAttendants: [{ id: 1, nome: 'Ana Paula', total_sales: 1, total_value: 1000, total_commission: 100 }],
    latestPayments: [
      {
        id: 1,
        payment_date: '2026-11-21',
        description: 'Venda balcão',
        attendant_name: 'Ana Paula',
        tripeiro_name: null,
        amount: 1000,
        status: 'confirmado',
        tipo_pagamento: 'entrada',
      },
    ],
    latestExpenses: [
      { id: 1, expense_date: '2026-11-21', description: 'Farinha', category: 'Alimentação', amount: 150 },
    ],
    expensesByCategory: [],
    notes: [],
    reminders: [],
    ...patch,
  };
}

/** A card of the dashboard, by its name. */
export const region = (name: string) => screen.getByRole('region', { name });

/** The API for the dashboard: the accounts and cards around it, `data` for its figures, and `routes`. */
export const mockDashboard = (data: Dashboard = dashboard(), routes: Record<string, Handler> = {}) =>
  mockApi({ ...ACCOUNTS, 'GET /dashboard/metrics': () => jsonResponse(200, data), ...routes });
