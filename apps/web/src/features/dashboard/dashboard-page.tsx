import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../../components/ui/card';
import { DateRangeFilter } from '../../components/ui/date-range-filter';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import type { DateRange } from '../../lib/date-range';
import { formatDate, today as todayDate } from '../../lib/format';
import { dashboardQuery } from './api/dashboard-api';
import { LatestExpenses, LatestPayments } from './components/latest-lists';
import { MetricCards } from './components/metric-cards';
import { NotesPanel } from './components/notes-panel';
import { RemindersPanel } from './components/reminders-panel';
import { TopAttendants } from './components/top-attendants';

function today(): DateRange {
  // Spec §9: the filter starts on today, in the company's time zone (not UTC).
  const date = todayDate();
  return { start: date, end: date };
}

function periodText({ start, end }: DateRange) {
  return start === end ? formatDate(start) : `${formatDate(start)} a ${formatDate(end)}`;
}

export function DashboardPage() {
  const [range, setRange] = useState(today);
  const dashboard = useQuery(dashboardQuery(range));
  const data = dashboard.data;

  return (
    <>
      <PageHeader title="Dashboard" description={`Resumo do período: ${periodText(range)}`} />

      <Card className="mb-6 p-4">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-[12rem_12rem_auto] md:justify-start">
          <DateRangeFilter value={range} onApply={setRange} />
        </div>
      </Card>

      {dashboard.isError && (
        <div className={cn(data && 'mb-6')}>
          <LoadError
            message="Erro ao carregar dados do dashboard"
            onRetry={() => dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
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
          <div className="grid gap-6 xl:grid-cols-2">
            <div className="min-w-0 space-y-6">
              <LatestPayments payments={data.latestPayments} />
              <LatestExpenses expenses={data.latestExpenses} />
              <TopAttendants attendants={data.topAttendants} />
            </div>
            <div className="min-w-0 space-y-6">
              <RemindersPanel reminders={data.reminders} />
              <NotesPanel notes={data.notes} />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
