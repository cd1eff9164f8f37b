import type { PaymentData, PaymentUpdate, paymentQuerySchema } from '@livro-caixa/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import {
  amendPayment,
  type PaymentEntry,
  type RecordedPayment,
  recordPayment,
  removePayment,
} from '../../ledger/payments.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { createdOnce } from '../../lib/idempotency.js';
import { valorInCentavos } from '../../lib/money.js';
import { pageInfo } from '../../lib/pagination.js';
import * as repo from './payments.repository.js';

type Query = z.output<typeof paymentQuerySchema>;

export async function listPayments(db: Db, tenantId: number, q: Query) {
  const { rows, total, summary } = await repo.listPayments(db, repo.paymentFilterOf(tenantId, q), q.page, q.limit, q);
  return { data: rows, pagination: pageInfo(total, q.page, q.limit), summary };
}

export async function getPayment(db: Executor, tenantId: number, id: number) {
  const payment = await repo.findPayment(db, tenantId, id);
  if (!payment) throw notFound('Pagamento não encontrado');
  return payment;
}

/** A payment the ledger just wrote, as the API shows it (no second read). */
function apiPaymentOf({ tenant_id: _t, search_key: _s, created_by: _c, ...p }: RecordedPayment) {
  return repo.toApiPayment(p);
}

/** The API's input as a ledger entry: reais become centavos here. */
function entryOf(input: PaymentData): PaymentEntry {
  return { ...input, valor: valorInCentavos(input.valor) };
}

export async function createPayment(db: Db, actor: Actor, input: PaymentData, idempotencyKey: string | undefined) {
  // The ledger writes a payment with one statement on PostgreSQL (ADR 059).
  return createdOnce(
    db,
    actor,
    'payments',
    idempotencyKey,
    input,
    async (trx) => apiPaymentOf(await recordPayment(trx, actor, entryOf(input))),
    { oneStatement: true },
  );
}

export async function updatePayment(db: Db, actor: Actor, id: number, input: PaymentUpdate) {
  return db.transaction().execute(async (trx) => {
    const { valor, ...rest } = input;
    await amendPayment(trx, actor, id, { ...rest, ...(valor !== undefined && { valor: valorInCentavos(valor) }) });
    return getPayment(trx, actor.tenantId, id);
  });
}

export async function deletePayment(db: Db, actor: Actor, id: number) {
  await db.transaction().execute((trx) => removePayment(trx, actor, id));
}
