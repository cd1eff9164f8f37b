import type { ReactNode } from 'react';

/** One entry of a chart's legend: its mark (`swatch`, the classes of the line or the dot), then its name. */
export function LegendItem({ swatch, children }: { swatch: string; children: ReactNode }) {
  return (
    <span className="flex items-center gap-1.5">
      <span className={swatch} />
      {children}
    </span>
  );
}
