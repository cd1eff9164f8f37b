import { useQuery } from '@tanstack/react-query';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { QueryLoadError } from '../../../components/ui/load-error';
import { TitledCard } from '../../../components/ui/titled-card';
import { forecastQuery } from '../api/cash-flow-api';
import { Warning } from './forecast-panel';

/** The horizon the dashboard looks at. */
const DAYS = 90;

/**
 * The dashboard's line on the forecast: the next day the projected balance of all accounts turns
 * negative ("Saldo previsto negativo em 05/12: -R$ 1.230,00"), or that none does in 90 days.
 */
export function NextNegativeDayCard() {
  const query = useQuery(forecastQuery(DAYS));
  const next = query.data?.negativos[0];
  return (
    <TitledCard
      title="Previsão de caixa"
      icon={next ? TrendingDown : TrendingUp}
      aside={
        <Link
          to="/fluxo-de-caixa"
          className="text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          Fluxo de caixa
        </Link>
      }
    >
      <div className="px-4 py-3 text-sm" data-testid="previsao-negativa">
        {query.isError ? (
          <QueryLoadError query={query} message="Erro ao carregar a previsão" />
        ) : !query.data ? (
          <p className="text-zinc-500 dark:text-zinc-400">Carregando…</p>
        ) : next ? (
          <p className="font-medium text-red-700 dark:text-red-400">
            <Warning text={next.aviso} />
          </p>
        ) : (
          <p className="text-zinc-600 dark:text-zinc-400">Nenhum saldo negativo previsto nos próximos {DAYS} dias.</p>
        )}
      </div>
    </TitledCard>
  );
}
