import type { CashFlowReconciliation } from '@livro-caixa/domain';
import { formatMonthSlash } from '@livro-caixa/domain';
import { Scale } from 'lucide-react';
import { TitledCard } from '../../../components/ui/titled-card';
import { cn } from '../../../lib/cn';
import { formatReais } from '../../../lib/format';

const row = 'flex items-baseline justify-between gap-3 px-4 py-2 text-sm';
const money = (reais: number) => cn('shrink-0 tabular-nums', reais < 0 && 'text-red-700 dark:text-red-400');

/** A closed month: the closing's Resultado, each item between it and the cash, and the cash. */
export function ReconciliationCard({ c }: { c: CashFlowReconciliation }) {
  return (
    <TitledCard title={`Fechamento de ${formatMonthSlash(c.mes)} × caixa`} icon={Scale}>
      <ul className="divide-y divide-zinc-100 dark:divide-zinc-800" data-testid="conciliacao-fechamento">
        <li className={cn(row, 'font-medium')}>
          <span>Resultado do fechamento (competência)</span>
          <span className={money(c.resultado_fechamento)}>{formatReais(c.resultado_fechamento)}</span>
        </li>
        {c.itens.map((i) => (
          <li key={i.tipo} className={row}>
            <span className="min-w-0 text-zinc-700 dark:text-zinc-300">
              {i.descricao}
              {i.quantidade > 0 && <span className="text-zinc-500 dark:text-zinc-400"> ({i.quantidade})</span>}
            </span>
            <span className={money(i.valor)}>
              {i.valor > 0 ? '+' : ''}
              {formatReais(i.valor)}
            </span>
          </li>
        ))}
        <li className={cn(row, 'bg-zinc-50 font-semibold dark:bg-zinc-800/50')}>
          <span>Resultado de caixa do mês</span>
          <span className={money(c.resultado_caixa)}>{formatReais(c.resultado_caixa)}</span>
        </li>
      </ul>
    </TitledCard>
  );
}
