import type { Tripeiro } from '@livro-caixa/domain';
import { NameText } from '../../../components/ui/columns';
import { PendingTable } from '../../../components/ui/pending-table';
import { summarize } from '../summary';

/**
 * Every tripeiro's pending entradas and a receber, with TOTAIS: the closing's table over all time
 * (Saldo Pendente was named 'Total de Pagamentos' but held the balance, ADR 023).
 */
export function TripeirosSummaryTable({ tripeiros }: { tripeiros: readonly Tripeiro[] }) {
  const { rows, totals } = summarize(tripeiros);
  return (
    <PendingTable
      caption="Resumo dos tripeiros"
      rows={rows}
      totals={totals}
      name={(r) => <NameText name={r.nome} note={!r.ativo && '(inativo)'} />}
      empty="Nenhum tripeiro cadastrado no sistema"
    />
  );
}
