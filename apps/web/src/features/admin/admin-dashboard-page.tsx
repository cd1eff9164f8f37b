import { type AdminDashboard, ROLE_LABELS, ROLES } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Activity, Building2, PiggyBank, UserCog, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FigureCard } from '../../components/ui/figure-card';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { TitledCard } from '../../components/ui/titled-card';
import { cn } from '../../lib/cn';
import { formatDate, formatReais } from '../../lib/format';
import { ALL_TIME, adminDashboardQuery, type Period } from './api/admin-api';
import { ActivityTable } from './components/activity-table';
import { PeriodFilter } from './components/period-filter';

/** Spec §8: when the dashboard fails to load, the figures go back to zeros. */
export const ZERO_DASHBOARD: AdminDashboard = {
  period: { startDate: null, endDate: null },
  totalUsers: 0,
  activeUsers: 0,
  totalTenants: 0,
  activeTenants: 0,
  totalRevenue: 0,
  totalExpenses: 0,
  netProfit: 0,
  usersByRole: [],
  recentActivity: [],
};

/** Money that never breaks between 'R$' and the figure. */
const money = (reais: number) => formatReais(reais).replace(' ', '\u00a0');

function periodText({ startDate, endDate }: Period) {
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
          const share = total ? Math.round((count / total) * 100) : 0;
          return (
            <li key={role} className="space-y-1.5">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-zinc-800 dark:text-zinc-200">{ROLE_LABELS[role]}</span>
                <span className="text-zinc-600 tabular-nums dark:text-zinc-400">
                  <span className="font-semibold text-zinc-900 dark:text-zinc-100">{count}</span> ({share}%)
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
  const data = query.isError || !query.data ? ZERO_DASHBOARD : query.data;
  const negative = data.netProfit < 0;

  return (
    <>
      <PageHeader
        title="Administração"
        description={`Visão geral da plataforma · ${periodText(period)}`}
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

      {query.isError && (
        <div className="mb-6">
          <LoadError
            message="Erro ao carregar dados do painel administrativo"
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      )}

      <div
        className={cn('space-y-6 transition-opacity', (query.isPlaceholderData || query.isPending) && 'opacity-60')}
        aria-busy={query.isFetching || undefined}
      >
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
            value={money(data.totalRevenue)}
            detail={<p>Despesas: {money(data.totalExpenses)}</p>}
          />
          <FigureCard
            label="Lucro Líquido"
            icon={PiggyBank}
            tone={negative ? 'red' : 'sky'}
            value={money(data.netProfit)}
            negative={negative}
            detail={<p>Receita − despesas − comissões</p>}
          />
        </div>

        <UsersByRole data={data} />
        <TitledCard title="Atividade Recente" icon={Activity}>
          <ActivityTable entries={data.recentActivity} />
        </TitledCard>
      </div>
    </>
  );
}
