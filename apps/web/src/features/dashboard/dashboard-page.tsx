import { useQuery } from '@tanstack/react-query';
import { Card } from '../../components/ui/card';
import { DateRangeFilter } from '../../components/ui/date-range-filter';
import { QueryLoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { QuickPeriods } from '../../components/ui/quick-periods';
import { LoadingScreen } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import type { DateRange } from '../../lib/date-range';
import { LIST_PERIODS, presetOf, quickPeriodRange } from '../../lib/periods';
import { type DateFormatters, useDateFormat, usePreferences, useToday } from '../../lib/preferences';
import { fixDateRange, isDateParam, useUrlListState } from '../../lib/use-list-state';
import { BillsDueCard } from '../bills/index';
import { NextNegativeDayCard } from '../cash-flow/index';
import { AccountBalancesCard } from '../financial-accounts/index';
import { dashboardQuery } from './api/dashboard-api';
import { LatestExpenses, LatestPayments } from './components/latest-lists';
import { MetricCards } from './components/metric-cards';
import { NotesPanel } from './components/notes-panel';
import { RemindersPanel } from './components/reminders-panel';
import { TopAttendants } from './components/top-attendants';

const URL_OPTIONS = { valid: { startDate: isDateParam, endDate: isDateParam }, fix: fixDateRange };

function periodText({ start, end }: DateRange, { formatDate }: DateFormatters) {
  return start === end ? formatDate(start) : `${formatDate(start)} a ${formatDate(end)}`;
}

export function DashboardPage() {
  // The period opens on today, in the user's time zone (not UTC); it lives in the URL (docs/product-rules.md).
  const today = useToday();
  const { fiscalYearStart } = usePreferences().preferences;
  const dates = useDateFormat();
  const { filters, setFilters } = useUrlListState({ startDate: today, endDate: today }, URL_OPTIONS);
  const range: DateRange = { start: filters.startDate, end: filters.endDate };
  const setRange = ({ start, end }: DateRange) => setFilters({ startDate: start, endDate: end });
  const dashboard = useQuery(dashboardQuery(range));
  const data = dashboard.data;

  return (
    <>
      <PageHeader title="Dashboard" description={`Resumo do período: ${periodText(range, dates)}`} />

      <Card className="mb-6 p-4">
        <QuickPeriods
          className="mb-3"
          periods={LIST_PERIODS}
          value={presetOf(range, today, fiscalYearStart, LIST_PERIODS)}
          onSelect={(period) => setRange(quickPeriodRange(period, today, fiscalYearStart))}
        />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-[12rem_12rem_auto] md:justify-start">
          <DateRangeFilter value={range} onApply={setRange} />
        </div>
      </Card>

      {dashboard.isError && (
        <div className={cn(data && 'mb-6')}>
          <QueryLoadError query={dashboard} message="Erro ao carregar dados do dashboard" />
        </div>
      )}
      {!data ? (
        !dashboard.isError && <LoadingScreen fullPage={false} />
      ) : (
        <div
          className={cn('space-y-6 transition-opacity', dashboard.isPlaceholderData && 'opacity-60')}
          aria-busy={dashboard.isPlaceholderData || undefined}
        >
          <MetricCards metrics={data.metrics} />
          {/* Reminders and notes first in the page (on a phone, right after the figures, not after
              every list); from xl they stand in the right-hand column. */}
          <div className="grid gap-6 xl:grid-cols-2">
            <div className="min-w-0 space-y-6 xl:order-2">
              <NextNegativeDayCard />
              <BillsDueCard />
              <AccountBalancesCard />
              <RemindersPanel reminders={data.reminders} />
              <NotesPanel notes={data.notes} />
            </div>
            <div className="min-w-0 space-y-6 xl:order-1">
              <LatestPayments payments={data.latestPayments} period={range} />
              <LatestExpenses expenses={data.latestExpenses} period={range} />
              <TopAttendants attendants={data.topAttendants} />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
