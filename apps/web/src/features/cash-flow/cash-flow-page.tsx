import {
  CASH_FLOW_GRANULARITIES,
  CASH_FLOW_MSG,
  type CashFlowGranularity,
  FORECAST_HORIZONS,
} from '@livro-caixa/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ChartSpline, ListTree, Table2, TrendingUp } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../components/ui/card';
import { DateRangeFilter } from '../../components/ui/date-range-filter';
import { Label } from '../../components/ui/label';
import { QueryLoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { QuickPeriods } from '../../components/ui/quick-periods';
import { Options, Select } from '../../components/ui/select';
import { LoadingScreen } from '../../components/ui/spinner';
import { TitledCard } from '../../components/ui/titled-card';
import { cn } from '../../lib/cn';
import type { DateRange } from '../../lib/date-range';
import { LIST_PERIODS, presetOf, quickPeriodRange } from '../../lib/periods';
import { usePreferences, useToday } from '../../lib/preferences';
import { fixDateRange, isDateParam, type UrlListOptions, useUrlListState } from '../../lib/use-list-state';
import { useFinancialAccounts } from '../financial-accounts/index';
import { cashFlowQuery, forecastQuery } from './api/cash-flow-api';
import { type BalancePoint, CashFlowChart } from './components/cash-flow-chart';
import { AccountLines, RealizedTable } from './components/cash-flow-tables';
import { ForecastPanel } from './components/forecast-panel';
import { ReconciliationCard } from './components/reconciliation-card';

const GRANULARITY_LABELS: Record<CashFlowGranularity, string> = { dia: 'Dia', semana: 'Semana', mes: 'Mês' };
const HORIZONS = FORECAST_HORIZONS.map(String);

type Filters = { startDate: string; endDate: string; granularidade: string; conta: string; dias: string };

const URL_OPTIONS: UrlListOptions<Filters> = {
  valid: {
    startDate: isDateParam,
    endDate: isDateParam,
    granularidade: (v: string) => (CASH_FLOW_GRANULARITIES as readonly string[]).includes(v),
    conta: (v: string) => /^\d+$/.test(v),
    dias: (v: string) => HORIZONS.includes(v),
  },
  fix: (f: Filters, d: Filters) => fixDateRange(f, d),
};

/** A card's body: its query's failure (with 'Tentar novamente'), loading, or what it shows (dimmed while a new filter loads). */
function QueryBody<T>({
  query,
  message,
  children,
}: {
  query: UseQueryResult<T>;
  message: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <div className="p-4">
        <QueryLoadError query={query} message={message} />
      </div>
    );
  }
  if (query.data === undefined) return <LoadingScreen fullPage={false} />;
  return <div className={cn(query.isPlaceholderData && 'opacity-60')}>{children(query.data)}</div>;
}

/**
 * Fluxo de caixa (issue 22 §5, docs/product-rules.md "Cash flow"): the realized flow of a period
 * per day, week or month and account, against the forecast of the next 30, 60 or 90 days.
 */
