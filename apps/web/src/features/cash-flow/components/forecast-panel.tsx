import { CASH_FLOW_MSG, type Forecast } from '@livro-caixa/domain';
import { Alert } from '../../../components/ui/alert';
import { cn } from '../../../lib/cn';
import { formatReais } from '../../../lib/format';
import { useDateFormat } from '../../../lib/preferences';

/** A warning whose amount never breaks from its sign ('-' then 'R$' on the next line). */
export function Warning({ text }: { text: string }) {
  const at = text.lastIndexOf(': ');
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at + 2)}
      <span className="whitespace-nowrap">{text.slice(at + 2)}</span>
    </>
  );
}

const money = (reais: number) => cn('tabular-nums', reais < 0 && 'text-red-700 dark:text-red-400');

/**
 * The forecast's figures, the days it turns negative ("Saldo previsto negativo em 05/12: -R$ …"),
 * what is overdue (counted today) and the days that move, with the projected balance.
 */
export function ForecastPanel({ forecast }: { forecast: Forecast }) {
  const { formatDate } = useDateFormat();
  const moving = forecast.projecao.filter((d, i) => i === 0 || d.entradas !== 0 || d.saidas !== 0);
  const figure = (label: string, value: number, testId: string) => (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className={cn('text-base font-semibold', money(value))} data-testid={testId}>
        {formatReais(value)}
      </dd>
    </div>
  );
  const overdue = forecast.vencidos;
  return (
    <div className="space-y-4 p-4">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figure('Saldo hoje', forecast.saldo_hoje, 'previsto-saldo-hoje')}
        {figure('A receber', forecast.a_receber, 'previsto-a-receber')}
        {figure('A pagar', forecast.a_pagar, 'previsto-a-pagar')}
        {figure(
          `Saldo previsto em ${formatDate(forecast.projecao.at(-1)?.data ?? forecast.hoje)}`,
          forecast.saldo_final,
          'previsto-saldo-final',
        )}
      </dl>
      {forecast.negativos.length > 0 && (
        <Alert>
          <ul className="space-y-0.5" data-testid="saldos-negativos">
            {forecast.negativos.map((n) => (
              <li key={n.data}>
                <Warning text={n.aviso} />
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {overdue.quantidade > 0 && (
        <Alert tone="info">
          <p>
            {CASH_FLOW_MSG.vencidosHoje}: {overdue.quantidade} {overdue.quantidade === 1 ? 'item' : 'itens'} (
            {formatReais(overdue.entradas)} a receber, {formatReais(overdue.saidas)} a pagar).
          </p>
        </Alert>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-label="Saldo previsto por dia">
          <thead>
            <tr className="border-b border-zinc-200 text-xs text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
              <th scope="col" className="py-2 pr-3 text-left font-medium">
                Dia
              </th>
              {/* A phone has room for one column of both: what comes in over what goes out. */}
              <th scope="col" className="px-2 py-2 text-right font-medium sm:hidden">
                A receber / a pagar
              </th>
              <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell">
                A receber
              </th>
              <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell">
                A pagar
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                Saldo previsto
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
            {moving.map((d) => (
              <tr key={d.data} className={cn(d.negativo && 'bg-red-50/60 dark:bg-red-950/30')}>
                <th scope="row" className="py-2 pr-3 text-left font-medium whitespace-nowrap">
                  {formatDate(d.data)}
                  {d.data === forecast.hoje && (
                    <span className="block text-xs font-normal text-zinc-500 sm:ml-1 sm:inline dark:text-zinc-400">
                      (hoje)
                    </span>
                  )}
                </th>
                <td className="px-2 py-2 text-right tabular-nums whitespace-nowrap sm:hidden">
                  <span className="block">+{formatReais(d.entradas)}</span>
                  <span className="block">−{formatReais(d.saidas)}</span>
                </td>
                <td className="hidden px-3 py-2 text-right tabular-nums whitespace-nowrap sm:table-cell">
                  {formatReais(d.entradas)}
                </td>
                <td className="hidden px-3 py-2 text-right tabular-nums whitespace-nowrap sm:table-cell">
                  {formatReais(d.saidas)}
                </td>
                <td className={cn('py-2 pl-3 text-right font-semibold whitespace-nowrap', money(d.saldo))}>
                  {formatReais(d.saldo)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
