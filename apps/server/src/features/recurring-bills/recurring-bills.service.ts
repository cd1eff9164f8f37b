import {
  addDays,
  centavosToReais,
  FIELD_MSG,
  type LocalDate,
  nextOccurrences,
  RECURRING_MSG,
  type RecurrenceFrequency,
  type RecurringBillData,
  type RecurringBillUpdate,
} from '@livro-caixa/domain';
import type { Db, Executor } from '../../db/database.js';
import { activeCategoryName } from '../../ledger/categories.js';
import { amendExpense, removeExpense } from '../../ledger/expenses.js';
import { logActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { valorInCentavos } from '../../lib/money.js';
import { generateUpTo, horizonOf, restartAfter } from './recurring-bills.generate.js';
import type { TemplateRow } from './recurring-bills.repository.js';
import * as repo from './recurring-bills.repository.js';

/** Recurring bills: the templates and the edits that reach their bills (ADR 051). Centavos inside. */

const label = (t: { descricao: string }) => `Conta recorrente '${t.descricao.trim()}'`;

function log(trx: Executor, actor: Actor, action: 'CREATE' | 'UPDATE' | 'DELETE', t: TemplateRow) {
  return logActivity(trx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    action,
    entityType: 'recurring_bill',
    entityId: t.id,
    at: actor.now,
    label: label(t),
  });
}

/** The template as the API answers it: reais, and its next occurrence from `today` on. */
export function templateOut(t: TemplateRow, today: LocalDate) {
  return {
    id: t.id,
    descricao: t.descricao,
    valor: centavosToReais(t.valor),
    categoria: t.categoria,
    forma_pagamento: t.forma_pagamento,
    conta_id: t.conta_id,
    observacoes: t.observacoes,
    frequencia: t.frequencia as 'mensal' | 'semanal' | 'anual',
    dia: t.dia,
    inicio: t.inicio,
    fim: t.fim,
    gerado_ate: t.gerado_ate,
    proxima: nextOccurrences(repo.recurrenceOf(t), addDays(today, -1), 1)[0] ?? null,
    falha: t.falha,
    falha_em: t.falha_em,
    created_at: t.created_at,
    updated_at: t.updated_at,
  };
}

export async function listTemplates(db: Db, tenantId: number, today: LocalDate) {
  return { data: (await repo.listTemplates(db, tenantId)).map((t) => templateOut(t, today)) };
}

async function found(db: Executor, tenantId: number, id: number, lock = false): Promise<TemplateRow> {
  const t = lock ? await repo.lockTemplate(db, tenantId, id) : await repo.findTemplate(db, tenantId, id);
  if (!t) throw notFound(RECURRING_MSG.notFound);
  return t;
}

export async function getTemplate(db: Executor, tenantId: number, id: number, today: LocalDate) {
  const t = await found(db, tenantId, id);
  const bills = await repo.occurrencesOf(db, tenantId, id);
  return {
    ...templateOut(t, today),
    ocorrencias: bills.map((b) => ({
      id: b.id,
      numero: b.numero,
      ocorrencia: b.ocorrencia as string,
      vencimento: b.vencimento,
      descricao: b.descricao,
      valor: centavosToReais(b.valor),
      situacao: b.situacao,
    })),
  };
}

/** The category (an active one of the company, by its stored name) and the account (active, the company's). */
async function checkRefs(trx: Executor, tenantId: number, v: { categoria?: string; conta_id?: number | null }) {
  const categoria = v.categoria === undefined ? undefined : await activeCategoryName(trx, tenantId, v.categoria);
  if (v.conta_id !== undefined && v.conta_id !== null && !(await repo.activeAccount(trx, tenantId, v.conta_id)))
    throw validationError(FIELD_MSG.contaInvalid, { conta_id: FIELD_MSG.contaInvalid });
  return categoria;
}

/** A template, and its bills up to 3 months ahead (or past its start), in one transaction. */
export async function createTemplate(db: Db, actor: Actor, input: RecurringBillData, today: LocalDate) {
  return db.transaction().execute(async (trx) => {
    const categoria = (await checkRefs(trx, actor.tenantId, input)) as string;
    const at = actor.now.toISOString();
    const values = {
      tenant_id: actor.tenantId,
      descricao: input.descricao,
      valor: valorInCentavos(input.valor),
      categoria,
      forma_pagamento: input.forma_pagamento,
      conta_id: input.conta_id,
      observacoes: input.observacoes ?? null,
      frequencia: input.frequencia,
      dia: input.dia,
      inicio: input.inicio,
      fim: input.fim,
      gerado_ate: null,
      falha: null,
      falha_em: null,
      created_by: actor.userId,
      created_at: at,
      updated_at: at,
    };
    const { id } = await trx.insertInto('recurring_bills').values(values).returning('id').executeTakeFirstOrThrow();
    const t: TemplateRow = { id, ...values };
    await log(trx, actor, 'CREATE', t);
    await generateUpTo(trx, actor, t, horizonOf(t, today));
    return getTemplate(trx, actor.tenantId, id, today);
  });
}

