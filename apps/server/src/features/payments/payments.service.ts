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
import { idempotent } from '../../lib/idempotency.js';
import { valorInCentavos } from '../../lib/money.js';
import { pageInfo } from '../../lib/pagination.js';
import * as repo from './payments.repository.js';

type Query = z.output<typeof paymentQuerySchema>;

export async function listPayments(db: Db, tenantId: number, q: Query) {
  const { rows, total, summary } = await repo.listPayments(
    db,
    {
      tenantId,
      status: q.status,
      tipo: q.tipo_pagamento,
      atendenteId: q.atendente_id,
      tripeiroId: q.tripeiro_id,
      startDate: q.startDate,
      endDate: q.endDate,
      search: q.search,
    },
    q.page,
    q.limit,
  );
  return { data: rows, pagination: pageInfo(total, q.page, q.limit), summary };
}

export async function getPayment(db: Executor, tenantId: number, id: number) {
  const payment = await repo.findPayment(db, tenantId, id);
  if (!payment) throw notFound('Pagamento não encontrado');
  return payment;
}

/** A payment the ledger just wrote, as the API shows it (no second read). */
function apiPaymentOf(p: RecordedPayment) {
  return repo.toApiPayment({
    id: p.id,
    descricao: p.descricao,
    valor: p.valor,
    data_pagamento: p.data_pagamento,
    atendente_id: p.atendente_id,
    tripeiro_id: p.tripeiro_id,
    tipo_pagamento: p.tipo_pagamento,
    status: p.status,
    observacoes: p.observacoes,
    attendant_name: p.attendant_name,
    tripeiro_name: p.tripeiro_name,
    valor_comissao: p.valor_comissao,
    comissao_tripeiro: p.comissao_tripeiro,
    comissao_percentual: p.comissao_percentual,
    tripeiro_percentual: p.tripeiro_percentual,
    created_at: p.created_at,
    updated_at: p.updated_at,
  });
}

/** The API's input as a ledger entry: reais become centavos here. */
function entryOf(input: PaymentData): PaymentEntry {
  return { ...input, valor: valorInCentavos(input.valor) };
}

export async function createPayment(db: Db, actor: Actor, input: PaymentData, idempotencyKey: string | undefined) {
  return idempotent(
    db,
    { tenantId: actor.tenantId, scope: 'payments', key: idempotencyKey, body: input, now: actor.now },
    async (trx) => {
      const p = await recordPayment(trx, actor, entryOf(input));
      return { status: 201, body: { data: apiPaymentOf(p) } };
    },
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
