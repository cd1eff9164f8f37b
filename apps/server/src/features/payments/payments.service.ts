import {
  FIELD_MSG,
  type PaymentData,
  type PaymentUpdate,
  type paymentQuerySchema,
  percentOf,
} from '@livro-caixa/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import type { PaymentRow, PaymentsTable } from '../../db/schema.js';
import { assertMonthsOpen } from '../../ledger/month-lock.js';
import { applyPaymentRollups } from '../../ledger/rollups.js';
import { applyTotals } from '../../ledger/totals.js';
import { logActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { notFound, validationError } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { valorInCentavos } from '../../lib/money.js';
import { pageInfo } from '../../lib/pagination.js';
import { searchKeyOf } from '../../lib/search.js';
import * as repo from './payments.repository.js';

type Query = z.output<typeof paymentQuerySchema>;

export async function listPayments(db: Db, tenantId: number, q: Query) {
  const { rows, total } = await repo.listPayments(
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
  return { data: rows, pagination: pageInfo(total, q.page, q.limit) };
}

export async function getPayment(db: Executor, tenantId: number, id: number) {
  const payment = await repo.findPayment(db, tenantId, id);
  if (!payment) throw notFound('Pagamento não encontrado');
  return payment;
}

/**
 * The percentage of the attendant or tripeiro a payment points at. Another company's id is
 * refused like a missing one; an inactive person takes no new payments, but a payment that
 * already points at one keeps it.
 */
async function percentOfPerson(
  db: Executor,
  table: 'attendants' | 'tripeiros',
  tenantId: number,
  id: number | null,
  isNewLink: boolean,
): Promise<number> {
  if (id === null) return 0;
  const field = table === 'attendants' ? 'atendente_id' : 'tripeiro_id';
  const row = await db
    .selectFrom(table)
    .select(['comissao_percentual', 'ativo'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  const invalid = table === 'attendants' ? FIELD_MSG.attendantInvalid : FIELD_MSG.tripeiroInvalid;
  if (!row) throw validationError(invalid, { [field]: invalid });
  if (isNewLink && row.ativo !== 1) {
    const inactive = table === 'attendants' ? FIELD_MSG.attendantInactive : FIELD_MSG.tripeiroInactive;
    throw validationError(inactive, { [field]: inactive });
  }
  return row.comissao_percentual;
}

type Snapshot = Pick<
  PaymentsTable,
  'comissao_percentual' | 'valor_comissao' | 'tripeiro_percentual' | 'comissao_tripeiro'
>;

/** Commission snapshot (DESIGN.md): valor × % / 100, half-up to the centavo; saídas earn nothing. */
function snapshot(
  valor: number,
  tipo: PaymentsTable['tipo_pagamento'],
  attendantPct: number,
  tripeiroPct: number,
): Snapshot {
  const earns = tipo === 'entrada';
  return {
    comissao_percentual: attendantPct,
    valor_comissao: earns ? percentOf(valor, attendantPct) : 0,
    tripeiro_percentual: tripeiroPct,
    comissao_tripeiro: earns ? percentOf(valor, tripeiroPct) : 0,
  };
}

export async function createPayment(db: Db, actor: Actor, input: PaymentData, idempotencyKey: string | undefined) {
  return idempotent(
    db,
    { tenantId: actor.tenantId, scope: 'payments', key: idempotencyKey, body: input, now: actor.now },
    async (trx) => {
      await assertMonthsOpen(trx, actor.tenantId, [input.data_pagamento]);
      const valor = valorInCentavos(input.valor);
      const attendantPct = await percentOfPerson(trx, 'attendants', actor.tenantId, input.atendente_id, true);
      const tripeiroPct = await percentOfPerson(trx, 'tripeiros', actor.tenantId, input.tripeiro_id, true);
      const at = actor.now.toISOString();
      const row = {
        tenant_id: actor.tenantId,
        descricao: input.descricao,
        valor,
        data_pagamento: input.data_pagamento,
        atendente_id: input.atendente_id,
        tripeiro_id: input.tripeiro_id,
        tipo_pagamento: input.tipo_pagamento,
        status: input.status,
        observacoes: input.observacoes,
        ...snapshot(valor, input.tipo_pagamento, attendantPct, tripeiroPct),
        search_key: searchKeyOf(input.descricao),
        created_by: actor.userId,
        created_at: at,
        updated_at: at,
      };
      const id = await repo.insertPayment(trx, row);
      await recount(trx, actor.tenantId, null, row);
      await logActivity(trx, { ...entry(actor), action: 'CREATE', entityId: id });
      return { status: 201, body: { data: await getPayment(trx, actor.tenantId, id) } };
    },
  );
}

export async function updatePayment(db: Db, actor: Actor, id: number, input: PaymentUpdate) {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findPaymentRow(trx, actor.tenantId, id);
    if (!before) throw notFound('Pagamento não encontrado');
    const next = {
      descricao: input.descricao ?? before.descricao,
      valor: input.valor !== undefined ? valorInCentavos(input.valor) : before.valor,
      data_pagamento: input.data_pagamento ?? before.data_pagamento,
      atendente_id: input.atendente_id !== undefined ? input.atendente_id : before.atendente_id,
      tripeiro_id: input.tripeiro_id !== undefined ? input.tripeiro_id : before.tripeiro_id,
      tipo_pagamento: input.tipo_pagamento ?? before.tipo_pagamento,
      status: input.status ?? before.status,
      observacoes: input.observacoes !== undefined ? input.observacoes : before.observacoes,
    };
    await assertMonthsOpen(trx, actor.tenantId, [before.data_pagamento, next.data_pagamento]);
    const attendantChanged = next.atendente_id !== before.atendente_id;
    const tripeiroChanged = next.tripeiro_id !== before.tripeiro_id;
    // The snapshot is taken again only when what it depends on changes; a new percentage on the
    // attendant or tripeiro alone never rewrites a payment.
    const resnapshot =
      attendantChanged ||
      tripeiroChanged ||
      next.valor !== before.valor ||
      next.tipo_pagamento !== before.tipo_pagamento;
    const snap = resnapshot
      ? snapshot(
          next.valor,
          next.tipo_pagamento,
          await percentOfPerson(trx, 'attendants', actor.tenantId, next.atendente_id, attendantChanged),
          await percentOfPerson(trx, 'tripeiros', actor.tenantId, next.tripeiro_id, tripeiroChanged),
        )
      : {};
    const after = {
      ...before,
      ...next,
      ...snap,
      search_key: searchKeyOf(next.descricao),
      updated_at: actor.now.toISOString(),
    };
    await repo.updatePayment(trx, actor.tenantId, id, {
      ...next,
      ...snap,
      search_key: after.search_key,
      updated_at: after.updated_at,
    });
    await recount(trx, actor.tenantId, before, after);
    await logActivity(trx, { ...entry(actor), action: 'UPDATE', entityId: id });
    return getPayment(trx, actor.tenantId, id);
  });
}

export async function deletePayment(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findPaymentRow(trx, actor.tenantId, id);
    if (!before) throw notFound('Pagamento não encontrado');
    await assertMonthsOpen(trx, actor.tenantId, [before.data_pagamento]);
    await repo.deletePayment(trx, actor.tenantId, id);
    await recount(trx, actor.tenantId, before, null);
    await logActivity(trx, { ...entry(actor), action: 'DELETE', entityId: id });
  });
}

/** The running totals and the rollups follow every payment write, in its transaction. */
type Stored = Omit<PaymentRow, 'id'>;

async function recount(trx: Executor, tenantId: number, before: Stored | null, after: Stored | null) {
  await applyTotals(trx, tenantId, before, after);
  await applyPaymentRollups(trx, tenantId, before, after);
}

function entry(actor: Actor) {
  return { tenantId: actor.tenantId, userId: actor.userId, entityType: 'payment', at: actor.now };
}