const BILL_KEYS = ['descricao', 'valor', 'categoria', 'forma_pagamento', 'conta_id', 'observacoes'] as const;
const SCHEDULE_KEYS = ['frequencia', 'dia', 'inicio', 'fim'] as const;

/** The bill fields an edit names, as the ledger takes them (centavos, the category's stored name). */
function billChanges(input: RecurringBillUpdate, categoria: string | undefined) {
  const changes: Record<string, unknown> = {};
  for (const key of BILL_KEYS) if (input[key] !== undefined) changes[key] = input[key];
  if (input.valor !== undefined) changes.valor = valorInCentavos(input.valor);
  if (categoria !== undefined) changes.categoria = categoria;
  return changes as Partial<Pick<TemplateRow, (typeof BILL_KEYS)[number]>>;
}

/**
 * An edit (docs/product-rules.md "Recurring bills"): `so_esta` changes the one unpaid bill of
 * `ocorrencia`; `esta_e_proximas` changes the template and its unpaid bills from `ocorrencia` (or
 * today) on. A paid bill never changes. A new schedule replaces the unpaid bills from that date
 * with the new schedule's; otherwise they are amended in place (they keep their numbers and any
 * due date moved by hand). All or nothing, through the ledger (a closed month refuses it whole).
 */
export async function updateTemplate(db: Db, actor: Actor, id: number, input: RecurringBillUpdate, today: LocalDate) {
  await db.transaction().execute(async (trx) => {
    const t = await found(trx, actor.tenantId, id, true);
    const categoria = await checkRefs(trx, actor.tenantId, input);
    const changes = billChanges(input, categoria);
    const from = input.ocorrencia ?? today;
    const all = await repo.occurrencesOf(trx, actor.tenantId, id);
    const bills = all.filter((b) => (b.ocorrencia as string) >= from);
    if (input.ocorrencia !== undefined && bills[0]?.ocorrencia !== input.ocorrencia)
      throw notFound(RECURRING_MSG.ocorrenciaNotFound);

    if (input.escopo === 'so_esta') {
      const bill = bills[0];
      if (!bill) throw notFound(RECURRING_MSG.ocorrenciaNotFound);
      if (bill.situacao !== 'a_pagar') throw conflict(RECURRING_MSG.paid);
      if (Object.keys(changes).length === 0) throw validationError(FIELD_MSG.nothingToUpdate);
      await amendExpense(trx, actor, bill.id, changes);
      return;
    }

    const schedule: Partial<Pick<TemplateRow, (typeof SCHEDULE_KEYS)[number]>> = {};
    for (const key of SCHEDULE_KEYS) if (input[key] !== undefined) Object.assign(schedule, { [key]: input[key] });
    // An edit clears a failure noted by the job: it tries the template again at its next pass.
    const next: TemplateRow = {
      ...t,
      ...changes,
      ...schedule,
      falha: null,
      falha_em: null,
      updated_at: actor.now.toISOString(),
    };
    if (next.frequencia !== 'mensal') next.dia = null;
    else if (next.dia === null) next.dia = Number(next.inicio.slice(8, 10));
    if (next.fim !== null && next.fim < next.inicio)
      throw validationError(RECURRING_MSG.fimBeforeInicio, { fim: RECURRING_MSG.fimBeforeInicio });
    if (Object.keys(changes).length === 0 && Object.keys(schedule).length === 0)
      throw validationError(FIELD_MSG.nothingToUpdate);
    const unpaid = bills.filter((b) => b.situacao === 'a_pagar');
    const reschedule = SCHEDULE_KEYS.some((k) => next[k] !== t[k]);
    if (reschedule) {
      for (const b of unpaid) await removeExpense(trx, actor, b.id);
      const kept = all.filter((b) => (b.ocorrencia as string) < from).at(-1)?.ocorrencia ?? null;
      next.gerado_ate = restartAfter(next.frequencia as RecurrenceFrequency, from, kept);
    } else if (Object.keys(changes).length > 0) {
      for (const b of unpaid) await amendExpense(trx, actor, b.id, changes);
    }
    const { id: _id, tenant_id: _tenant, ...set } = next;
    await trx
      .updateTable('recurring_bills')
      .set(set)
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', id)
      .execute();
    await log(trx, actor, 'UPDATE', next);
    if (reschedule) await generateUpTo(trx, actor, next, horizonOf(next, today));
  });
  return getTemplate(db, actor.tenantId, id, today);
}

/**
 * Ends a template: it and its unpaid bills due after today go; its bills due today or before
 * (still owed) and its paid ones stay, as ordinary bills.
 */
export async function deleteTemplate(db: Db, actor: Actor, id: number, today: LocalDate) {
  await db.transaction().execute(async (trx) => {
    const t = await found(trx, actor.tenantId, id, true);
    const bills = await repo.occurrencesOf(trx, actor.tenantId, id, addDays(today, 1));
    for (const b of bills) if (b.situacao === 'a_pagar') await removeExpense(trx, actor, b.id);
    await trx.deleteFrom('recurring_bills').where('tenant_id', '=', actor.tenantId).where('id', '=', id).execute();
    await log(trx, actor, 'DELETE', t);
  });
}
