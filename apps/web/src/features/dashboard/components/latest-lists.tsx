import type { Dashboard, PaymentStatus } from '@livro-caixa/domain';
import { ArrowDownLeft, ArrowRight, ArrowUpRight, Banknote, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PaymentStatusBadge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { LocalDate } from '../../../components/ui/local-date';
import { cn } from '../../../lib/cn';
import type { DateRange } from '../../../lib/date-range';
import { formatReais } from '../../../lib/format';
import { Panel, PanelList } from './panel';

/** 'Ver todos' opens the list on the dashboard's period (issue 13). */
function SeeAll({ to, period }: { to: string; period: DateRange }) {
  const query = new URLSearchParams({ startDate: period.start, endDate: period.end });
  return (
    <Link
      to={`${to}?${query}`}
      className={cn(buttonClasses('ghost', 'sm'), '-mr-2 text-emerald-700 dark:text-emerald-400')}
    >
      Ver todos
      <ArrowRight className="size-4 max-sm:hidden" aria-hidden="true" />
    </Link>
  );
}

/** A row's description, cut to its width, over its details. */
function RowText({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100" title={title}>
        {title}
      </p>
      <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">{children}</p>
    </div>
  );
}

const rowClasses = 'flex items-center gap-3 px-4 py-3';

export function LatestPayments({ payments, period }: { payments: Dashboard['latestPayments']; period: DateRange }) {
  return (
    <Panel title="Últimos Pagamentos" icon={Banknote} action={<SeeAll to="/payments" period={period} />}>
      <PanelList items={payments} empty="Nenhum pagamento no período">
        {(p) => {
          const entrada = p.tipo_pagamento === 'entrada';
          const Icon = entrada ? ArrowDownLeft : ArrowUpRight;
          const people = [p.attendant_name, p.tripeiro_name].filter(Boolean).join(' · ');
          return (
            <li key={p.id} className={rowClasses}>
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full',
                  entrada
                    ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-400'
                    : 'bg-red-50 text-red-600 dark:bg-red-500/10 dark:text-red-400',
                )}
                title={entrada ? 'Entrada' : 'Saída'}
              >
                <Icon className="size-4" aria-hidden="true" />
                <span className="sr-only">{entrada ? 'Entrada' : 'Saída'}</span>
              </span>
              <RowText title={p.description}>
                <LocalDate date={p.payment_date} />
                {people && ` · ${people}`}
              </RowText>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="text-sm font-semibold whitespace-nowrap text-zinc-900 tabular-nums dark:text-zinc-100">
                  {formatReais(p.amount)}
                </span>
                <PaymentStatusBadge status={p.status as PaymentStatus} />
              </div>
            </li>
          );
        }}
      </PanelList>
    </Panel>
  );
}

export function LatestExpenses({ expenses, period }: { expenses: Dashboard['latestExpenses']; period: DateRange }) {
  return (
    <Panel title="Últimas Despesas" icon={Receipt} action={<SeeAll to="/expenses" period={period} />}>
      <PanelList items={expenses} empty="Nenhuma despesa no período">
        {(e) => (
          <li key={e.id} className={rowClasses}>
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400">
              <Receipt className="size-4" aria-hidden="true" />
            </span>
            <RowText title={e.description}>
              <LocalDate date={e.expense_date} /> · {e.category}
            </RowText>
            <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-zinc-900 tabular-nums dark:text-zinc-100">
              {formatReais(e.amount)}
            </span>
          </li>
        )}
      </PanelList>
    </Panel>
  );
}
