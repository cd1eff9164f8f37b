import { ROLE_LABELS, type UserMetrics } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import {
  Activity,
  ArrowLeft,
  Banknote,
  Clock,
  Handshake,
  Receipt,
  Scale,
  Trophy,
  UserRoundSearch,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ActiveBadge, Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { FigureCard } from '../../components/ui/figure-card';
import { QueryLoadError } from '../../components/ui/load-error';
import { LocalDay } from '../../components/ui/local-date';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { TitledCard } from '../../components/ui/titled-card';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatPercent, formatReais } from '../../lib/format';
import { ALL_TIME, type Period, userMetricsQuery } from './api/admin-api';
import { ActivityTable } from './components/activity-table';
import {
  AttendantsList,
  ExpensesList,
  PaymentsList,
  TopAttendantsList,
  TripeirosList,
} from './components/metrics-lists';
import { PeriodFilter } from './components/period-filter';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function BackLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link to="/admin/users" className={buttonClasses(primary ? 'primary' : 'secondary')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar para usuários
    </Link>
  );
}

function NotFound() {
  return (
    <>
      <PageHeader title="Métricas do usuário" />
      <Card>
        <EmptyState icon={UserRoundSearch} title="Usuário não encontrado">
          <BackLink primary />
        </EmptyState>
      </Card>
    </>
  );
}

function UserHeader({ user }: { user: UserMetrics['user'] }) {
  return (
    <Card className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-3 p-4">
      <div className="min-w-0 flex-1 basis-60">
        <p className="text-lg font-semibold text-zinc-900 dark:text-zinc-50" data-testid="metrics-user-name">
          {user.name}
        </p>
        <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">{user.email}</p>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-zinc-500 dark:text-zinc-400">Empresa</dt>
          <dd className="font-medium text-zinc-900 dark:text-zinc-100">{user.tenant_name}</dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-500 dark:text-zinc-400">Função</dt>
          <dd>
            <Badge tone={user.role === 'admin' ? 'amber' : 'gray'}>{ROLE_LABELS[user.role]}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-500 dark:text-zinc-400">Status</dt>
          <dd>
            <ActiveBadge active={user.is_active} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-500 dark:text-zinc-400">Criado em</dt>
          <dd className="text-zinc-900 tabular-nums dark:text-zinc-100">
            <LocalDay at={user.created_at} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function Figures({ metrics }: { metrics: UserMetrics['metrics'] }) {
  const { payments, expenses, receivables, summary } = metrics;
  const negative = summary.netResult < 0;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <FigureCard
        label="Pagamentos"
        icon={Banknote}
        tone="emerald"
        value={formatReais(payments.totalValue)}
        detail={
          <>
            <p>{plural(payments.count, 'entrada confirmada', 'entradas confirmadas')}</p>
            <p>Comissões: {formatReais(payments.totalCommission)}</p>
          </>
        }
      />
      <FigureCard
        label="Despesas"
        icon={Receipt}
        tone="red"
        value={formatReais(expenses.totalValue)}
        detail={<p>{plural(expenses.count, 'lançamento', 'lançamentos')}</p>}
      />
      <FigureCard
        label="A Receber"
        icon={Clock}
        tone="amber"
        value={formatReais(receivables.totalValue)}
        detail={<p>{plural(receivables.count, 'pagamento pendente', 'pagamentos pendentes')}</p>}
      />
      <FigureCard
        label="Resumo Financeiro"
        icon={Scale}
        tone={negative ? 'red' : 'sky'}
        value={formatReais(summary.netResult)}
        negative={negative}
        detail={
          <>
            <p>Margem: {formatPercent(summary.profitMargin)}</p>
            <p>
              Receita {formatReais(summary.totalRevenue)} · Despesas {formatReais(summary.totalExpenses)}
            </p>
          </>
        }
      />
    </div>
  );
}

/** /admin/users/:id/metrics: the figures and lists of the user's company over a period. */
export function UserMetricsPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const [period, setPeriod] = useState<Period>(ALL_TIME);
  const query = useQuery({ ...userMetricsQuery(id, period), enabled: valid });

  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) return <NotFound />;

  const data = query.data;
  return (
    <>
      <PageHeader
        title="Métricas do usuário"
        description={data ? `Números da empresa ${data.user.tenant_name}` : undefined}
        actions={<BackLink />}
      />
      {query.isError && (
        <QueryLoadError query={query} message="Erro ao carregar métricas do usuário" className="mb-6" />
      )}
      {!data ? (
        !query.isError && <LoadingScreen fullPage={false} />
      ) : (
        <>
          <UserHeader user={data.user} />
          <Card className="mb-6 p-4">
            <PeriodFilter value={period} onApply={setPeriod} />
          </Card>
          <div
            className={cn('space-y-6 transition-opacity', query.isPlaceholderData && 'opacity-60')}
            aria-busy={query.isPlaceholderData || undefined}
          >
            <Figures metrics={data.metrics} />
            <div className="grid gap-6 xl:grid-cols-2">
              <TitledCard title="Top Atendentes" icon={Trophy}>
                <TopAttendantsList rows={data.topAtendentes} />
              </TitledCard>
              <TitledCard title="Atendentes" icon={Users}>
                <AttendantsList rows={data.atendentes} />
              </TitledCard>
              <TitledCard title="Últimos Pagamentos" icon={Banknote} className="xl:col-span-2">
                <PaymentsList rows={data.ultimosPagamentos} />
              </TitledCard>
              <TitledCard title="Últimas Despesas" icon={Receipt}>
                <ExpensesList rows={data.ultimasDespesas} />
              </TitledCard>
              <TitledCard title="Tripeiros" icon={Handshake}>
                <TripeirosList rows={data.tripeiros} />
              </TitledCard>
              <TitledCard title="Atividade Recente" icon={Activity} className="xl:col-span-2">
                <ActivityTable
                  entries={data.recentActivity}
                  showUser={false}
                  showCompany={false}
                  caption="Atividade recente do usuário"
                />
              </TitledCard>
            </div>
          </div>
        </>
      )}
    </>
  );
}
