import { useMemo, useState } from 'react';

/**
 * A list of items to act on, every one chosen until the user unticks it: the state is only what
 * was unticked, so items that arrive with a refetch start chosen and nothing is copied into state
 * from a query. `reset` chooses everything again (after the action went through).
 */
export function useChosenIds(ids: number[] | undefined) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const all = ids ?? [];
  const chosen = useMemo(() => new Set((ids ?? []).filter((id) => !unticked.has(id))), [ids, unticked]);
  return {
    chosen,
    allChosen: all.length > 0 && chosen.size === all.length,
    toggle(id: number, on: boolean) {
      setUnticked((prev) => {
        const next = new Set(prev);
        if (on) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    setAll(on: boolean) {
      setUnticked(on ? new Set() : new Set(all));
    },
    reset() {
      setUnticked(new Set());
    },
  };
}
