import type { RouteCase } from './harness.js';
import { userRoute } from './route-case.js';
import {
  confirmBody,
  seedAccount,
  seedAttendant,
  seedExpense,
  seedPayment,
  seedPendingEntrada,
  seedTripeiro,
  unique,
} from './seeds.js';

const deactivate = () => ({ ativo: 0 });

/** Payments, attendants, tripeiros and their accounts, and expenses. */
export const ledgerRoutes: RouteCase[] = [
  userRoute('GET /api/payments', 200),
  userRoute('GET /api/payments/export', 200),
  userRoute('GET /api/payments/:id', 200, { seed: seedPayment }),
  userRoute('POST /api/payments', 201, {
    body: () => ({ descricao: 'Venda', valor: 10, data_pagamento: '2026-11-10' }),
  }),
  // The ids are in the body: another company's is a 404, and nothing is confirmed.
  userRoute('POST /api/payments/confirm', 200, { seed: seedPendingEntrada, body: confirmBody }),
  userRoute('PUT /api/payments/:id', 200, { seed: seedPayment, body: () => ({ status: 'confirmado' }) }),
  userRoute('DELETE /api/payments/:id', 204, { seed: seedPayment }),

  userRoute('GET /api/attendants', 200),
  userRoute('GET /api/attendants/:id', 200, { seed: seedAttendant }),
  userRoute('GET /api/attendants/:id/commissions', 200, { seed: seedAttendant }),
  userRoute('POST /api/attendants', 201, { body: () => ({ nome: 'Bia', comissao_percentual: 3 }) }),
  userRoute('PUT /api/attendants/:id', 200, { seed: seedAttendant, body: deactivate }),
  userRoute('DELETE /api/attendants/:id', 204, { seed: seedAttendant }),

  userRoute('GET /api/tripeiros', 200),
  userRoute('GET /api/tripeiros/:id', 200, { seed: seedTripeiro }),
  userRoute('POST /api/tripeiros', 201, { body: () => ({ nome: 'Tião' }) }),
  userRoute('PUT /api/tripeiros/:id', 200, { seed: seedTripeiro, body: deactivate }),
  userRoute('DELETE /api/tripeiros/:id', 204, { seed: seedTripeiro }),
  userRoute('POST /api/tripeiros/:id/accounts', 201, { seed: seedTripeiro, body: () => ({ numero_conta: unique() }) }),
  userRoute('PUT /api/tripeiros/:id/accounts/:accountId', 200, { seed: seedAccount, body: () => ({ ativa: 0 }) }),
  userRoute('DELETE /api/tripeiros/:id/accounts/:accountId', 204, { seed: seedAccount }),

  userRoute('GET /api/expenses', 200),
  userRoute('GET /api/expenses/stats', 200),
  userRoute('GET /api/expenses/export', 200),
  userRoute('POST /api/expenses', 201, {
    body: () => ({ descricao: 'Gás', valor: 90, data_despesa: '2026-11-10', categoria: 'Outros' }),
  }),
  userRoute('PUT /api/expenses/:id', 200, { seed: seedExpense, body: () => ({ valor: 11 }) }),
  userRoute('DELETE /api/expenses/:id', 204, { seed: seedExpense }),
];
