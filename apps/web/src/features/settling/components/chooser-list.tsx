import type { ReactNode } from 'react';
import { LocalDate } from '../../../components/ui/local-date';

interface Entry {
  payment_id: number;
  data_pagamento: string;
  descricao: string;
}

/**
 * The entries a payout or a settlement takes, each with its box (issue 15): date, description and
 * the amounts the window shows. Which are chosen is `useChosenIds`'s state.
 */
export function ChooserList<T extends Entry>({
  entries,
  chosen,
  onToggle,
  amounts,
}: {
  entries: readonly T[];
  chosen: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  /** The entry's amounts, after its description. */
  amounts: (entry: T) => ReactNode;
}) {
  return (
    <ul className="max-h-64 divide-y divide-zinc-200 overflow-y-auto rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
      {entries.map((entry) => (
        <li key={entry.payment_id}>
          <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-emerald-600"
              checked={chosen.has(entry.payment_id)}
              onChange={(event) => onToggle(entry.payment_id, event.target.checked)}
            />
            <span className="w-20 shrink-0 tabular-nums text-zinc-500 dark:text-zinc-400">
              <LocalDate date={entry.data_pagamento} />
            </span>
            <span className="min-w-0 flex-1 break-words sm:truncate">{entry.descricao}</span>
            {amounts(entry)}
          </label>
        </li>
      ))}
    </ul>
  );
}
