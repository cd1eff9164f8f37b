import {
  addDays,
  DEFAULT_TIME_ZONE,
  generationHorizon,
  type LocalDate,
  occurrencesBetween,
  periodEnd,
  periodKey,
  periodStart,
  RECURRING_MSG,
  type RecurrenceFrequency,
  todayIn,
} from '@livro-caixa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type Db, type Executor, isPostgres } from '../../db/database.js';
import { type ExpenseEntry, recordExpense } from '../../ledger/expenses.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { authorOf, lockTemplate, occurrencesOf, recurrenceOf, type TemplateRow } from './recurring-bills.repository.js';

/**
 * Generating a template's bills (ADR 051). Each occurrence becomes an ordinary bill through the
 * ledger (ADR 012): an expense 'a_pagar' due (and incurred, on the competence view) on the
 * occurrence's date, carrying `modelo_id` and `ocorrencia`.
 *
 * Once, across instances: the template's row is the claim. A generation takes the row (FOR UPDATE
 * on PostgreSQL; SQLite has one writer) and moves `gerado_ate` forward only from the value it
 * read, so of two instances at the same moment one generates and the other finds the row moved
 * and does nothing. The job also tries a transaction advisory lock per template first, so the
 * other instance skips at once instead of waiting. The unique index (tenant_id, modelo_id,
 * ocorrencia) is the last guard: a second bill of one occurrence cannot be stored.
 */

/** The job's advisory-lock namespace (the backups' is 727002). */
const LOCK_SPACE = 727022;

/** The bill of one occurrence, as the ledger records it. */
function occurrenceEntry(t: TemplateRow, date: LocalDate): ExpenseEntry {
  return {
    descricao: t.descricao,
    valor: t.valor,
    data_despesa: date,
    categoria: t.categoria,
    forma_pagamento: t.forma_pagamento,
    conta_id: t.conta_id,
    observacoes: t.observacoes,
    situacao: 'a_pagar' as const,
    vencimento: date,
    modelo_id: t.id,
    ocorrencia: date,
  };
}

/** How far a template's bills are kept: 3 months past today, or past its start when it starts later. */
export function horizonOf(t: Pick<TemplateRow, 'inicio'>, today: LocalDate): LocalDate {
  return generationHorizon(t.inicio > today ? t.inicio : today);
}

/**
 * The template's bills after `gerado_ate` up to `until`, in the caller's transaction, which holds
 * the template's row. A period (month, year, day of a weekly one) that already has a bill of the
 * template — paid, moved or kept from an earlier schedule — gets none. Sets `gerado_ate` and
 * clears a failure noted before (`falha`). Returns how many were made.
 */
export async function generateUpTo(trx: Executor, actor: Actor, t: TemplateRow, until: LocalDate): Promise<number> {
  if (t.gerado_ate !== null && t.gerado_ate >= until) return 0;
  const dates = occurrencesBetween(recurrenceOf(t), t.gerado_ate, until);
  const frequencia = t.frequencia as RecurrenceFrequency;
  const held = dates.length === 0 ? [] : await occurrencesOf(trx, t.tenant_id, t.id);
  const taken = new Set(held.map((b) => periodKey(frequencia, b.ocorrencia as string)));
  let made = 0;
  for (const date of dates) {
    if (taken.has(periodKey(frequencia, date))) continue;
    await recordExpense(trx, actor, occurrenceEntry(t, date));
    made++;
  }
  await trx
    .updateTable('recurring_bills')
    .set({ gerado_ate: until, falha: null, falha_em: null })
    .where('tenant_id', '=', t.tenant_id)
    .where('id', '=', t.id)
    .execute();
  return made;
}

/**
 * Where a new schedule starts generating when "esta e as próximas" changes it from the bill of
 * `from`: from that bill's period on (February's bill moved from the 28th to the 10th is the 10th
 * of February), and never in the period of a bill kept before it (`kept`: the latest one).
 */
export function restartAfter(frequencia: RecurrenceFrequency, from: LocalDate, kept: LocalDate | null): LocalDate {
  const before = addDays(periodStart(frequencia, from), -1);
  const last = kept === null ? null : periodEnd(frequencia, kept);
  return last !== null && last > before ? last : before;
}

