import type { RouteCase } from './harness.js';
import { userRoute } from './route-case.js';
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

const reversal = () => ({ motivo: 'Estorno de teste' });

/** Commission payouts, tripeiro settlements, their receipts and PIX codes. */
export const payoutsRoutes: RouteCase[] = [
  userRoute('GET /api/payouts/open?atendente_id=:id', 200, { seed: seedAttendant }),
  userRoute('GET /api/payouts/balances', 200),
  userRoute('GET /api/payouts', 200),
  userRoute('GET /api/payouts/:id', 200, { seed: seedPayout }),
  // The body names the seeded attendant and payment: another company's are a 404.
  userRoute('POST /api/payouts', 201, { seed: seedOpenCommission, body: payoutBody }),
  userRoute('POST /api/payouts/:id/reverse', 200, { seed: seedPayout, body: reversal }),
  userRoute('GET /api/settlements/open?tripeiro_id=:id', 200, { seed: seedTripeiro }),
  userRoute('GET /api/settlements', 200),
  userRoute('GET /api/settlements/:id', 200, { seed: seedSettlement }),
  userRoute('POST /api/settlements', 201, { seed: seedPendingEntrada, body: settlementBody }),
  userRoute('POST /api/settlements/:id/reverse', 200, { seed: seedSettlement, body: reversal }),

  userRoute('GET /api/payouts/:id/pdf', 200, { seed: seedPayout }),
  userRoute('GET /api/settlements/:id/pdf', 200, { seed: seedSettlement }),
  // No PIX key yet: 409 once the caller gets through.
  userRoute('GET /api/payouts/:id/pix', 409, { seed: seedPayout }),
  userRoute('GET /api/settlements/:id/pix', 409, { seed: seedSettlement }),
  userRoute('GET /api/pix-settings', 200),
  userRoute('PUT /api/pix-settings', 200, { body: () => ({ chave_pix: 'caixa@example.com', pix_cidade: 'Recife' }) }),
];
