import { type AdminDashboard, ROLE_LABELS, ROLES } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Activity, Building2, PiggyBank, UserCog, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FigureCard } from '../../components/ui/figure-card';
import { QueryLoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { TitledCard } from '../../components/ui/titled-card';
import { cn } from '../../lib/cn';
import { formatCount, formatPercent, formatReais } from '../../lib/format';
import { type DateFormatters, useDateFormat } from '../../lib/preferences';
import { ALL_TIME, adminDashboardQuery, type Period } from './api/admin-api';
import { ActivityTable } from './components/activity-table';
import { PeriodFilter } from './components/period-filter';

/** Money that never breaks between 'R$' and the figure. */

function periodText({ startDate, endDate }: Period, { formatDate }: DateFormatters) {
  if (!startDate || !endDate) return 'Todo o período';
  return startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} a ${formatDate(endDate)}`;
}

function UsersByRole({ data }: { data: AdminDashboard }) {
  const total = data.usersByRole.reduce((sum, r) => sum + r.count, 0);
  return (
    <TitledCard
      title="Usuários por Função"
      icon={UserCog}
      aside={
        <span className="text-sm text-zinc-500 dark:text-zinc-400">
          {data.activeUsers} de {data.totalUsers} ativos
        </span>
      }
    >
      <ul className="grid gap-x-8 gap-y-4 p-4 sm:grid-cols-2">
        {ROLES.map((role) => {
          const count = data.usersByRole.find((r) => r.role === role)?.count ?? 0;
          const share = total ? (count / total) * 100 : 0;
          return (
            <li key={role} className="space-y-1.5">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-zinc-800 dark:text-zinc-200">{ROLE_LABELS[role]}</span>
                <span className="text-zinc-600 tabular-nums dark:text-zinc-400">
                  <span className="font-semibold text-zinc-900 dark:text-zinc-100">{formatCount(count)}</span> (
                  {formatPercent(share)})
                </span>
              </div>
              <progress
                value={count}
                max={Math.max(total, 1)}
                aria-label={ROLE_LABELS[role]}
                className={cn(
                  'block h-2 w-full appearance-none overflow-hidden rounded-full',
                  '[&::-webkit-progress-bar]:bg-zinc-100 dark:[&::-webkit-progress-bar]:bg-zinc-800',
                  '[&::-moz-progress-bar]:bg-emerald-600 [&::-webkit-progress-value]:bg-emerald-600',
                  'dark:[&::-moz-progress-bar]:bg-emerald-500 dark:[&::-webkit-progress-value]:bg-emerald-500',
                )}
              />
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
}

/** /admin/dashboard: the platform's figures (all companies), users by role and recent activity. */
export function AdminDashboardPage() {
  const [period, setPeriod] = useState<Period>(ALL_TIME);
  const query = useQuery(adminDashboardQuery(period));
  const dates = useDateFormat();
  // docs/product-rules.md "Load failures": the error and 'Tentar novamente', never zeros.
  const data = query.isError ? undefined : query.data;

  return (
    <>
      <PageHeader
        title="Administração"
        description={`Visão geral da plataforma · ${periodText(period, dates)}`}
        actions={
          <Link to="/admin/users" className={buttonClasses('primary')}>
            <Users className="size-4" aria-hidden="true" />
            Gerenciar Usuários
          </Link>
        }
      />

      <Card className="mb-6 p-4">
        <PeriodFilter value={period} onApply={setPeriod} />
      </Card>

      {query.isError ? (
        <QueryLoadError query={query} message="Erro ao carregar dados do painel administrativo" />
      ) : !data ? (
        <LoadingScreen fullPage={false} />
      ) : (
        <DashboardFigures data={data} busy={query.isPlaceholderData} />
      )}
    </>
  );
}

function DashboardFigures({ data, busy }: { data: AdminDashboard; busy: boolean }) {
  const negative = data.netProfit < 0;
  return (
    <div className={cn('space-y-6 transition-opacity', busy && 'opacity-60')} aria-busy={busy || undefined}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <FigureCard
          label="Total de Usuários"
          icon={Users}
          tone="sky"
          value={data.totalUsers}
          detail={<p>{data.activeUsers === 1 ? '1 ativo' : `${data.activeUsers} ativos`}</p>}
        />
        <FigureCard
          label="Empresas Ativas"
          icon={Building2}
          tone="violet"
          value={data.activeTenants}
          detail={<p>de {data.totalTenants === 1 ? '1 empresa' : `${data.totalTenants} empresas`}</p>}
        />
        <FigureCard
          label="Receita Total"
          icon={Wallet}
          tone="emerald"
          value={formatReais(data.totalRevenue)}
          detail={<p>Despesas: {formatReais(data.totalExpenses)}</p>}
        />
        <FigureCard
          label="Lucro Líquido"
          icon={PiggyBank}
          tone={negative ? 'red' : 'sky'}
          value={formatReais(data.netProfit)}
          negative={negative}
          detail={<p>Receita − despesas − comissões</p>}
        />
      </div>

      <UsersByRole data={data} />
      <TitledCard title="Atividade Recente" icon={Activity}>
        <ActivityTable entries={data.recentActivity} />
      </TitledCard>
    </div>
  );
}
