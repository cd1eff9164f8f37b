import type { CashFlow, CashFlowBucket, CashFlowGranularity, CashFlowLine } from '@livro-caixa/domain';
import { formatMonthNumeric, monthOf } from '@livro-caixa/domain';
import { cn } from '../../../lib/cn';
import { formatReais } from '../../../lib/format';
import { useDateFormat } from '../../../lib/preferences';

const signed = (reais: number) =>
  cn('tabular-nums whitespace-nowrap', reais < 0 ? 'text-red-700 dark:text-red-400' : undefined);
const IN = 'text-emerald-700 dark:text-emerald-400';
const OUT = 'text-red-700 dark:text-red-400';
const th = 'px-3 py-2 text-right font-medium whitespace-nowrap';
const td = 'px-3 py-2 text-right';

type Figures = Pick<CashFlowBucket, 'saldo_inicial' | 'entradas' | 'saidas' | 'aberturas' | 'saldo_final'>;

/** The figures of a row as the table's cells (Aberturas only when the period has any). */
function FigureCells({ f, aberturas }: { f: Figures; aberturas: boolean }) {
  return (
    <>
      <td className={cn(td, signed(f.saldo_inicial))}>{formatReais(f.saldo_inicial)}</td>
      <td className={cn(td, 'tabular-nums', f.entradas !== 0 && IN)}>{formatReais(f.entradas)}</td>
      <td className={cn(td, 'tabular-nums', f.saidas !== 0 && OUT)}>{formatReais(f.saidas)}</td>
      {aberturas && <td className={cn(td, 'tabular-nums')}>{formatReais(f.aberturas)}</td>}
      <td className={cn(td, 'font-semibold', signed(f.saldo_final))}>{formatReais(f.saldo_final)}</td>
    </>
  );
}

function FigureHeads({ first, aberturas }: { first: string; aberturas: boolean }) {
  return (
    <tr className="border-b border-zinc-200 text-xs text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
      <th scope="col" className="px-3 py-2 text-left font-medium">
        {first}
      </th>
      <th scope="col" className={th}>
        Saldo inicial
      </th>
      <th scope="col" className={th}>
        Entradas
      </th>
      <th scope="col" className={th}>
        Saídas
      </th>
      {aberturas && (
        <th scope="col" className={th}>
          Saldos iniciais de contas
        </th>
      )}
      <th scope="col" className={th}>
        Saldo final
      </th>
    </tr>
  );
}

/** A phone's view of one row: its name, then the figures two by two. */
function FigureCard({ title, f }: { title: string; f: Figures }) {
  const item = (label: string, value: number, className?: string) => (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className={cn('text-sm font-medium', signed(value), className)}>{formatReais(value)}</dd>
    </div>
  );
  return (
    <li className="px-4 py-3">
      <p className="mb-1.5 text-sm font-semibold text-zinc-900 dark:text-zinc-100">{title}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5">
        {item('Saldo inicial', f.saldo_inicial)}
        {item('Saldo final', f.saldo_final, 'font-semibold')}
        {item('Entradas', f.entradas, f.entradas !== 0 ? IN : undefined)}
        {item('Saídas', f.saidas, f.saidas !== 0 ? OUT : undefined)}
        {f.aberturas !== 0 && item('Saldos iniciais de contas', f.aberturas)}
      </dl>
    </li>
  );
}

/** A table on a tablet or wider, a list of cards on a phone. */
function FiguresTable<R extends Figures>({
  label,
  first,
  rows,
  title,
  total,
}: {
  label: string;
  first: string;
  rows: readonly R[];
  title: (r: R) => string;
  total?: Figures;
}) {
  const aberturas = rows.some((r) => r.aberturas !== 0);
  return (
    <>
      <ul className="divide-y divide-zinc-200 sm:hidden dark:divide-zinc-800" aria-label={label}>
        {rows.map((r) => (
          <FigureCard key={title(r)} title={title(r)} f={r} />
        ))}
        {total && <FigureCard title="Total" f={total} />}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-sm" aria-label={label}>
          <thead>
            <FigureHeads first={first} aberturas={aberturas} />
          </thead>
          <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
            {rows.map((r) => (
              <tr key={title(r)}>
                <th
                  scope="row"
                  className="px-3 py-2 text-left font-medium whitespace-nowrap text-zinc-800 dark:text-zinc-200"
                >
                  {title(r)}
                </th>
                <FigureCells f={r} aberturas={aberturas} />
              </tr>
            ))}
          </tbody>
          {total && (
            <tfoot className="border-t border-zinc-200 bg-zinc-50 font-semibold dark:border-zinc-800 dark:bg-zinc-800/50">
              <tr>
                <th scope="row" className="px-3 py-2 text-left">
                  Total
                </th>
                <FigureCells f={total} aberturas={aberturas} />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </>
  );
}

/** The realized flow per day, week or month. */
export function RealizedTable({ flow }: { flow: CashFlow }) {
  const { formatDate } = useDateFormat();
  const label = (b: CashFlowBucket, g: CashFlowGranularity) =>
    g === 'dia'
      ? formatDate(b.inicio)
      : g === 'mes'
        ? formatMonthNumeric(monthOf(b.inicio))
        : `${formatDate(b.inicio)} a ${formatDate(b.fim)}`;
  const first = { dia: 'Dia', semana: 'Semana', mes: 'Mês' }[flow.granularidade];
  return (
    <FiguresTable
      label="Fluxo de caixa realizado"
      first={first}
      rows={flow.periodos}
      title={(b) => label(b, flow.granularidade)}
      total={flow}
    />
  );
}

/** Each account's line (and 'Sem conta'); transfers are in and out of each. */
export function AccountLines({ lines }: { lines: CashFlowLine[] }) {
  return <FiguresTable label="Fluxo de caixa por conta" first="Conta" rows={lines} title={(l) => l.nome} />;
}
