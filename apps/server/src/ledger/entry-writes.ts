import type { RawBuilder } from 'kysely';
import type { Executor } from '../db/database.js';
import type { ExpenseRow, PaymentRow } from '../db/schema.js';
import { activityInsert } from '../lib/activity.js';
import { expenseLabel, paymentLabel } from '../lib/activity-labels.js';
import type { Actor } from '../lib/actor.js';
import { type Also, applyExpenseRollups, applyPaymentRollups } from './rollups.js';

type MoveRollups<Row> = (
  db: Executor,
  tenantId: number,
  before: Row | null,
  after: Row | null,
  also: Also,
) => Promise<Record<string, unknown> | undefined>;

/**
 * What a payment's or an expense's write sends after its row, in one go (ADR 012): the rollups
 * moved from `before` to `after`, and the actor's activity entry (CREATE without `before`, DELETE
 * without `after`, UPDATE with both), labelled by the row as the write leaves it (as it was, for a
 * delete). `lead`: the row's own insert, sent first, whose returned row is given back.
 */
function entryWrites<Row>(entityType: string, moveRollups: MoveRollups<Row>, label: (row: Row) => string) {
  return (
    trx: Executor,
    actor: Actor,
    id: number,
    before: Row | null,
    after: Row | null,
    lead?: RawBuilder<Record<string, unknown>>,
  ) => {
    const action = before === null ? 'CREATE' : after === null ? 'DELETE' : 'UPDATE';
    const row = (after ?? before) as Row;
    const entry = activityInsert({
      tenantId: actor.tenantId,
      userId: actor.userId,
      action,
      entityType,
      entityId: id,
      at: actor.now,
      label: label(row),
    });
    return moveRollups(trx, actor.tenantId, before, after, { ...(lead && { lead }), after: [entry] });
  };
}

/** A payment's rollups and activity entry, after its row is written. */
export const paymentWritten = entryWrites<PaymentRow>('payment', applyPaymentRollups, paymentLabel);

/** An expense's rollups and activity entry, after its row is written. */
export const expenseWritten = entryWrites<ExpenseRow>('expense', applyExpenseRollups, expenseLabel);
