import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocalDate } from '../../../components/ui/local-date';

interface Entry {
  payment_id: number;
  data_pagamento: string;
  descricao: string;
}

/**
 * The entries a payout or a settlement takes, each with its box (issue 15): date, description and
 * the amounts the window shows. Which are chosen is `useChosenIds`'s state. An entry of a closed
 * month has a lock beside its date and, under its description, what that means for it
 * (`closedNote`; docs/product-rules.md "Settling after the closing"): the lock's tooltip, and part
 * of the box's accessible name.
 */
export function ChooserList<T extends Entry>({
  entries,
  chosen,
  onToggle,
  amounts,
  closedNote = () => null,
}: {
  entries: readonly T[];
  chosen: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  /** The entry's amounts, after its description. */
  amounts: (entry: T) => ReactNode;
  /** For an entry of a closed month, what that means for it; null for the others. */
  closedNote?: (entry: T) => string | null;
}) {
  return (
    <ul className="max-h-64 divide-y divide-zinc-200 overflow-y-auto rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
      {entries.map((entry) => {
        const note = closedNote(entry);
        return (
          <li key={entry.payment_id}>
            <label className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-emerald-600"
                checked={chosen.has(entry.payment_id)}
                onChange={(event) => onToggle(entry.payment_id, event.target.checked)}
              />
              <span className="inline-flex w-24 shrink-0 items-center gap-1 tabular-nums text-zinc-500 dark:text-zinc-400">
                <LocalDate date={entry.data_pagamento} />
                {note && (
                  <span title={note} className="text-amber-700 dark:text-amber-400">
                    <Lock className="size-3.5" aria-hidden="true" />
                  </span>
                )}
              </span>
              {/* On a phone the description takes a line of its own under the date and the amounts. */}
              <span className="min-w-0 flex-1 break-words max-sm:order-last max-sm:basis-full max-sm:pl-7 sm:truncate">
                {entry.descricao}
              </span>
              <span className="ml-auto flex shrink-0 items-center gap-3">{amounts(entry)}</span>
              {/* Its own line, under the date and the description, at every width. */}
              {note && (
                <span className="basis-full pl-7 text-xs text-amber-700 max-sm:order-last dark:text-amber-400">
                  {note}
                </span>
              )}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
