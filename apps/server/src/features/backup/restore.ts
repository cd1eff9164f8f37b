import type { Db } from '../../db/database.js';
import { replaceRows } from '../../lib/backup/restore.js';
import type { RestoreContext, RestoreSteps, TableDecl } from '../../lib/backup/table.js';
import type { RestoreInput } from './document.js';
import { BACKUP_TABLES, CLEARED_ON_RESTORE } from './tables.js';

/** What a restore answers: how many of each the document had. */
export interface Restored {
  attendants: number;
  tripeiros: number;
  payments: number;
  expenses: number;
}

/**
 * Replaces the company's data with a checked document's, all or nothing, in one transaction
 * (ADR 016, ADR 031). Each declared table present in the document is cleared in reverse document
 * order, written in order (its rows' references remapped to the ids just given), and finished in
 * reverse order. A table of a later group the document lacks keeps its stored rows; closings are
 * the server's (`kept`).
 */
export async function restoreCompany(db: Db, tenantId: number, input: RestoreInput, now: Date): Promise<Restored> {
  const tables = BACKUP_TABLES.filter((decl) => input.present.has(decl.name) && !decl.kept);
  const steps = tables.map((decl) => [decl, stepsOf(decl)] as const);
  await db.transaction().execute(async (trx) => {
    const ctx: RestoreContext = { trx, tenantId, now, ids: new Map(), state: new Map() };
    for (const table of CLEARED_ON_RESTORE) await trx.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
    for (const [, step] of [...steps].reverse()) await step.clear?.(ctx);
    for (const [decl, step] of steps) await step.write(ctx, input.rows(decl.name));
    for (const [, step] of [...steps].reverse()) await step.finish?.(ctx);
  });
  const count = (name: string) => input.counts[name] ?? 0;
  return {
    attendants: count('attendants'),
    tripeiros: count('tripeiros'),
    payments: count('payments'),
    expenses: count('expenses'),
  };
}

function stepsOf(decl: TableDecl): RestoreSteps {
  return (decl.restore as RestoreSteps | undefined) ?? replaceRows(decl);
}
