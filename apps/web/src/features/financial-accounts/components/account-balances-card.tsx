import { ACCOUNT_TYPE_LABELS } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { QueryLoadError } from '../../../components/ui/load-error';
import { TitledCard } from '../../../components/ui/titled-card';
import { cn } from '../../../lib/cn';
import { formatReais } from '../../../lib/format';
import { financialAccountsQuery } from '../api/financial-accounts-api';

const amountClass = (reais: number) =>
  cn(
    'shrink-0 font-semibold tabular-nums',
    reais < 0 ? 'text-red-700 dark:text-red-400' : 'text-zinc-900 dark:text-zinc-50',
  );

/**
 * The dashboard's "Saldos das contas": each active account's balance today (opening balance +
 * confirmed movements, docs/product-rules.md "Accounts and transfers") and their total. One
 * request, one grouped query on the server.
 */
export function AccountBalancesCard() {
  const query = useQuery(financialAccountsQuery);
  const active = query.data?.data.filter((a) => a.ativa === 1) ?? [];
  return (
    <TitledCard
      title="Saldos das contas"
      icon={Landmark}
      aside={
        <Link
          to="/settings?tab=contas"
          className="text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          Gerenciar
        </Link>
      }
    >
      {query.isError ? (
        <div className="p-4">
          <QueryLoadError query={query} message="Erro ao carregar os saldos" />
        </div>
      ) : !query.data ? (
        <p className="px-4 py-3 text-sm text-zinc-500 dark:text-zinc-400">Carregando…</p>
      ) : (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" data-testid="saldos-contas">
          {active.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium text-zinc-800 dark:text-zinc-200">{a.nome}</span>
                <span className="block text-xs text-zinc-500 dark:text-zinc-400">{ACCOUNT_TYPE_LABELS[a.tipo]}</span>
              </span>
              <span className={amountClass(a.saldo)}>{formatReais(a.saldo)}</span>
            </li>
          ))}
          <li className="flex items-center justify-between gap-3 bg-zinc-50 px-4 py-2.5 text-sm dark:bg-zinc-800/50">
            <span className="font-semibold text-zinc-700 dark:text-zinc-300">Total</span>
            <span className={amountClass(query.data.total)} data-testid="saldos-total">
              {formatReais(query.data.total)}
            </span>
          </li>
        </ul>
      )}
    </TitledCard>
  );
}