/** Generates one template's due bills in a transaction of its own; false when another instance has it. */
async function generateOne(db: Db, t: TemplateRow, today: LocalDate, now: Date): Promise<number | false> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      const { rows } = await sql<{
        ok: boolean;
      }>`select pg_try_advisory_xact_lock(${LOCK_SPACE}, ${t.id}) as ok`.execute(trx);
      if (!rows[0]?.ok) return false;
    }
    const held = await lockTemplate(trx, t.tenant_id, t.id);
    // Deleted meanwhile, or another instance moved it on since it was read: nothing to do.
    if (!held || held.gerado_ate !== t.gerado_ate) return false;
    const userId = await authorOf(trx, held);
    if (userId === null) return false;
    return generateUpTo(trx, { tenantId: held.tenant_id, userId, now }, held, horizonOf(held, today));
  });
}

/** A template the job failed on is tried again this long after (an edit of it, at the next pass). */
const RETRY_AFTER_MS = 60 * 60 * 1000;

/**
 * What the owner reads on a template whose bills could not be made: the ledger's refusal in the
 * template's words (its category or its account no longer active), else the refusal itself (a
 * closed month), else that something unexpected happened (logged in full).
 */
export function failureOf(error: unknown, t: Pick<TemplateRow, 'categoria'>): string {
  if (!(error instanceof AppError)) return RECURRING_MSG.failureUnexpected;
  if (error.fields?.categoria) return RECURRING_MSG.failureCategoria(t.categoria);
  if (error.fields?.conta_id) return RECURRING_MSG.failureConta;
  return error.message;
}

/**
 * One pass of the job (every instance, once a minute, from jobs.ts): every company's templates
 * whose bills do not yet reach 3 months ahead. "Today" is São Paulo's, as the backups' schedule.
 * A template that fails (its category archived, a closed month) keeps why on its row (`falha`,
 * shown on the template) and is tried again an hour later, or at the next pass after an edit; the
 * others go on. Returns how many bills were made.
 */
export async function runDueRecurringBills(db: Db, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const today = todayIn(DEFAULT_TIME_ZONE, now);
  const retryBefore = new Date(now.getTime() - RETRY_AFTER_MS).toISOString();
  const candidates = await db
    .selectFrom('recurring_bills')
    .selectAll()
    .where((eb) => eb.or([eb('gerado_ate', 'is', null), eb('gerado_ate', '<', generationHorizon(today))]))
    .where((eb) => eb.or([eb('fim', 'is', null), eb('gerado_ate', 'is', null), eb('gerado_ate', '<', eb.ref('fim'))]))
    .where((eb) => eb.or([eb('falha_em', 'is', null), eb('falha_em', '<=', retryBefore)]))
    .orderBy('id')
    .execute();
  let made = 0;
  for (const t of candidates) {
    if (t.gerado_ate !== null && t.gerado_ate >= horizonOf(t, today)) continue;
    try {
      made += (await generateOne(db, t, today, now)) || 0;
    } catch (error) {
      log?.warn({ err: error, modeloId: t.id, tenantId: t.tenant_id }, 'contas recorrentes: falha ao gerar as contas');
      await noteFailure(db, t, failureOf(error, t), now).catch((noted) =>
        log?.warn({ err: noted, modeloId: t.id }, 'contas recorrentes: falha ao registrar a falha'),
      );
    }
  }
  return made;
}

/**
 * Keeps why the template's bills could not be made, unless it changed meanwhile (an edit, or
 * another instance's generation): what the owner reads is about the template as it is.
 */
async function noteFailure(db: Db, t: TemplateRow, falha: string, now: Date) {
  await db
    .updateTable('recurring_bills')
    .set({ falha, falha_em: now.toISOString() })
    .where('tenant_id', '=', t.tenant_id)
    .where('id', '=', t.id)
    .where('updated_at', '=', t.updated_at)
    .where((eb) => (t.gerado_ate === null ? eb('gerado_ate', 'is', null) : eb('gerado_ate', '=', t.gerado_ate)))
    .execute();
}
