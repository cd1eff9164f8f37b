import { DRE_LINE_SIGNS, type Dre, type DreLine, formatMonthNumeric } from '@livro-caixa/domain';
import { Fragment } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatPercent, formatReais } from '../../../lib/format';

const NEGATIVE = 'text-red-600 dark:text-red-400';

/** A figure of the DRE: signed (what is subtracted is negative); a negative subtotal is a loss, in red. */
function Figure({ value, loss = false }: { value: number; loss?: boolean }) {
  return (
    <span className={cn('whitespace-nowrap tabular-nums', loss && value < 0 && NEGATIVE)}>{formatReais(value)}</span>
  );
}

function Row({
  label,
  valores,
  percentual,
  level,
  line,
}: {
  label: string;
  /** The period's figure, or each month's and then the period's. */
  valores: number[];
  percentual: number | null;
  /** 0: a line of the layout; 1: a category; 2: a subcategory. */
  level: 0 | 1 | 2;
  line?: DreLine;
}) {
  const subtotal = line?.subtotal ?? false;
  return (
    <tr
      data-dre-line={line?.chave}
      className={cn(
        'border-b border-zinc-100 dark:border-zinc-800',
        // Opaque: the sticky first column of the monthly table scrolls over the others.
        subtotal
          ? 'border-t border-t-zinc-300 bg-zinc-50 font-semibold dark:border-t-zinc-600 dark:bg-zinc-800'
          : 'bg-white dark:bg-zinc-900',
        line?.chave === 'resultado' && 'text-base',
      )}
    >
      <th
        scope="row"
        className={cn(
          'py-2 pr-2 text-left font-normal',
          valores.length > 1 && 'sticky left-0 min-w-48 bg-inherit',
          level === 0 && 'pl-3 text-zinc-900 dark:text-zinc-100',
          level === 0 && (subtotal || line?.chave === 'receita_bruta') && 'font-semibold',
          level === 1 && 'pl-8 text-sm text-zinc-600 dark:text-zinc-400',
          level === 2 && 'pl-12 text-sm text-zinc-500 dark:text-zinc-400',
        )}
      >
        {line && (
          <>
            <span className="text-zinc-500 dark:text-zinc-400">{DRE_LINE_SIGNS[line.chave]}</span>{' '}
          </>
        )}
        {label}
      </th>
      {valores.map((valor, i) => (
        <td
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the months, in order
          key={i}
          className={cn(
            'py-2 pr-2 text-right',
            level > 0 && 'text-sm text-zinc-600 dark:text-zinc-400',
            valores.length > 1 && i === valores.length - 1 && 'font-semibold',
          )}
        >
          <Figure value={valor} loss={subtotal} />
        </td>
      ))}
      <td
        className={cn(
          'py-2 pr-3 text-right text-sm tabular-nums text-zinc-500 dark:text-zinc-400',
          subtotal && 'font-semibold text-zinc-700 dark:text-zinc-200',
        )}
      >
        {formatPercent(percentual)}
      </td>
    </tr>
  );
}

/**
 * The DRE's layout (docs/product-rules.md "DRE"): each line with its (+)/(−)/(=) sign, subtotals in
 * bold on a band, each group's categories and subcategories indented under it, and the % of the
 * receita bruta.
 */
export function DreTable({ dre, monthly = false }: { dre: Dre; monthly?: boolean }) {
  const valores = (x: { valor: number; por_mes: number[] }) => (monthly ? [...x.por_mes, x.valor] : [x.valor]);
  return (
    <Card className="overflow-x-auto">
      <table className={cn('w-full border-collapse text-sm', monthly ? 'whitespace-nowrap' : 'sm:text-[0.9375rem]')}>
        <caption className="sr-only">Demonstrativo de resultado</caption>
        <thead>
          <tr className="border-b border-zinc-200 bg-zinc-50 text-xs text-zinc-500 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400">
            <th
              scope="col"
              className={cn('py-2 pl-3 text-left font-medium', monthly && 'sticky left-0 bg-zinc-50 dark:bg-zinc-900')}
            >
              Demonstrativo
            </th>
            {monthly &&
              dre.meses.map((mes) => (
                <th key={mes} scope="col" className="py-2 pr-2 pl-4 text-right font-medium">
                  {formatMonthNumeric(mes)}
                </th>
              ))}
            <th scope="col" className="py-2 pr-2 pl-4 text-right font-medium">
              {monthly ? 'Total' : 'Valor'}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              <abbr title="Percentual da receita bruta" className="no-underline">
                % receita
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {dre.linhas.map((line) => (
            <Fragment key={line.chave}>
              <Row label={line.rotulo} valores={valores(line)} percentual={line.percentual} level={0} line={line} />
              {line.detalhes.map((d) => (
                <Fragment key={d.nome}>
                  <Row label={d.nome} valores={valores(d)} percentual={d.percentual} level={1} />
                  {d.subcategorias.map((s) => (
                    <Row key={s.nome} label={s.nome} valores={valores(s)} percentual={s.percentual} level={2} />
                  ))}
                </Fragment>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
