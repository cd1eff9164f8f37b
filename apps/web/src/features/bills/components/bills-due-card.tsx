import type { BillSummary } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { QueryLoadError } from '../../../components/ui/load-error';
import { TitledCard } from '../../../components/ui/titled-card';
import { cn } from '../../../lib/cn';
import { formatReais } from '../../../lib/format';
import { billsOverviewQuery } from '../api/bills-api';

function Rows({ title, s, tab }: { title: string; s: BillSummary; tab: 'pagar' | 'receber' }) {
  const link = `/contas?month=todos&status=abertas${tab === 'receber' ? '&tab=receber' : ''}`;
  return (
    <div className="px-4 py-3">
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">{title}</h3>
        <Link to={link} className="text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400">
          Ver contas
        </Link>
      </div>
      <dl className="space-y-1 text-sm" data-testid={`contas-${tab}`}>
        <div className="flex justify-between gap-3">
          <dt
            className={cn(
              s.vencidas.count > 0 ? 'font-medium text-red-700 dark:text-red-400' : 'text-zinc-600 dark:text-zinc-400',
            )}
          >
            Vencidas ({s.vencidas.count})
          </dt>
          <dd
            className={cn(
              'font-semibold tabular-nums',
              s.vencidas.count > 0 ? 'text-red-700 dark:text-red-400' : 'text-zinc-900 dark:text-zinc-50',
            )}
          >
            {formatReais(s.vencidas.total)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-zinc-600 dark:text-zinc-400">Vencem hoje ({s.vence_hoje.count})</dt>
          <dd className="font-semibold tabular-nums">{formatReais(s.vence_hoje.total)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-zinc-600 dark:text-zinc-400">
            Próximos {s.dias} dias ({s.proximas.count})
          </dt>
          <dd className="font-semibold tabular-nums">{formatReais(s.proximas.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The dashboard's "Contas a vencer": open bills and receivables overdue (in red), due today and in
 * the company's next N days (`aviso_contas_dias`), each linking to the list.
 */
export function BillsDueCard() {
  const query = useQuery(billsOverviewQuery);
  return (
    <TitledCard
      title="Contas a vencer"
      icon={CalendarClock}
      aside={
        <Link to="/contas" className="text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400">
          Abrir
        </Link>
      }
    >
      {query.isError ? (
        <div className="p-4">
          <QueryLoadError query={query} message="Erro ao carregar as contas a vencer" />
        </div>
      ) : !query.data ? (
        <p className="px-4 py-3 text-sm text-zinc-500 dark:text-zinc-400">Carregando…</p>
      ) : (
        <div className="divide-y divide-zinc-200 dark:divide-zinc-800">
          <Rows title="A pagar" s={query.data.data.pagar} tab="pagar" />
          <Rows title="A receber" s={query.data.data.receber} tab="receber" />
        </div>
      )}
    </TitledCard>
  );
}