export function CashFlowPage() {
  const today = useToday();
  const { fiscalYearStart } = usePreferences().preferences;
  const month = quickPeriodRange('thisMonth', today, fiscalYearStart);
  const { filters, setFilters } = useUrlListState<Filters>(
    { startDate: month.start, endDate: month.end, granularidade: 'dia', conta: '', dias: '30' },
    URL_OPTIONS,
  );
  const range: DateRange = { start: filters.startDate, end: filters.endDate };
  const granularidade = filters.granularidade as CashFlowGranularity;
  const realized = useQuery(cashFlowQuery({ ...filters, granularidade }));
  const forecast = useQuery(forecastQuery(Number(filters.dias), filters.conta));
  const accounts = useFinancialAccounts();
  const ids = { gran: useId(), conta: useId(), dias: useId() };

  const flow = realized.data;
  const ahead = forecast.data;
  // The realized line stops at today: the days after it are the forecast's.
  const realizedPoints: BalancePoint[] = flow
    ? [
        { data: flow.periodo.startDate, saldo: flow.saldo_inicial },
        ...flow.periodos.filter((p) => p.fim <= today).map((p) => ({ data: p.fim, saldo: p.saldo_final })),
      ].filter((p) => p.data <= today)
    : [];
  const forecastPoints: BalancePoint[] = ahead?.projecao.map((d) => ({ data: d.data, saldo: d.saldo })) ?? [];

  return (
    <>
      <PageHeader
        title="Fluxo de caixa"
        description={`${CASH_FLOW_MSG.regime}: cada valor conta no dia em que o dinheiro entrou ou saiu.`}
      />
      <Card className="mb-6 space-y-3 p-4">
        <QuickPeriods
          periods={LIST_PERIODS}
          value={presetOf(range, today, fiscalYearStart, LIST_PERIODS)}
          onSelect={(p) => {
            const r = quickPeriodRange(p, today, fiscalYearStart);
            setFilters({ startDate: r.start, endDate: r.end });
          }}
        />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-[12rem_12rem_auto] md:justify-start">
          <DateRangeFilter value={range} onApply={(r) => setFilters({ startDate: r.start, endDate: r.end })} />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:max-w-2xl">
          <div className="space-y-1">
            <Label htmlFor={ids.gran}>Agrupar por</Label>
            <Select id={ids.gran} value={granularidade} onChange={(e) => setFilters({ granularidade: e.target.value })}>
              <Options values={CASH_FLOW_GRANULARITIES} label={(g) => GRANULARITY_LABELS[g]} />
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={ids.dias}>Previsão</Label>
            <Select id={ids.dias} value={filters.dias} onChange={(e) => setFilters({ dias: e.target.value })}>
              <Options values={HORIZONS} label={(d) => `${d} dias`} />
            </Select>
          </div>
          <div className="col-span-2 space-y-1 sm:col-span-1">
            <Label htmlFor={ids.conta}>Conta</Label>
            <Select id={ids.conta} value={filters.conta} onChange={(e) => setFilters({ conta: e.target.value })}>
              <option value="">Todas as contas</option>
              {accounts.data?.map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.nome}
                  {a.ativa ? '' : ' (arquivada)'}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </Card>

      <div className="space-y-6">
        <TitledCard title="Realizado × previsto" icon={ChartSpline}>
          {realized.isError || forecast.isError ? (
            <div className="p-4">
              <QueryLoadError query={realized.isError ? realized : forecast} message="Erro ao carregar o gráfico" />
            </div>
          ) : !flow || !ahead ? (
            <LoadingScreen fullPage={false} />
          ) : (
            <CashFlowChart realized={realizedPoints} forecast={forecastPoints} />
          )}
        </TitledCard>

        <TitledCard title={`Previsão: próximos ${filters.dias} dias`} icon={TrendingUp}>
          <QueryBody query={forecast} message="Erro ao carregar a previsão">
            {(data) => <ForecastPanel forecast={data} />}
          </QueryBody>
        </TitledCard>

        <TitledCard title="Realizado" icon={Table2}>
          <QueryBody query={realized} message="Erro ao carregar o fluxo de caixa">
            {(data) => <RealizedTable flow={data} />}
          </QueryBody>
        </TitledCard>

        {flow && flow.conta_id === null && (
          <TitledCard title="Por conta" icon={ListTree}>
            <AccountLines lines={flow.contas} />
            <p className="border-t border-zinc-200 px-4 py-2.5 text-xs text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
              Transferências entre contas entram e saem de cada conta; no total elas se anulam. "Sem conta" são os
              lançamentos sem conta informada.
            </p>
          </TitledCard>
        )}

        {flow?.conciliacao && <ReconciliationCard c={flow.conciliacao} />}
      </div>
    </>
  );
}
