import type { RouteCase } from './harness.js';
import { seedAccount, seedAttendant, seedExpense, seedPayment, seedTripeiro, unique } from './seeds.js';

/** Payments, attendants, tripeiros and their accounts, and expenses. */
export const ledgerRoutes: RouteCase[] = [
  { method: 'GET', path: '/api/payments', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/payments/export', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/payments/:id', access: 'user', ok: 200, seed: seedPayment },
  {
    method: 'POST',
    path: '/api/payments',
    access: 'user',
    ok: 201,
    body: () => ({ descricao: 'Venda', valor: 10, data_pagamento: '2026-11-10' }),
  },
  {
    method: 'PUT',
    path: '/api/payments/:id',
    access: 'user',
    ok: 200,
    seed: seedPayment,
    body: () => ({ status: 'confirmado' }),
  },
  { method: 'DELETE', path: '/api/payments/:id', access: 'user', ok: 204, seed: seedPayment },

  { method: 'GET', path: '/api/attendants', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/attendants/:id', access: 'user', ok: 200, seed: seedAttendant },
  { method: 'GET', path: '/api/attendants/:id/commissions', access: 'user', ok: 200, seed: seedAttendant },
  {
    method: 'POST',
    path: '/api/attendants',
    access: 'user',
    ok: 201,
    body: () => ({ nome: 'Bia', comissao_percentual: 3 }),
  },
  {
    method: 'PUT',
    path: '/api/attendants/:id',
    access: 'user',
    ok: 200,
    seed: seedAttendant,
    body: () => ({ ativo: 0 }),
  },
  { method: 'DELETE', path: '/api/attendants/:id', access: 'user', ok: 204, seed: seedAttendant },

  { method: 'GET', path: '/api/tripeiros', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/tripeiros/:id', access: 'user', ok: 200, seed: seedTripeiro },
  { method: 'POST', path: '/api/tripeiros', access: 'user', ok: 201, body: () => ({ nome: 'Tião' }) },
  {
    method: 'PUT',
    path: '/api/tripeiros/:id',
    access: 'user',
    ok: 200,
    seed: seedTripeiro,
    body: () => ({ ativo: 0 }),
  },
  { method: 'DELETE', path: '/api/tripeiros/:id', access: 'user', ok: 204, seed: seedTripeiro },
  {
    method: 'POST',
    path: '/api/tripeiros/:id/accounts',
    access: 'user',
    ok: 201,
    seed: seedTripeiro,
    body: () => ({ numero_conta: unique() }),
  },
  {
    method: 'PUT',
    path: '/api/tripeiros/:id/accounts/:accountId',
    access: 'user',
    ok: 200,
    seed: seedAccount,
    body: () => ({ ativa: 0 }),
  },
  { method: 'DELETE', path: '/api/tripeiros/:id/accounts/:accountId', access: 'user', ok: 204, seed: seedAccount },

  { method: 'GET', path: '/api/expenses', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/expenses/stats', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/expenses/export', access: 'user', ok: 200 },
  {
    method: 'POST',
    path: '/api/expenses',
    access: 'user',
    ok: 201,
    body: () => ({ descricao: 'Gás', valor: 90, data_despesa: '2026-11-10', categoria: 'Outros' }),
  },
  { method: 'PUT', path: '/api/expenses/:id', access: 'user', ok: 200, seed: seedExpense, body: () => ({ valor: 11 }) },
  { method: 'DELETE', path: '/api/expenses/:id', access: 'user', ok: 204, seed: seedExpense },
];
