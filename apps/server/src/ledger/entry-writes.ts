import { BILL_MSG } from '@livro-caixa/domain';
import type { RawBuilder, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { activityInsert } from '../lib/activity.js';
import type { Actor } from '../lib/actor.js';
import { AppError } from '../lib/errors.js';
import { assertMonthsOpen, monthClosed } from './month-lock.js';
import type { Also } from './rollups.js';
import { deleteRow, updateRow } from './rows.js';

type Entries = 'payments' | 'expenses';
type Row<T extends Entries> = Selectable<Database[T]>;

/** What the writers of one kind of entry share (payments, expenses; ADR 012). */
interface EntryKind<T extends Entries> {
  table: T;
  entityType: string;
  moveRollups: (
    db: Executor,
    tenantId: number,
    before: Row<T> | null,
    after: Row<T> | null,
    also: Also,
  ) => Promise<Record<string, unknown> | undefined>;
  label: (row: Row<T>) => string;
  /** The entry's date, whose month must be open to remove it. */
  dateOf: (row: Row<T>) => string;
  missing: string;
  /** A removal's own refusal, checked after the delete (the transaction rolls it back). */
  beforeRemove?: (trx: Executor, actor: Actor, before: Row<T>) => Promise<void>;
}

/** One kind's writes after its row: `written` for a new one, `update` and `remove` whole. */
export function entryWrites<T extends Entries>(kind: EntryKind<T>) {
  /**
   * What a write sends after its row, in one go (ADR 012): the rollups moved from `before` to
   * `after`, and the actor's activity entry (CREATE without `before`, DELETE without `after`,
   * UPDATE with both), labelled by the row as the write leaves it (as it was, for a delete).
   * `lead`: the row's own insert, sent first, whose returned row is given back.
   */
  const written = (
    trx: Executor,
    actor: Actor,
    id: number,
    before: Row<T> | null,
    after: Row<T> | null,
    lead?: RawBuilder<Record<string, unknown>>,
  ) => {
    const action = before === null ? 'CREATE' : after === null ? 'DELETE' : 'UPDATE';
    const entry = activityInsert({
      tenantId: actor.tenantId,
      userId: actor.userId,
      action,
      entityType: kind.entityType,
      entityId: id,
      at: actor.now,
      label: kind.label((after ?? before) as Row<T>),
    });
    return kind.moveRollups(trx, actor.tenantId, before, after, { ...(lead && { lead }), after: [entry] });
  };
  return {
    written,
    /** Updates the locked row `before` with `set` (its months' status read back with it), then `written`. */
    async update(
      trx: Executor,
      actor: Actor,
      id: number,
      before: Row<T>,
      set: Updateable<Database[T]>,
      months: string[],
    ) {
      await updateRow(trx, kind.table, actor.tenantId, id, set, kind.missing, monthClosed(actor.tenantId, months));
      await written(trx, actor, id, before, { ...before, ...set } as Row<T>);
    },
    /**
     * Deletes the entry, in an open month, then `written`. A bill's juros/desconto row
     * (`origem_numero`) goes only with its payment's undo (`adjustment`, ADR 050).
     */
    async remove(trx: Executor, actor: Actor, id: number, { adjustment = false }: { adjustment?: boolean } = {}) {
      const before = await deleteRow(trx, kind.table, actor.tenantId, id, kind.missing);
      const origem = (before as { origem_numero: number | null }).origem_numero;
      if (origem !== null && !adjustment) throw new AppError('CONFLICT', 409, BILL_MSG.adjustmentLocked);
      await kind.beforeRemove?.(trx, actor, before);
      await assertMonthsOpen(trx, actor.tenantId, [kind.dateOf(before)]);
      await written(trx, actor, id, before, null);
    },
  };
}
