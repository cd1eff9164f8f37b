import { formatLocalDate, formatMonthSlash, monthOf, type PaymentConfirmResult } from '@livro-caixa/domain';
import { type Db, type Executor, isPostgres } from '../../db/database.js';
import { closedMonthsAmong } from '../../ledger/month-lock.js';
import { amendPayment } from '../../ledger/payments.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';

/**
 * Confirming several pending payments at once (docs/product-rules.md "Confirming several
 * payments"): one transaction; each pending payment goes through the ledger as a single
 * `PUT { status: 'confirmado' }` does (ADR 012); a closed month's rows are left as they are and
 * named; an already confirmed one is reported, not refused (a second click); a cancelled one is
 * refused. An id that is not the company's is a 404 for the whole request, and nothing changes.
 */
export async function confirmPayments(db: Db, actor: Actor, ids: number[]): Promise<PaymentConfirmResult> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return db.transaction().execute(async (trx) => {
    const rows = await lockedRows(trx, actor.tenantId, wanted);
    if (rows.length !== wanted.length) throw notFound('Pagamento não encontrado');
    // Day by day, as the rollups are kept: concurrent confirms touch their rows in one order.
    rows.sort((a, b) => a.data_pagamento.localeCompare(b.data_pagamento) || a.id - b.id);
    const pending = rows.filter((r) => r.status === 'pendente');
    const closed = await closedMonthsAmong(
      trx,
      actor.tenantId,
      pending.map((r) => r.data_pagamento),
    );
    const result: Omit<PaymentConfirmResult, 'message'> = { confirmed: [], already_confirmed: [], refused: [] };
    for (const { status, ...row } of rows) {
      const month = monthOf(row.data_pagamento);
      if (status === 'confirmado') {
        result.already_confirmed.push(row);
      } else if (status !== 'pendente') {
        result.refused.push({ ...row, reason: 'not_pending', month: null, message: `${named(row)} ${CANCELLED}` });
      } else if (closed.has(month)) {
        const message = `${named(row)} não foi confirmado: ${formatMonthSlash(month)} está fechado`;
        result.refused.push({ ...row, reason: 'month_closed', month, message });
      } else {
        await amendPayment(trx, actor, row.id, { status: 'confirmado' });
        result.confirmed.push(row);
      }
    }
    return { ...result, message: messageOf(result) };
  });
}

const CANCELLED = 'não foi confirmado: está cancelado';

/** The rows asked for, of the company only, locked until the transaction ends (PostgreSQL). */
async function lockedRows(trx: Executor, tenantId: number, ids: number[]) {
  let q = trx
    .selectFrom('payments')
    .select(['id', 'descricao', 'data_pagamento', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .orderBy('id');
  if (isPostgres(trx)) q = q.forUpdate();
  return q.execute();
}

type Named = { descricao: string; data_pagamento: string };

/** `'Bolo de festa' de 20/10/2026`: what the owner recognises a payment by. */
const named = (p: Named) => `'${p.descricao.trim()}' de ${formatLocalDate(p.data_pagamento)}`;
const and = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}` : (items[0] ?? '');
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The answer in one pt-BR text: the count confirmed, then every refusal by name, month by month. */
function messageOf({ confirmed, already_confirmed, refused }: Omit<PaymentConfirmResult, 'message'>): string {
  const n = confirmed.length;
  const parts = [
    n === 0 ? 'Nenhum pagamento confirmado.' : `${n} ${plural(n, 'pagamento confirmado', 'pagamentos confirmados')}.`,
  ];
  const already = already_confirmed.length;
  if (already > 0) parts.push(`${already} ${plural(already, 'já estava confirmado', 'já estavam confirmados')}.`);
  const locked = refused.filter((r) => r.reason === 'month_closed');
  const months = [...new Set(locked.map((r) => r.month as string))];
  for (const month of months) {
    const rows = locked.filter((r) => r.month === month);
    const verb = plural(rows.length, 'não foi confirmado', 'não foram confirmados');
    parts.push(`Mês fechado (${formatMonthSlash(month)}): ${and(rows.map(named))} ${verb}.`);
  }
  if (locked.length > 0) {
    parts.push(`Reabra o fechamento para ${plural(locked.length, 'confirmá-lo', 'confirmá-los')}.`);
  }
  const cancelled = refused.filter((r) => r.reason === 'not_pending');
  if (cancelled.length > 0) {
    const label = plural(cancelled.length, 'Cancelado, não confirmado', 'Cancelados, não confirmados');
    parts.push(`${label}: ${and(cancelled.map(named))}.`);
  }
  return parts.join(' ');
}
