import {
  formatLocalDate,
  formatTimestamp,
  type Preferences,
  REPORT_GROUP_BY,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type ReportGroupBy,
  type ReportType,
} from '@livro-caixa/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { FileSpreadsheet, Scale } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { filterCount } from '../../components/ui/filter-panel';
import { QueryLoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PrintButton, useLightPrint } from '../../components/ui/print-page';
import { LoadingScreen } from '../../components/ui/spinner';
import { useDownload } from '../../components/ui/use-download';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import type { DateRange } from '../../lib/date-range';
import { defaultListRange, presetOf, QUICK_PERIODS, type QuickPeriod, quickPeriodRange } from '../../lib/periods';
import { usePreferences, useToday } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { fixDateRange, isDateParam, useUrlListState } from '../../lib/use-list-state';
import { downloadReportCsv, type ReportParams, reportQuery } from './api/reports-api';
import { ReportFilters } from './components/report-filters';
import { ReportView } from './components/report-views';
import { REPORT_LOAD_ERROR } from './model';

const CSV_ERROR = 'Erro ao exportar CSV';
const QUICK_PRESETS = QUICK_PERIODS.filter(
  (p): p is Exclude<(typeof QUICK_PERIODS)[number], 'custom'> => p !== 'custom',
);

function periodText({ start, end }: DateRange, preferences: Preferences) {
  return `${formatLocalDate(start, preferences.dateFormat)} a ${formatLocalDate(end, preferences.dateFormat)}`;
}

/** Relatórios (/reports): six report types over a period, printable and exportable as CSV. */
export function ReportsPage() {
  const { preferences, ready } = usePreferences();
  useLightPrint();
  return (
    <div data-print-page="">
      {ready ? (
        <ReportsScreen preferences={preferences} />
      ) : (
        <>
          <PageHeader title="Relatórios" />
          <LoadingScreen fullPage={false} />
        </>
      )}
    </div>
  );
}

const isIn = (values: readonly string[]) => (value: string) => values.includes(value);
/** The report's state in the URL, with the API's names. */
type ReportUrl = { type: string; startDate: string; endDate: string; groupBy: string };
const URL_OPTIONS = {
  valid: {
    type: isIn(REPORT_TYPES),
    startDate: isDateParam,
    endDate: isDateParam,
    groupBy: isIn(REPORT_GROUP_BY),
  },
  fix: fixDateRange<ReportUrl>,
};

