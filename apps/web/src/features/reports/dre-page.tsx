import {
  DRE_REGIME_LABEL,
  formatLocalDate,
  formatMonthName,
  formatTimestamp,
  isValidLocalDate,
  isValidMonth,
  monthOf,
  monthRange,
  type Preferences,
} from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarRange, FileDown, FileSpreadsheet, Percent, Scale, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DateRangeFilter } from '../../components/ui/date-range-filter';
import { FigureCard } from '../../components/ui/figure-card';
import { QueryLoadError } from '../../components/ui/load-error';
import { MonthSelector } from '../../components/ui/month-selector';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { useDownload } from '../../components/ui/use-download';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import type { DateRange } from '../../lib/date-range';
import { formatPercent, formatReais } from '../../lib/format';
import { usePreferences, useToday } from '../../lib/preferences';
import { downloadDreCsv, downloadDrePdf, dreQuery } from './api/dre-api';
import { DreTable } from './components/dre-table';

/** DRE (/reports/dre): one month or a period, by competência (docs/product-rules.md "DRE", ADR 052). */
export function DrePage() {
  const { preferences, ready } = usePreferences();
  if (!ready) {
    return (
      <>
        <PageHeader title="DRE" />
        <LoadingScreen fullPage={false} />
      </>
    );
  }
  return <DreScreen preferences={preferences} />;
}

/** The period in the URL: `?mes=AAAA-MM`, or `?startDate&endDate`; the current month by default. */
function usePeriod(today: string) {
  const [params, setParams] = useSearchParams();
  const start = params.get('startDate') ?? '';
  const end = params.get('endDate') ?? '';
  const mes = params.get('mes') ?? '';
  if (isValidLocalDate(start) && isValidLocalDate(end) && start <= end) {
    return { mode: 'period' as const, month: monthOf(start), range: { start, end }, setParams };
  }
  const month = isValidMonth(mes) ? mes : monthOf(today);
  const { start: s, end: e } = monthRange(month);
  return { mode: 'month' as const, month, range: { start: s, end: e }, setParams };
}

function periodText(range: DateRange, p: Preferences) {
  return `${formatLocalDate(range.start, p.dateFormat)} a ${formatLocalDate(range.end, p.dateFormat)}`;
}

function DreScreen({ preferences }: { preferences: Preferences }) {
  const today = useToday();
  const { mode, month, range, setParams } = usePeriod(today);
  const query = useQuery(dreQuery(range));
  const dre = query.isError ? undefined : query.data;
  const current = dre !== undefined && dre.periodo.inicio === range.start && dre.periodo.fim === range.end;
  const pdf = useDownload(downloadDrePdf, { failure: 'Erro ao gerar PDF' });
  const csv = useDownload(downloadDreCsv, { failure: 'Erro ao exportar CSV' });
  // A period of several months: a column per month beside the total.
  const [monthly, setMonthly] = useState(false);

  const setMonth = (next: string) => setParams(next === monthOf(today) ? {} : { mes: next });
  const setRange = (next: DateRange) => setParams({ startDate: next.start, endDate: next.end });
  const title = mode === 'month' ? formatMonthName(month, true) : periodText(range, preferences);

  return (
    <>
      <PageHeader
        title="DRE"
        description={`Demonstrativo de resultado · ${DRE_REGIME_LABEL} · ${title}`}
        actions={
          <>
            <Link to="/reports" className={buttonClasses('ghost')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Relatórios
            </Link>
            <Button variant="secondary" onClick={() => pdf.mutate(range)} loading={pdf.isPending} disabled={!current}>
              {!pdf.isPending && <FileDown className="size-4" aria-hidden="true" />}
              Baixar PDF
            </Button>
            <Button variant="secondary" onClick={() => csv.mutate(range)} loading={csv.isPending} disabled={!current}>
              {!csv.isPending && <FileSpreadsheet className="size-4" aria-hidden="true" />}
              Exportar CSV
            </Button>
          </>
        }
      />

      <Card className="mb-4 space-y-4 p-4">
        <div className="flex flex-wrap items-end gap-4">
          <fieldset className="inline-flex h-10 items-center rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800">
            <legend className="sr-only">Ver a DRE de</legend>
            {(['month', 'period'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => (m === 'month' ? setMonth(month) : setRange(range))}
                className={cn(
                  'h-8 cursor-pointer rounded-md px-4 text-sm font-medium text-zinc-600 dark:text-zinc-300',
                  'focus-visible:outline-2 focus-visible:outline-emerald-600',
                  mode === m && 'bg-white text-emerald-800 shadow-sm dark:bg-zinc-900 dark:text-emerald-300',
                )}
              >
                {m === 'month' ? 'Um mês' : 'Período'}
              </button>
            ))}
          </fieldset>
          {mode === 'month' ? (
            <MonthSelector month={month} onChange={setMonth} />
          ) : (
            <div className="grid w-full grid-cols-2 items-end gap-3 md:w-auto md:grid-cols-[11rem_11rem_auto]">
              <DateRangeFilter value={range} onApply={setRange} />
            </div>
          )}
        </div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <strong className="font-medium text-zinc-800 dark:text-zinc-200">{DRE_REGIME_LABEL}:</strong> cada lançamento
          conta na própria data — a despesa na data da despesa, paga ou não; a receita na data da entrada confirmada. O
          fluxo de caixa mostra o dinheiro no dia em que ele entrou ou saiu (regime de caixa).
        </p>
      </Card>

      {query.isError ? (
        <QueryLoadError query={query} message={errorMessage(query.error, 'Erro ao carregar a DRE')} />
      ) : !dre ? (
        <LoadingScreen fullPage={false} />
      ) : (
        <div
          className={cn('space-y-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isFetching || undefined}
        >
          {/* On a phone the table alone: the same figures, without three screens of cards. */}
          <div className="hidden gap-3 sm:grid sm:grid-cols-3">
            <FigureCard label="Receita bruta" icon={TrendingUp} tone="emerald" value={formatReais(dre.receita_bruta)} />
            <FigureCard
              label="Margem de contribuição"
              icon={Percent}
              tone="sky"
              value={formatReais(dre.margem_contribuicao)}
              negative={dre.margem_contribuicao < 0}
              detail={`${formatPercent(dre.margem_contribuicao_percentual)} da receita bruta`}
            />
            <FigureCard
              label="Resultado do período"
              icon={Scale}
              tone={dre.resultado < 0 ? 'red' : 'violet'}
              value={formatReais(dre.resultado)}
              negative={dre.resultado < 0}
              detail="É o lucro líquido do painel e do fechamento."
            />
          </div>
          {dre.meses.length > 1 && (
            <div className="flex justify-end">
              <Button variant="secondary" size="sm" aria-pressed={monthly} onClick={() => setMonthly(!monthly)}>
                <CalendarRange className="size-4" aria-hidden="true" />
                {monthly ? 'Só o total do período' : 'Mês a mês'}
              </Button>
            </div>
          )}
          <DreTable dre={dre} monthly={monthly && dre.meses.length > 1} />
          <p className="text-xs text-zinc-500 dark:text-zinc-400">
            Custos variáveis incluem as comissões de atendentes e tripeiros; Outras despesas, as categorias do grupo
            Outras e as saídas confirmadas (pagamentos de saída). Percentuais sobre a receita bruta. Gerado em{' '}
            {formatTimestamp(dre.gerado_em, preferences.timeZone, preferences.dateFormat)}.
          </p>
        </div>
      )}
    </>
  );
}
