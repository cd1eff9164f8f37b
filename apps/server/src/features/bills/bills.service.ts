import {
  BILL_MSG,
  type Bill,
  type BillsOverview,
  type billInputSchema,
  type billListQuerySchema,
  type billPaySchema,
  centavosToReais,
  type receivableInputSchema,
  type receiveSchema,
} from '@livro-caixa/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import { payBill, receiveReceivable, recordBills, recordReceivables, undoBillPayment } from '../../ledger/bills.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { createdOnce } from '../../lib/idempotency.js';
import { valorInCentavos } from '../../lib/money.js';
import * as repo from './bills.repository.js';

type Query = z.output<typeof billListQuerySchema>;

export async function list(db: Db, kind: repo.Kind, tenantId: number, today: string, q: Query) {
  return {
    data: await repo.listBills(db, kind, { tenantId, today, month: q.month, status: q.status, numero: q.numero }),
  };
}

async function one(db: Executor, kind: repo.Kind, tenantId: number, today: string, id: number): Promise<Bill> {
  const [bill] = await repo.listBills(db, kind, { tenantId, today, status: 'todas', ids: [id] });
  if (!bill) throw notFound(kind === 'pagar' ? BILL_MSG.billNotFound : BILL_MSG.receivableNotFound);
  return bill;
}

export function createBills(
  db: Db,
  actor: Actor,
  today: string,
  input: z.output<typeof billInputSchema>,
  key: string | undefined,
) {
  return createdBills(db, actor, today, 'pagar', key, input, async (trx) => {
    const rows = await recordBills(trx, actor, { ...input, valor: valorInCentavos(input.valor) });
    return rows.map((r) => r.id);
  });
}

export function createReceivables(
  db: Db,
  actor: Actor,
  today: string,
  input: z.output<typeof receivableInputSchema>,
  key: string | undefined,
) {
  return createdBills(db, actor, today, 'receber', key, input, (trx) =>
    recordReceivables(trx, actor, { ...input, valor: valorInCentavos(input.valor) }),
  );
}

/**
 * The bills or receivables `record` wrote, once per Idempotency-Key, answered as their list reads
 * them.
 */
function createdBills(
  db: Db,
  actor: Actor,
  today: string,
  kind: 'pagar' | 'receber',
  key: string | undefined,
  input: unknown,
  record: (trx: Executor) => Promise<number[]>,
) {
  return createdOnce(db, actor, kind === 'pagar' ? 'bills' : 'receivables', key, input, async (trx) => {
    const ids = await record(trx);
    return repo.listBills(trx, kind, { tenantId: actor.tenantId, today, status: 'todas', ids });
  });
}

export function pay(db: Db, actor: Actor, today: string, id: number, input: z.output<typeof billPaySchema>) {
  return db.transaction().execute(async (trx) => {
    await payBill(trx, actor, id, { ...input, valor_pago: valorInCentavos(input.valor_pago) });
    return one(trx, 'pagar', actor.tenantId, today, id);
  });
}

export function undo(db: Db, actor: Actor, today: string, id: number) {
  return db.transaction().execute(async (trx) => {
    await undoBillPayment(trx, actor, id);
    return one(trx, 'pagar', actor.tenantId, today, id);
  });
}

export function receive(db: Db, actor: Actor, today: string, id: number, input: z.output<typeof receiveSchema>) {
  return db.transaction().execute(async (trx) => {
    await receiveReceivable(trx, actor, id, input);
    return one(trx, 'receber', actor.tenantId, today, id);
  });
}

export async function overview(db: Db, tenantId: number, today: string): Promise<BillsOverview> {
  const dias = await repo.avisoDias(db, tenantId);
  const reais = (s: Awaited<ReturnType<typeof repo.openSummary>>) => ({
    vencidas: { count: s.vencidas.count, total: centavosToReais(s.vencidas.total) },
    vence_hoje: { count: s.vence_hoje.count, total: centavosToReais(s.vence_hoje.total) },
    proximas: { count: s.proximas.count, total: centavosToReais(s.proximas.total) },
    dias,
  });
  return {
    pagar: reais(await repo.openSummary(db, 'pagar', tenantId, today, dias)),
    receber: reais(await repo.openSummary(db, 'receber', tenantId, today, dias)),
  };
}