function ReportsScreen({ preferences }: { preferences: Preferences }) {
  const today = useToday();
  const tenant = useSession()?.user.tenant_name;
  // The tab, the period and the grouping live in the URL, so a reload keeps them; the default is
  // this month, in the user's time zone (docs/product-rules.md "Lists and filters", ADR 034).
  const month = defaultListRange(today);
  const { filters, setFilters } = useUrlListState<ReportUrl>(
    { type: 'financial', startDate: month.start, endDate: month.end, groupBy: 'month' },
    URL_OPTIONS,
  );
  const type = filters.type as ReportType;
  const groupBy = filters.groupBy as ReportGroupBy;
  const range = useMemo(() => ({ start: filters.startDate, end: filters.endDate }), [filters]);
  // 'Personalizado' chosen by hand stays pressed; otherwise the chip is the range's own.
  const [customChosen, setCustomChosen] = useState(false);
  const period: QuickPeriod =
    (!customChosen && presetOf(range, today, preferences.fiscalYearStart, QUICK_PRESETS)) || 'custom';
  const [draft, setDraft] = useState(range);
  // The boxes follow the URL when it changes from outside (Back, a link).
  useEffect(() => setDraft(range), [range]);
  const startRef = useRef<HTMLInputElement>(null);

  const params: ReportParams = { type, range, groupBy };
  const query = useQuery(reportQuery(params));
  // docs/product-rules.md "Load failures": the error and 'Tentar novamente', never zeros.
  const report = query.isError ? undefined : query.data;

  const csv = useDownload(downloadReportCsv, { failure: CSV_ERROR });

  const choosePeriod = (next: QuickPeriod) => {
    setCustomChosen(next === 'custom');
    if (next === 'custom') {
      startRef.current?.focus();
      return;
    }
    const nextRange = quickPeriodRange(next, today, preferences.fiscalYearStart);
    setFilters({ startDate: nextRange.start, endDate: nextRange.end });
  };

  const editDates = (next: DateRange) => {
    setCustomChosen(true);
    setDraft(next);
  };

  const apply = () => {
    if (draft.start === range.start && draft.end === range.end) void query.refetch();
    else setFilters({ startDate: draft.start, endDate: draft.end });
  };

  const label = REPORT_TYPE_LABELS[type];
  const shownPeriod = report ? { start: report.period.startDate, end: report.period.endDate } : range;

  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Relatórios"
          description={`${label} · ${periodText(range, preferences)}`}
          actions={
            <>
              <Link to="/reports/dre" className={buttonClasses('secondary')}>
                <Scale className="size-4" aria-hidden="true" />
                DRE
              </Link>
              <PrintButton disabled={!report} />
              <Button variant="secondary" onClick={() => csv.mutate(params)} loading={csv.isPending} disabled={!report}>
                {!csv.isPending && <FileSpreadsheet className="size-4" aria-hidden="true" />}
                Exportar CSV
              </Button>
            </>
          }
        />
      </div>

      {/* Paper only: what the report is, for whom and over which period. */}
      <div className="mb-5 hidden border-b border-zinc-300 pb-3 print:block">
        <p className="text-xs text-zinc-500">Livro Caixa{tenant ? ` · ${tenant}` : ''}</p>
        <h2 className="text-xl font-semibold text-zinc-900">Relatório — {REPORT_TYPE_LABELS[report?.type ?? type]}</h2>
        <p className="text-sm text-zinc-700">Período: {periodText(shownPeriod, preferences)}</p>
      </div>

      <Tabs.Root value={type} onValueChange={(value) => setFilters({ type: value })} className="space-y-4">
        <Tabs.List
          aria-label="Tipo de relatório"
          className="grid grid-cols-2 gap-1 rounded-xl border border-zinc-200 bg-zinc-100 p-1 sm:grid-cols-3 lg:flex lg:flex-wrap print:hidden dark:border-zinc-800 dark:bg-zinc-900"
        >
          {REPORT_TYPES.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                'h-9 cursor-pointer rounded-lg px-3 text-sm font-medium whitespace-nowrap text-zinc-600 transition-colors lg:flex-1',
                'hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-zinc-400 dark:hover:text-zinc-100',
                'data-[state=active]:bg-white data-[state=active]:text-emerald-800 data-[state=active]:shadow-sm',
                'dark:data-[state=active]:bg-zinc-800 dark:data-[state=active]:text-emerald-300',
              )}
            >
              {REPORT_TYPE_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <ReportFilters
          period={period}
          onPeriod={choosePeriod}
          draft={draft}
          onDraft={editDates}
          onApply={apply}
          groupBy={type === 'custom' ? groupBy : null}
          onGroupBy={(value) => setFilters({ groupBy: value })}
          startRef={startRef}
          active={filterCount(today, range, type === 'custom' && groupBy !== 'month')}
        />

        {REPORT_TYPES.map((value) => (
          <Tabs.Content key={value} value={value} className="space-y-4 focus-visible:outline-none">
            {value === type &&
              (query.isError ? (
                <QueryLoadError
                  query={query}
                  message={errorMessage(query.error, REPORT_LOAD_ERROR)}
                  className="print:hidden"
                />
              ) : !report ? (
                <LoadingScreen fullPage={false} />
              ) : (
                <div
                  className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
                  aria-busy={query.isFetching || undefined}
                >
                  <ReportView report={report} />
                  <p className="mt-6 border-t border-zinc-200 pt-3 text-xs text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
                    Relatório gerado em{' '}
                    {formatTimestamp(report.generatedAt, preferences.timeZone, preferences.dateFormat)} · Período:{' '}
                    {periodText(shownPeriod, preferences)}
                  </p>
                </div>
              ))}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
