import type { RouteCase } from './harness.js';
import {
  payoutBody,
  seedAttendant,
  seedOpenCommission,
  seedPayout,
  seedPendingEntrada,
  seedSettlement,
  seedTripeiro,
  settlementBody,
} from './seeds.js';

/** Commission payouts, tripeiro settlements, their receipts and PIX codes. */
export const payoutsRoutes: RouteCase[] = [
  { method: 'GET', path: '/api/payouts/open?atendente_id=:id', access: 'user', ok: 200, seed: seedAttendant },
  { method: 'GET', path: '/api/payouts/balances', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/payouts', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/payouts/:id', access: 'user', ok: 200, seed: seedPayout },
  // The body names the seeded attendant and payment: another company's are a 404.
  { method: 'POST', path: '/api/payouts', access: 'user', ok: 201, seed: seedOpenCommission, body: payoutBody },
  {
    method: 'POST',
    path: '/api/payouts/:id/reverse',
    access: 'user',
    ok: 200,
    seed: seedPayout,
    body: () => ({ motivo: 'Estorno de teste' }),
  },
  { method: 'GET', path: '/api/settlements/open?tripeiro_id=:id', access: 'user', ok: 200, seed: seedTripeiro },
  { method: 'GET', path: '/api/settlements', access: 'user', ok: 200 },
  { method: 'GET', path: '/api/settlements/:id', access: 'user', ok: 200, seed: seedSettlement },
  { method: 'POST', path: '/api/settlements', access: 'user', ok: 201, seed: seedPendingEntrada, body: settlementBody },
  {
    method: 'POST',
    path: '/api/settlements/:id/reverse',
    access: 'user',
    ok: 200,
    seed: seedSettlement,
    body: () => ({ motivo: 'Estorno de teste' }),
  },

  { method: 'GET', path: '/api/payouts/:id/pdf', access: 'user', ok: 200, seed: seedPayout },
  { method: 'GET', path: '/api/settlements/:id/pdf', access: 'user', ok: 200, seed: seedSettlement },
  // No PIX key yet: 409 once the caller gets through.
  { method: 'GET', path: '/api/payouts/:id/pix', access: 'user', ok: 409, seed: seedPayout },
  { method: 'GET', path: '/api/settlements/:id/pix', access: 'user', ok: 409, seed: seedSettlement },
  { method: 'GET', path: '/api/pix-settings', access: 'user', ok: 200 },
  {
    method: 'PUT',
    path: '/api/pix-settings',
    access: 'user',
    ok: 200,
    body: () => ({ chave_pix: 'caixa@example.com', pix_cidade: 'Recife' }),
  },
];
