import { useEffect, useRef, useState } from 'react';
import { LegendItem } from '../../../components/ui/chart-legend';
import { formatReais } from '../../../lib/format';

/** A point of a balance line: the day and the balance at its end, in reais. */
export interface BalancePoint {
  data: string;
  saldo: number;
}

/** Drawn at the box's own width (measured), so the labels keep their size on a phone. */
const H = 240;
const PAD = { top: 16, right: 16, bottom: 28, left: 88 };

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const ddmm = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * The realized balance (solid, green) against the forecast (dashed, blue) on one time axis, drawn
 * as SVG (the app has no chart library: docs/decisions/053). Days whose projected balance is below
 * zero are red dots. Heights are relative to the largest balance either way, zero always shown.
 */
export function CashFlowChart({ realized, forecast }: { realized: BalancePoint[]; forecast: BalancePoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [W, setW] = useState(800);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setW(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const all = [...realized, ...forecast];
  if (all.length === 0) return null;
  const days = all.map((p) => dayNumber(p.data));
  const x0 = Math.min(...days);
  const x1 = Math.max(x0 + 1, ...days);
  const values = all.map((p) => p.saldo);
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const span = hi - lo || 1;
  const x = (date: string) => PAD.left + ((dayNumber(date) - x0) / (x1 - x0)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + ((hi - v) / span) * (H - PAD.top - PAD.bottom);
  // SVG coordinates to a tenth of a unit (a drawing, not a figure a person reads).
  const coord = (v: number) => Math.round(v * 10) / 10;
  const line = (points: BalancePoint[]) => points.map((p) => `${coord(x(p.data))},${coord(y(p.saldo))}`).join(' ');
  const ticks = [...new Set([hi, 0, lo])];
  const series = [
    { name: 'realizado', points: realized, dashed: false, className: 'stroke-emerald-600 dark:stroke-emerald-400' },
    { name: 'previsto', points: forecast, dashed: true, className: 'stroke-sky-600 dark:stroke-sky-400' },
  ];
  const first = all.reduce((a, b) => (a.data < b.data ? a : b)).data;
  const last = all.reduce((a, b) => (a.data > b.data ? a : b)).data;
  const today = forecast[0]?.data;
  const negatives = forecast.filter((p) => p.saldo < 0);

  return (
    <figure className="space-y-2 p-4">
      <div className="flex flex-wrap items-center gap-4 text-xs text-zinc-600 dark:text-zinc-400" aria-hidden="true">
        <LegendItem swatch="h-0.5 w-5 rounded bg-emerald-600 dark:bg-emerald-400">Realizado</LegendItem>
        <LegendItem swatch="h-0.5 w-5 border-t-2 border-dashed border-sky-600 dark:border-sky-400">Previsto</LegendItem>
        {negatives.length > 0 && (
          <LegendItem swatch="size-2 rounded-full bg-red-600 dark:bg-red-400">Saldo previsto negativo</LegendItem>
        )}
      </div>
      <div ref={box}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-auto w-full"
          role="img"
          aria-label={`Saldo realizado e previsto de ${ddmm(first)} a ${ddmm(last)}`}
          data-testid="cash-flow-chart"
        >
          {ticks.map((v) => (
            <g key={v}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(v)}
                y2={y(v)}
                className={v === 0 ? 'stroke-zinc-400 dark:stroke-zinc-500' : 'stroke-zinc-200 dark:stroke-zinc-800'}
                strokeDasharray={v === 0 ? '4 4' : undefined}
              />
              <text
                x={PAD.left - 8}
                y={y(v) + 4}
                textAnchor="end"
                className="fill-zinc-500 text-[13px] tabular-nums dark:fill-zinc-400"
              >
                {formatReais(v)}
              </text>
            </g>
          ))}
          {[first, today, last]
            .filter((d, i, list): d is string => d !== undefined && list.indexOf(d) === i)
            .map((d) => (
              <text
                key={d}
                x={x(d)}
                y={H - 8}
                textAnchor={d === first ? 'start' : d === last ? 'end' : 'middle'}
                className="fill-zinc-500 text-[13px] tabular-nums dark:fill-zinc-400"
              >
                {d === today ? `hoje ${ddmm(d)}` : ddmm(d)}
              </text>
            ))}
          {series.map(({ name, points, dashed, className }) =>
            points.length > 0 ? (
              <polyline
                key={name}
                points={line(points)}
                fill="none"
                strokeWidth={2.5}
                strokeDasharray={dashed ? '6 5' : undefined}
                className={className}
                data-series={name}
              />
            ) : null,
          )}
          {negatives.map((p) => (
            <circle key={p.data} cx={x(p.data)} cy={y(p.saldo)} r={2.5} className="fill-red-600 dark:fill-red-400">
              <title>{`${ddmm(p.data)}: ${formatReais(p.saldo)}`}</title>
            </circle>
          ))}
        </svg>
      </div>
    </figure>
  );
}
