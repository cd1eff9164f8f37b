import { type Named, RESTORE_MSG, rowError } from '../../lib/backup/fields.js';
import type { DocumentCheck, Row } from '../../lib/backup/table.js';

/** A payout or settlement of the document with what its items add up to so far. */
interface Parent {
  index: number;
  atendente_id?: number;
  live?: 0 | 1;
  items: number;
  sums: [number, number];
  row: Row;
}

/**
 * What the rows of settling up must agree on beyond each row (ADR 021), checked as they arrive:
 * an item of the payout's attendant, live exactly while the payout stands; a payout's total = Σ its
 * items, a settlement's saldo and comissão = Σ its items; each counter at least the highest number
 * of its kind. (Ids and numbers once, and an item after its parent: the declarations' `unique` and
 * `refs`.)
 */
export class SettlingCheck implements DocumentCheck {
  private readonly parents = { payouts: new Map<number, Parent>(), settlements: new Map<number, Parent>() };
  private readonly highest = { payout: 0, settlement: 0 };
  private readonly counters = new Map<string, { index: number; last: number }>();

  constructor(
    private readonly tables: Record<'payouts' | 'payout_items' | 'settlements' | 'document_counters', Named>,
  ) {}

  row(table: string, index: number, row: Row): void {
    switch (table) {
      case 'payouts':
      case 'settlements': {
        const kind = table === 'payouts' ? 'payout' : 'settlement';
        this.highest[kind] = Math.max(this.highest[kind], row.numero as number);
        this.parents[table].set(row.id as number, {
          index,
          ...(table === 'payouts'
            ? { atendente_id: row.atendente_id as number, live: row.status === 'pago' ? 1 : 0 }
            : {}),
          items: 0,
          sums: [0, 0],
          row,
        });
        return;
      }
      case 'payout_items': {
        const parent = this.parents.payouts.get(row.payout_id as number);
        if (!parent) return;
        if (row.atendente_id !== parent.atendente_id)
          throw rowError(this.tables.payout_items, index, 'atendente_id', RESTORE_MSG.otherAttendant);
        if (row.live !== parent.live) throw rowError(this.tables.payout_items, index, 'live', RESTORE_MSG.live);
        parent.items += 1;
        parent.sums[0] += row.valor_comissao as number;
        return;
      }
      case 'settlement_items': {
        const parent = this.parents.settlements.get(row.settlement_id as number);
        if (!parent) return;
        parent.items += 1;
        parent.sums[0] += row.valor as number;
        parent.sums[1] += row.comissao_tripeiro as number;
        return;
      }
      case 'document_counters':
        this.counters.set(row.kind as string, { index, last: row.last_number as number });
        return;
      default:
        return;
    }
  }

  finish(): void {
    for (const parent of this.parents.payouts.values()) {
      if (parent.items === 0) throw rowError(this.tables.payouts, parent.index, null, RESTORE_MSG.noItems);
      if (parent.sums[0] !== parent.row.total)
        throw rowError(this.tables.payouts, parent.index, 'total', RESTORE_MSG.total);
    }
    for (const parent of this.parents.settlements.values()) {
      if (parent.items === 0) throw rowError(this.tables.settlements, parent.index, null, RESTORE_MSG.noItems);
      if (parent.sums[0] !== parent.row.saldo)
        throw rowError(this.tables.settlements, parent.index, 'saldo', RESTORE_MSG.total);
      if (parent.sums[1] !== parent.row.comissao)
        throw rowError(this.tables.settlements, parent.index, 'comissao', RESTORE_MSG.total);
    }
    for (const kind of ['payout', 'settlement'] as const) {
      const counter = this.counters.get(kind);
      if ((counter?.last ?? 0) < this.highest[kind])
        throw rowError(this.tables.document_counters, counter?.index ?? null, 'last_number', RESTORE_MSG.counterBelow);
    }
  }
}
